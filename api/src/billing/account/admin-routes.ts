// The patient's account at the desk, mounted at /api/admin/patients: GET /:id/account.
// A read of financial data, audited like the invoice it lists.
import { Hono } from 'hono';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { patientAccount } from './patient-account';
import { idParam } from 'shared-domain/platform/record-id';

export function patientAccountRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/:id/account', allow('invoiceReads'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const settings = await loadClinicSettings(deps.db);
    const account = await patientAccount(deps, id, settings.timeZone);
    await recordStaffAuditEvent(c, deps, {
      action: 'account.viewed',
      entity: 'patients',
      entityId: id,
      details: { patientId: id },
    });
    return c.json(account, 200);
  });
}
