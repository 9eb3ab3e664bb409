// Requests to correct the record (Law 25, right of rectification) sent from the portal: written
// into the one queue of requests (`privacy_requests`) for the clinic to answer, and
// announced to its privacy officer by e-mail, in one batch. A patient may send a few a day; more is
// more likely a loop or a bored finger than a new error in the record.
import { and, desc, eq } from 'drizzle-orm';
import { correctionRequestMessages, type CorrectionRequestInput } from 'shared-domain/patients/correction-request';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { loadClinicSettings } from '../../clinic/public';
import { patients, privacyRequests } from '../../platform/db/schema';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { recordPrivacyRequestStatements } from '../../privacy/public';
import { clinicNow } from '../../clinic/public';
import { correctionRequestEmail } from './correction-request-email';

/** The portal's list: a correction is open or answered (a refusal is an answer too, its letter says why). */
export async function listCorrectionRequests(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const rows = await deps.db
    .select({
      id: privacyRequests.id,
      message: privacyRequests.details,
      status: privacyRequests.status,
      createdAt: privacyRequests.createdAt,
      answeredOn: privacyRequests.answeredOn,
    })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.patientId, patientId), eq(privacyRequests.kind, 'correction')))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id));
  return rows.map((row) => ({
    id: row.id,
    message: row.message ?? '',
    status: row.status === 'open' ? ('open' as const) : ('answered' as const),
    createdAt: row.createdAt,
    answeredOn: row.answeredOn,
  }));
}

/**
 * Writes the patient's request into the queue and e-mails the clinic's privacy officer (or the
 * clinic, when it named none). `accountId` is the portal account that asked, for the audit trail.
 */
export async function recordCorrectionRequest(deps: AppDeps, patient: { id: string; accountId: string }, input: CorrectionRequestInput) {
  // Counted per patient record and only for valid requests: a refused form costs nothing.
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.recordCorrectionRequest, patient.id);
  if (!verdict.allowed) throw rateLimitedError(verdict, correctionRequestMessages.tooManyToday);
  const [record] = await deps.db
    .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patient.id));
  if (!record) throw notFound();
  const settings = await loadClinicSettings(deps.db);
  const { today } = await clinicNow(deps);
  const name = `${record.firstName} ${record.lastName}`.trim();
  const requestedAt = deps.clock.now();
  const request = recordPrivacyRequestStatements(deps, {
    patientId: patient.id,
    requesterName: name,
    requesterEmail: record.email,
    kind: 'correction',
    channel: 'portal',
    details: input.message,
    receivedOn: today,
    createdBy: null,
  });
  const mail = correctionRequestEmail({
    clinic: settings,
    recipientName: settings.privacyOfficerEmail ? settings.privacyOfficerName : null,
    patient: { name, email: record.email ?? '' },
    message: input.message,
    requestedAt,
    answerBy: request.dueOn,
    timeZone: settings.timeZone,
  });
  await deps.db.batch([
    ...request.statements,
    outboxInsert(deps, { to: settings.privacyOfficerEmail || settings.email, ...mail, kind: 'staff', patientId: patient.id }),
    auditEventInsert(deps, {
      actor: { type: 'patient', id: patient.accountId },
      action: 'patient_record.correction_requested',
      entity: 'privacy_requests',
      entityId: request.id,
    }),
  ]);
  nudgeOutboxSender(deps);
  return { id: request.id, message: input.message, status: 'open' as const, createdAt: requestedAt.toISOString() };
}
