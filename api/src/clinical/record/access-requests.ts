// A patient's requests to read or copy their record (Code of ethics C-16, r. 5.1, s. 67): the day
// received fixes the due date 20 days later; staff mark the day it was answered.
import { and, eq, isNull } from 'drizzle-orm';
import {
  type accessAnswerSchema,
  accessDueOn,
  type accessRequestSchema,
  recordLabels,
  recordMessages,
} from 'shared-domain/clinical-record';
import { errorCodes } from 'shared-domain/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { clinicNow } from '../../patients/public';
import { recordAccessRequests } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { readRecordIdentity } from './read-record';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function refuseFuture(deps: Deps, field: 'receivedOn' | 'answeredOn', date: string): Promise<void> {
  if (date > (await clinicNow(deps)).today) throw fieldRefusal(field, recordMessages.dateInFuture(recordLabels[field]));
}

export async function recordAccessRequest(deps: Deps, patientId: string, staffId: string, input: z.output<typeof accessRequestSchema>) {
  await readRecordIdentity(deps.db, patientId);
  await refuseFuture(deps, 'receivedOn', input.receivedOn);
  const [request] = await deps.db
    .insert(recordAccessRequests)
    .values({
      patientId,
      receivedOn: input.receivedOn,
      dueOn: accessDueOn(input.receivedOn),
      note: input.note,
      createdBy: staffId,
      ...timestamps(deps.clock),
    })
    .returning({ id: recordAccessRequests.id, dueOn: recordAccessRequests.dueOn });
  if (!request) throw new Error('the access request insert returned no row');
  return request;
}

export async function answerAccessRequest(deps: Deps, requestId: string, staffId: string, input: z.output<typeof accessAnswerSchema>) {
  const [request] = await deps.db.select().from(recordAccessRequests).where(eq(recordAccessRequests.id, requestId));
  if (!request) throw notFound(recordMessages.accessNotFound);
  if (request.answeredOn !== null) throw new AppError(errorCodes.validationFailed, recordMessages.accessAnsweredAlready);
  if (input.answeredOn < request.receivedOn) throw fieldRefusal('answeredOn', recordMessages.answerBeforeReceived);
  await refuseFuture(deps, 'answeredOn', input.answeredOn);
  const written = await deps.db
    .update(recordAccessRequests)
    .set({ answeredOn: input.answeredOn, answeredBy: staffId, updatedAt: deps.clock.now().toISOString() })
    .where(and(eq(recordAccessRequests.id, requestId), isNull(recordAccessRequests.answeredOn)))
    .returning({ id: recordAccessRequests.id });
  if (written.length === 0) throw new AppError(errorCodes.validationFailed, recordMessages.accessAnsweredAlready);
  return { patientId: request.patientId };
}
