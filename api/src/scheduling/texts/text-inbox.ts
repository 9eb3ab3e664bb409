// « Textos reçus », the desk's short inbox: the replies that were neither OUI, NON nor STOP (nor a
// yes or no with no reminder to answer), oldest first, with the patient and the visit they answer,
// until someone marks them handled. What a patient writes freely is health text (like her answer
// to a rebooking offer): the care roles read it, the desk sees that there is one and calls back.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DeskTextReply } from 'shared-domain/automation/automation-views';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import type { AppDeps } from '../../deps';
import { appointments, patients, textReplies } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { textReplyFor } from '../../platform/http/health-text';

const inboxCount = 50;

/** The replies waiting for the desk, each as `role` reads it. */
export async function deskTextInbox(deps: Pick<AppDeps, 'db'>, role: StaffRole): Promise<DeskTextReply[]> {
  const rows = await deps.db
    .select({
      id: textReplies.id,
      patientId: textReplies.patientId,
      patientName: sql<string | null>`${patients.firstName} || ' ' || ${patients.lastName}`,
      from: textReplies.from,
      body: textReplies.body,
      receivedAt: textReplies.receivedAt,
      appointmentId: textReplies.appointmentId,
      visitDate: appointments.scheduledDate,
      visitTime: appointments.scheduledTime,
    })
    .from(textReplies)
    .leftJoin(patients, eq(patients.id, textReplies.patientId))
    .leftJoin(appointments, eq(appointments.id, textReplies.appointmentId))
    .where(and(eq(textReplies.outcome, 'to_read'), isNull(textReplies.readAt)))
    .orderBy(asc(textReplies.receivedAt), asc(textReplies.id))
    .limit(inboxCount);
  return rows.map(({ appointmentId, visitDate, visitTime, ...reply }) =>
    textReplyFor(role, {
      ...reply,
      visit: appointmentId ? { appointmentId, date: visitDate, time: visitTime } : null,
    }),
  );
}

/** Marks a reply of the inbox handled (read); its patient for the audit trail. 404 for one not in the inbox. */
export async function markTextReplyRead(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  replyId: string,
  staffId: string,
): Promise<{ patientId: string }> {
  const [read] = await deps.db
    .update(textReplies)
    .set({ readAt: deps.clock.now().toISOString(), readBy: staffId })
    .where(and(eq(textReplies.id, replyId), eq(textReplies.outcome, 'to_read'), isNull(textReplies.readAt)))
    .returning({ patientId: textReplies.patientId });
  if (!read) throw notFound('Cette réponse n’est plus à lire.');
  return read;
}
