// A patient's requests to read or copy their record (Code of ethics C-16, r. 5.1, s. 67), recorded
// from the patient file into the one queue of requests (`privacy_requests`): the day
// received fixes the due date 20 days later; staff mark the day it was answered. The request and
// its audit row are written in one batch.
import { and, eq } from 'drizzle-orm';
import { type accessAnswerSchema, type accessRequestSchema, recordLabels, recordMessages } from 'shared-domain/clinical/clinical-record';
import { errorCodes } from 'shared-domain/platform/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { clinicNow } from '../../clinic/public';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { privacyRequests } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { recordPrivacyRequestStatements } from '../../privacy/public';
import { readRecordIdentity } from './read-record';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function refuseFuture(deps: Deps, field: 'receivedOn' | 'answeredOn', date: string): Promise<void> {
  if (date > (await clinicNow(deps)).today) throw fieldRefusal(field, recordMessages.dateInFuture(recordLabels[field]));
}

export async function recordAccessRequest(deps: Deps, patientId: string, staffId: string, input: z.output<typeof accessRequestSchema>) {
  const identity = await readRecordIdentity(deps.db, patientId);
  await refuseFuture(deps, 'receivedOn', input.receivedOn);
  const request = recordPrivacyRequestStatements(deps, {
    patientId,
    requesterName: `${identity.firstName} ${identity.lastName}`.trim(),
    requesterEmail: identity.email,
    kind: 'access',
    channel: 'desk',
    details: input.note,
    receivedOn: input.receivedOn,
    createdBy: staffId,
  });
  await deps.db.batch([
    ...request.statements,
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'access_request.recorded',
      entity: 'privacy_requests',
      entityId: request.id,
      details: { patientId, dueOn: request.dueOn },
    }),
  ]);
  return { id: request.id, dueOn: request.dueOn };
}

export async function answerAccessRequest(deps: Deps, requestId: string, staffId: string, input: z.output<typeof accessAnswerSchema>) {
  const [request] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
  if (!request?.patientId) throw notFound(recordMessages.accessNotFound);
  if (request.status !== 'open') throw new AppError(errorCodes.validationFailed, recordMessages.accessAnsweredAlready);
  if (input.answeredOn < request.receivedOn) throw fieldRefusal('answeredOn', recordMessages.answerBeforeReceived);
  await refuseFuture(deps, 'answeredOn', input.answeredOn);
  const stillOpen = and(eq(privacyRequests.id, requestId), eq(privacyRequests.status, 'open'));
  const [written] = await deps.db.batch([
    deps.db
      .update(privacyRequests)
      .set({ status: 'answered', answeredOn: input.answeredOn, answeredBy: staffId, updatedAt: deps.clock.now().toISOString() })
      .where(stillOpen)
      .returning({ id: privacyRequests.id }),
  ]);
  if (written.length === 0) throw new AppError(errorCodes.validationFailed, recordMessages.accessAnsweredAlready);
  return { patientId: request.patientId };
}
