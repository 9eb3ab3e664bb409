// What the yearly statements' batch tests share: patients who may be e-mailed (their consent in the ledger), each with a care
// visit of `date` that took place and that she paid in full (written as the desk leaves it).
import { randomUUID } from 'node:crypto';
import { appointments, invoiceLines, invoices, patients, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { plantEmailConsent } from '../../testing/email-consent';
import type { TestApp } from '../../testing/test-app';

let made = 0;

/** `count` patients with a paid visit of `date` (85,00 $ of care each); their ids and e-mails. */
export async function paidPatients(testApp: Pick<TestApp, 'db' | 'clock'>, count: number, date: string) {
  const [care] = await testApp.db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes).limit(1);
  const patientsMade: { id: string; email: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    made += 1;
    const id = randomUUID();
    const email = `releve${made}.${id.slice(0, 6)}@courriel.example`;
    patientsMade.push({ id, email });
  }
  await testApp.db.insert(patients).values(
    patientsMade.map(({ id, email }) => ({
      id,
      firstName: 'Relevé',
      lastName: email.split('.')[0] ?? 'Relevé',
      email,
      ...timestamps(testApp.clock),
    })),
  );
  for (const patient of patientsMade) {
    await plantEmailConsent(testApp, patient.id);
    const appointmentId = randomUUID();
    const invoiceId = randomUUID();
    await testApp.db.insert(appointments).values({
      id: appointmentId,
      patientId: patient.id,
      serviceTypeId: care?.id,
      name: 'Relevé',
      email: patient.email,
      phone: '514 555-0111',
      status: 'completed',
      scheduledDate: date,
      scheduledTime: '10:00',
      durationMinutes: 30,
      ...timestamps(testApp.clock),
    });
    await testApp.db.insert(invoices).values({
      id: invoiceId,
      patientId: patient.id,
      appointmentId,
      kind: 'visit',
      totalAmount: 8500,
      paidAmount: 8500,
      paymentStatus: 'paid',
      issuedOn: date,
      dueOn: date,
      number: `B-${invoiceId.slice(0, 8)}`,
      issuedAt: `${date}T15:00:00.000Z`,
      ...timestamps(testApp.clock),
    });
    await testApp.db
      .insert(invoiceLines)
      .values({ invoiceId, appointmentId, description: care?.name ?? 'Soin', serviceDate: date, amount: 8500, taxCode: 'exempt' });
  }
  return patientsMade;
}
