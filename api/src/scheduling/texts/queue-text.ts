// Queues one text to a patient in the text outbox, where the sender takes it (text-sender.ts):
// only when her text reminders are given in the consent ledger and her file has a mobile number to text,
// both read when the row is written, and again by the sender when it claims it. The body is the caller's: it names the clinic
// and never the visit's reason.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TextMessageKind } from 'shared-domain/automation/text-messages';
import type { AppDeps } from '../../deps';
import { patients, textOutbox } from '../../platform/db/schema';
import { consentedToTexts } from '../../privacy/public';
import { textableNumber } from './mobile-number';

export interface TextToQueue {
  patientId: string;
  appointmentId: string | null;
  kind: TextMessageKind;
  body: string;
}

/** The row's id, or null when she did not agree to texts or has no mobile number to text. */
export async function queueText(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, text: TextToQueue): Promise<string | null> {
  const [patient] = await deps.db
    .select({ phone: patients.phone, mobile: patients.phoneMobile, consented: sql<number>`${consentedToTexts(deps.db, patients.id)}` })
    .from(patients)
    .where(eq(patients.id, text.patientId));
  const to = textableNumber(patient?.phone);
  if (!patient || !to || !patient.mobile || !Number(patient.consented)) return null;
  const id = randomUUID();
  await deps.db.insert(textOutbox).values({
    id,
    to,
    body: text.body,
    kind: text.kind,
    patientId: text.patientId,
    appointmentId: text.appointmentId,
    createdAt: deps.clock.now().toISOString(),
  });
  return id;
}
