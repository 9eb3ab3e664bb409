// Claims followed to payment, at the back-office: the claims (filtered by status, payer and patient)
// and the follow-ups due, a claim made, its status changed, « Relancer », a payer's payment applied,
// and a patient's SAAQ and CNESST cases. All the desk's (`cashDesk`: the admin and the reception):
// a claim's numbers are personal data, so every read is audited; no answer holds a visit's reason.
import { Hono } from 'hono';
import {
  claimableVisitsQuerySchema,
  claimListFilterSchema,
  claimStatusChangeSchema,
  insuranceCaseSchema,
  newClaimSchema,
} from 'shared-domain/billing/insurance-claim';
import { payerPaymentSchema } from 'shared-domain/billing/payer-payment';
import { idParam } from 'shared-domain/platform/record-id';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { changeClaimStatus, followUpClaim } from './claim-status';
import { claimListLimit, listClaims } from './claim-list';
import { listClaimableVisits } from './claimable-visits';
import { listInsuranceCases, openInsuranceCase } from './insurance-cases';
import { makeClaim } from './make-claim';
import { recordPayerPayment } from './record-payer-payment';

/** Mounted at /api/admin/insurance-claims. */
export function claimRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/', allow('cashDesk'), validate('query', claimListFilterSchema), async (c) => {
        const claims = await listClaims(deps, c.req.valid('query'));
        await recordStaffAuditEvent(c, deps, {
          action: 'insurance_claims.viewed',
          entity: 'insurance_claims',
          details: { count: claims.length },
        });
        return c.json({ claims, truncated: claims.length === claimListLimit }, 200);
      })
      // Claims awaiting their payer more than 30 days, on the clinic's day.
      .get('/follow-ups', allow('cashDesk'), async (c) => {
        const today = await clinicToday(deps);
        const claims = await listClaims(deps, { followUpsOn: today });
        await recordStaffAuditEvent(c, deps, {
          action: 'insurance_claims.viewed',
          entity: 'insurance_claims',
          details: { count: claims.length },
        });
        return c.json({ claims, today }, 200);
      })
      // The visits of a patient a new claim may cover.
      .get('/claimable', allow('cashDesk'), validate('query', claimableVisitsQuerySchema), async (c) => {
        const visits = await listClaimableVisits(deps, c.req.valid('query').patientId);
        return c.json({ visits }, 200);
      })
      .post('/', allow('cashDesk'), validate('json', newClaimSchema), async (c) => {
        return c.json(await makeClaim(deps, c.get('staff').staffId, c.req.valid('json')), 201);
      })
      .put('/:id/status', allow('cashDesk'), validate('param', idParam), validate('json', claimStatusChangeSchema), async (c) => {
        return c.json(await changeClaimStatus(deps, c.get('staff').staffId, c.req.valid('param').id, c.req.valid('json')), 200);
      })
      .post('/:id/follow-up', allow('cashDesk'), validate('param', idParam), async (c) => {
        return c.json(await followUpClaim(deps, c.get('staff').staffId, c.req.valid('param').id), 200);
      })
  );
}

/** Mounted at /api/admin/payer-payments. */
export function payerPaymentRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post('/', allow('cashDesk'), validate('json', payerPaymentSchema), async (c) => {
    return c.json(await recordPayerPayment(deps, c.get('staff').staffId, c.req.valid('json')), 201);
  });
}

/** A patient's SAAQ and CNESST cases, mounted at /api/admin/patients beside her file. */
export function patientCaseRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/:id/insurance-cases', allow('cashDesk'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const cases = await listInsuranceCases(deps, id);
      await recordStaffAuditEvent(c, deps, {
        action: 'insurance_cases.viewed',
        entity: 'patients',
        entityId: id,
        details: { patientId: id, count: cases.length },
      });
      return c.json({ cases }, 200);
    })
    .post('/:id/insurance-cases', allow('cashDesk'), validate('param', idParam), validate('json', insuranceCaseSchema), async (c) => {
      return c.json(await openInsuranceCase(deps, c.get('staff').staffId, c.req.valid('param').id, c.req.valid('json')), 201);
    });
}
