// The audit trail for the clinic's management (`management`: who may read it today, the privacy
// officer's role), read-only: the list with its filters at /api/admin/audit-events, its CSV export
// at /api/admin/audit-events.csv (itself audited), and a patient's own trail at
// /api/admin/patients/:id/audit-events (« Qui a consulté ce dossier ? »). The clinic's time zone
// comes from the surface: the period's days and the export's instants are the clinic's.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditEventQuerySchema, auditExportQuerySchema, patientAuditQuerySchema } from 'shared-domain/platform/audit-event-query';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { idParam } from 'shared-domain/platform/record-id';
import type { AppDeps } from '../../deps';
import { patients } from '../db/schema';
import { csvByteOrderMark } from '../files/csv-file';
import { allow } from '../http/allow';
import { notFound } from '../http/app-error';
import type { AdminEnv } from '../http/subject';
import { validate } from '../http/validate';
import { auditCsvFileName, auditCsvHeader, auditCsvRows } from './audit-csv';
import { allAuditEvents, readAuditEvents } from './read-audit-events';
import { recordStaffAuditEvent } from './record-audit-event';

/** The clinic's time zone, read when a request needs it (a setting the clinic may change). */
export type ClinicTimeZone = (deps: Pick<AppDeps, 'db'>) => Promise<string>;

export function auditRoutes(deps: AppDeps, timeZone: ClinicTimeZone) {
  return new Hono<AdminEnv>().get('/', allow('management'), validate('query', auditEventQuerySchema), async (c) => {
    return c.json(await readAuditEvents(deps, c.req.valid('query'), await timeZone(deps)), 200);
  });
}

export function auditCsvRoutes(deps: AppDeps, timeZone: ClinicTimeZone) {
  return new Hono<AdminEnv>().get('/', allow('management'), validate('query', auditExportQuerySchema), async (c) => {
    const { format, ...filter } = c.req.valid('query');
    const zone = await timeZone(deps);
    let text = csvByteOrderMark + auditCsvHeader(format);
    let count = 0;
    for await (const page of allAuditEvents(deps, filter, zone)) {
      text += auditCsvRows(page, zone, format);
      count += page.length;
    }
    await recordStaffAuditEvent(c, deps, {
      action: 'audit_trail.exported',
      entity: 'audit_events',
      details: {
        count,
        patientId: filter.patientId ?? null,
        staffId: filter.staffId ?? null,
        action: filter.action ?? null,
        from: filter.from ?? null,
        to: filter.to ?? null,
      },
    });
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${auditCsvFileName(filter, clinicDate(deps.clock.now(), zone))}"`,
    });
  });
}

/** Mounted at /patients: who read or changed this patient's record, when, and what. */
export function patientAuditRoutes(deps: AppDeps, timeZone: ClinicTimeZone) {
  return new Hono<AdminEnv>().get(
    '/:id/audit-events',
    allow('management'),
    validate('param', idParam),
    validate('query', patientAuditQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, id));
      if (!patient) throw notFound('Patient introuvable.');
      return c.json(await readAuditEvents(deps, { ...c.req.valid('query'), patientId: id }, await timeZone(deps)), 200);
    },
  );
}
