// Requests to correct the record (Law 25, right of rectification) sent from the portal: stored for
// the clinic to answer, and announced to its privacy officer by e-mail. A patient may send a few a
// day; more is more likely a loop or a bored finger than a new error in the record.
import { desc, eq } from 'drizzle-orm';
import { addDays, clinicDate } from 'shared-domain/clinic-time';
import { correctionAnswerDays, correctionRequestMessages, type CorrectionRequestInput } from 'shared-domain/correction-request';
import type { AppDeps } from '../../deps';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { loadClinicSettings } from '../../clinic/public';
import { patients, recordCorrectionRequests } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { notFound } from '../../platform/http/app-error';
import { queueEmail } from '../../platform/mail/queue-email';
import { correctionRequestEmail } from './correction-request-email';

const requestColumns = {
  id: recordCorrectionRequests.id,
  message: recordCorrectionRequests.message,
  status: recordCorrectionRequests.status,
  createdAt: recordCorrectionRequests.createdAt,
  answeredAt: recordCorrectionRequests.answeredAt,
};

export async function listCorrectionRequests(deps: Pick<AppDeps, 'db'>, patientId: string) {
  return deps.db
    .select(requestColumns)
    .from(recordCorrectionRequests)
    .where(eq(recordCorrectionRequests.patientId, patientId))
    .orderBy(desc(recordCorrectionRequests.createdAt), desc(recordCorrectionRequests.id));
}

/**
 * Stores the patient's request and e-mails the clinic's privacy officer (or the clinic, when it
 * named none). `accountId` is the portal account that asked, for the audit trail.
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
  const [request] = await deps.db
    .insert(recordCorrectionRequests)
    .values({ patientId: patient.id, message: input.message, status: 'open', ...createdTimestamp(deps.clock) })
    .returning(requestColumns);
  if (!request) throw new Error('the correction request was not stored');
  const requestedAt = new Date(request.createdAt);
  const mail = correctionRequestEmail({
    clinic: settings,
    recipientName: settings.privacyOfficerEmail ? settings.privacyOfficerName : null,
    patient: { name: `${record.firstName} ${record.lastName}`.trim(), email: record.email ?? '' },
    message: request.message,
    requestedAt,
    answerBy: addDays(clinicDate(requestedAt, settings.timeZone), correctionAnswerDays),
    timeZone: settings.timeZone,
  });
  await queueEmail(deps, { to: settings.privacyOfficerEmail || settings.email, ...mail, kind: 'staff', patientId: patient.id });
  await recordAuditEvent(deps, {
    actor: { type: 'patient', id: patient.accountId },
    action: 'patient_record.correction_requested',
    entity: 'record_correction_requests',
    entityId: request.id,
  });
  const { answeredAt: _answeredAt, ...created } = request;
  return created;
}
