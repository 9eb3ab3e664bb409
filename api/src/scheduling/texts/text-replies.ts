// A text received on the clinic's number: each once (by Twilio's MessageSid, so a webhook Twilio
// repeats changes nothing twice), only from a number in a patient's file (others are ignored).
// « STOP » withdraws her text reminders in the consent ledger at once; OUI or NON answer the
// reminder last texted to that number, with the rules of the e-mailed link (the same functions:
// presence confirmed, or the visit cancelled inside the cut-off refused, its deposit by the
// cancellation rules, the notice, and the freed slot offered to the waitlist); anything else, or a
// yes or no with no reminder to answer, waits in the desk's inbox.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { TextReplyOutcome } from 'shared-domain/automation/text-messages';
import { normalizePhone } from 'shared-domain/platform/phone-fields';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { patients, textOutbox, textReplies } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { stopTexts } from '../../privacy/public';
import { confirmPresence } from '../links/appointment-changes';
import { openPatientAppointment } from '../links/managed-appointment';
import { cancelAppointmentForPatient } from '../links/self-service-changes';
import { replyMeaning } from './reply-words';

/** The reason written on a visit cancelled by a reply, as the cancellation form would take it. */
export const cancelledByTextReason = 'Annulé par texto';

export interface ReceivedText {
  messageSid: string;
  from: string;
  body: string;
}

/** What the text did, or 'ignored' (unknown number) or 'repeated' (its MessageSid already received). */
export async function receiveText(deps: AppDeps, text: ReceivedText): Promise<TextReplyOutcome | 'ignored' | 'repeated'> {
  const owners = await deps.db
    .select({ id: patients.id })
    .from(patients)
    .where(or(eq(patients.phone, normalizePhone(text.from)), eq(patients.phone, text.from)));
  if (owners.length === 0) return 'ignored';
  const ownerIds = owners.map((owner) => owner.id);
  // The reminder this answers: the last one texted to this number.
  const [answered] = await deps.db
    .select({ patientId: textOutbox.patientId, appointmentId: textOutbox.appointmentId })
    .from(textOutbox)
    .where(
      and(
        eq(textOutbox.to, text.from),
        inArray(textOutbox.patientId, ownerIds),
        eq(textOutbox.kind, 'appointment_reminder'),
        isNotNull(textOutbox.providerSid),
      ),
    )
    .orderBy(desc(textOutbox.sentAt))
    .limit(1);
  const patientId = answered?.patientId ?? (ownerIds[0] as string);
  const id = randomUUID();
  // Filed first, waiting for the desk: should what follows fail, the reply is not lost.
  const filed = await deps.db
    .insert(textReplies)
    .values({
      id,
      messageSid: text.messageSid,
      from: text.from,
      body: text.body.slice(0, 1600),
      patientId,
      appointmentId: answered?.appointmentId ?? null,
      outcome: 'to_read',
      receivedAt: deps.clock.now().toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: textReplies.id });
  if (filed.length === 0) return 'repeated';
  const outcome = await act(deps, replyMeaning(text.body), ownerIds, answered);
  if (outcome !== 'to_read') await deps.db.update(textReplies).set({ outcome }).where(eq(textReplies.id, id));
  logger.info('text received', { replyId: id, outcome });
  return outcome;
}

async function act(
  deps: AppDeps,
  meaning: ReturnType<typeof replyMeaning>,
  ownerIds: string[],
  answered: { patientId: string; appointmentId: string | null } | undefined,
): Promise<TextReplyOutcome> {
  if (meaning === 'stop') {
    // The number is theirs: every file that gets texts at it stops.
    for (const patientId of ownerIds) await stopTexts(deps, patientId);
    return 'stopped';
  }
  if (meaning === 'other' || !answered?.appointmentId) return 'to_read';
  try {
    const managed = await openPatientAppointment(deps, answered.appointmentId, answered.patientId);
    if (meaning === 'confirm') {
      await confirmPresence(deps, managed);
      return 'confirmed';
    }
    await cancelAppointmentForPatient(deps, managed, cancelledByTextReason);
    return 'cancelled';
  } catch (error) {
    // Cancelled already, past, or inside the cut-off: the desk calls back.
    if (error instanceof AppError) return 'too_late';
    throw error;
  }
}
