// The text channel in the demo (seen in « Santé de l'automatisation › Textos », « Surveillance du
// système » and Ma Journée's « Textos reçus »): Mathieu and Léa's mother agreed to text reminders at
// their mobile numbers at the desk; Mathieu's last visit was followed up by text and he confirmed it
// by replying « Oui »; the text to Léa's mother failed (Twilio: unreachable), and she wrote a question
// since, waiting for the desk. All in the past: nothing is queued, nothing leaves at start.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { patientConsents, patients, textOutbox, textReplies } from '../platform/db/schema';
import { textableNumber } from '../scheduling/texts/mobile-number';
import { type DemoPatientKey, demoPatients } from './demo-clinic';

/** The demo patients whose phone is a mobile that takes texts, with their text consent. */
export const demoTextPatients = ['mathieu', 'lea'] as const satisfies readonly DemoPatientKey[];

/** What Léa's mother wrote, for the desk: neither OUI, NON nor STOP. */
export const demoInboxReply = 'Bonjour, est-ce que je peux amener sa petite sœur au rendez-vous ? Merci, Julie';

const hour = 3_600_000;

/** `visitOf`: a past visit of the patient (its id), the reminder answered. */
export function demoTextStatements(
  db: Database,
  {
    clock,
    adminId,
    patientIds,
    visitOf,
  }: { clock: Clock; adminId: string; patientIds: Record<DemoPatientKey, string>; visitOf(key: DemoPatientKey): string | null },
): BatchItem<'sqlite'>[] {
  const now = clock.now().getTime();
  const ago = (hours: number) => new Date(now - hours * hour).toISOString();
  const number = (key: DemoPatientKey) => textableNumber(demoPatients[key].phone) ?? '';
  const sent = (key: DemoPatientKey, hours: number, sid: string, status: 'delivered' | 'failed', error: string | null = null) => ({
    id: randomUUID(),
    to: number(key),
    // Emptied once sent, as the sender does.
    body: '',
    kind: 'appointment_reminder' as const,
    patientId: patientIds[key],
    appointmentId: visitOf(key),
    status,
    providerSid: sid,
    error,
    attempts: 1,
    createdAt: ago(hours),
    sentAt: ago(hours),
    statusAt: ago(hours - 0.01),
  });
  return [
    ...demoTextPatients.map((key) => db.update(patients).set({ phoneMobile: true }).where(eq(patients.id, patientIds[key]))),
    db.insert(patientConsents).values(
      demoTextPatients.map((key) => ({
        id: randomUUID(),
        patientId: patientIds[key],
        email: demoPatients[key].email,
        kind: 'text_reminders' as const,
        version: 1,
        channel: 'desk' as const,
        givenAt: ago(24 * 20),
        recordedBy: adminId,
        createdAt: ago(24 * 20),
      })),
    ),
    db
      .insert(textOutbox)
      .values([
        sent('mathieu', 30, 'SMdemo0000000000000000000000000001', 'delivered'),
        sent('lea', 28, 'SMdemo0000000000000000000000000002', 'failed', '30003'),
      ]),
    db.insert(textReplies).values([
      {
        id: randomUUID(),
        messageSid: 'SMdemo0000000000000000000000000003',
        from: number('mathieu'),
        body: 'Oui',
        patientId: patientIds.mathieu,
        appointmentId: visitOf('mathieu'),
        outcome: 'confirmed',
        receivedAt: ago(29),
      },
      {
        id: randomUUID(),
        messageSid: 'SMdemo0000000000000000000000000004',
        from: number('lea'),
        body: demoInboxReply,
        patientId: patientIds.lea,
        appointmentId: visitOf('lea'),
        outcome: 'to_read',
        receivedAt: ago(3),
      },
    ]),
  ];
}
