// « Santé de l'automatisation › Textos »: whether the channel is on (TWILIO_*), its texts by
// status over 30 days and those sent this clinic month (what Twilio bills), the last texts with
// their status and error code (never their body), and the replies waiting for the desk.
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TextMessagesView } from 'shared-domain/automation/automation-views';
import { type TextMessageStatus, textMessageStatusLabels, textMessageStatuses } from 'shared-domain/automation/text-messages';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { clinicNowIn, loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { patients, textOutbox, textReplies } from '../../platform/db/schema';

const day = 24 * 60 * 60 * 1000;
const recentCount = 20;
const inboxCount = 50;

const patientName = sql<string | null>`${patients.firstName} || ' ' || ${patients.lastName}`;

export async function textMessagesView(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<TextMessagesView> {
  const now = deps.clock.now();
  const { timeZone } = await loadClinicSettings(deps.db);
  const { today } = clinicNowIn(deps, timeZone);
  const monthStart = clinicInstant(`${today.slice(0, 7)}-01`, '00:00', timeZone).toISOString();
  const since = new Date(now.getTime() - 30 * day).toISOString();
  const [byStatus, [month], recent, inbox] = await Promise.all([
    deps.db
      .select({ status: textOutbox.status, count: sql<number>`count(*)` })
      .from(textOutbox)
      .where(gte(textOutbox.createdAt, since))
      .groupBy(textOutbox.status),
    deps.db.select({ count: sql<number>`count(*)` }).from(textOutbox).where(gte(textOutbox.sentAt, monthStart)),
    deps.db
      .select({
        id: textOutbox.id,
        patientId: textOutbox.patientId,
        patientName,
        appointmentId: textOutbox.appointmentId,
        status: textOutbox.status,
        createdAt: textOutbox.createdAt,
        sentAt: textOutbox.sentAt,
        errorCode: textOutbox.error,
      })
      .from(textOutbox)
      .leftJoin(patients, eq(patients.id, textOutbox.patientId))
      .orderBy(desc(textOutbox.createdAt), desc(textOutbox.id))
      .limit(recentCount),
    deps.db
      .select({
        id: textReplies.id,
        patientId: textReplies.patientId,
        patientName,
        from: textReplies.from,
        body: textReplies.body,
        receivedAt: textReplies.receivedAt,
      })
      .from(textReplies)
      .leftJoin(patients, eq(patients.id, textReplies.patientId))
      .where(and(eq(textReplies.outcome, 'to_read'), isNull(textReplies.readAt)))
      .orderBy(asc(textReplies.receivedAt))
      .limit(inboxCount),
  ]);
  const counts = Object.fromEntries(textMessageStatuses.map((status) => [status, 0])) as Record<TextMessageStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.count);
  return {
    configured: deps.config.textMessages !== undefined,
    from: deps.config.textMessages?.from ?? null,
    counts,
    sentThisMonth: Number(month?.count ?? 0),
    recent: recent.map((text) => ({ ...text, statusLabel: textMessageStatusLabels[text.status] })),
    inbox,
  };
}
