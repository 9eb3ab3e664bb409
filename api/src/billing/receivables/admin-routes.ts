// « Comptes à recevoir », mounted at /api/admin/receivables, and what hangs from a
// patient, mounted at /api/admin/patients: the statement (`invoiceReads`: the practitioner too
// reads it with the patient) and the payment reminder (the cash desk's). Every read is audited.
import { type Context, Hono } from 'hono';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { receivablesQuerySchema } from 'shared-domain/billing/receivables';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordAuditEvent, staffAuditEvent } from '../../platform/audit/record-audit-event';
import { fieldRefusal } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { clinicToday } from '../../clinic/public';
import { clinicLetterhead } from '../documents/letterhead';
import { patientStatement } from './patient-statement';
import { sendPaymentReminder } from './payment-reminder';
import { decodeReceivableCursor, receivablesPage } from './receivables-page';
import { statementFileName, statementPdf } from './statement-pdf';
import { idParam } from 'shared-domain/platform/record-id';

/** The patient's statement as of the clinic's today, its read audited. */
async function viewedStatement(c: Context<AdminEnv>, deps: AppDeps, id: string) {
  const statement = await patientStatement(deps.db, id, await clinicToday(deps));
  await recordAuditEvent(
    deps,
    staffAuditEvent(c, { action: 'statement.viewed', entity: 'patients', entityId: id, details: { patientId: id } }),
  );
  return statement;
}

export function receivableRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('cashDesk'), validate('query', receivablesQuerySchema), async (c) => {
    const today = await clinicToday(deps);
    const query = c.req.valid('query');
    const asOf = query.asOf ?? today;
    if (asOf > today) throw fieldRefusal('asOf', deskMessages.asOfInFuture);
    const cursor = query.cursor === undefined ? undefined : decodeReceivableCursor(query.cursor);
    const receivables = await receivablesPage(deps.reportReader ?? deps.db, asOf, cursor);
    await recordAuditEvent(
      deps,
      staffAuditEvent(c, { action: 'receivables.viewed', entity: 'patients', details: { asOf, count: receivables.rows.length } }),
    );
    return c.json(receivables, 200);
  });
}

export function receivablePatientRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/:id/statement', allow('invoiceReads'), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await viewedStatement(c, deps, id), 200);
      })
      // The same statement as a PDF, which the browser opens from a plain link (with the session cookie).
      .get('/:id/statement/pdf', allow('invoiceReads'), validate('param', idParam), async (c) => {
        const statement = await viewedStatement(c, deps, c.req.valid('param').id);
        const settings = await loadClinicSettings(deps.db);
        const pdf = await statementPdf(statement, clinicLetterhead(settings, { taxable: false }), deps.clock.now());
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${statementFileName(statement.asOf)}"`,
        });
      })
      .post('/:id/payment-reminder', allow('cashDesk'), validate('param', idParam), async (c) => {
        const sent = await sendPaymentReminder(deps, c.get('staff').staffId, c.req.valid('param').id);
        return c.json(sent, 201);
      })
  );
}
