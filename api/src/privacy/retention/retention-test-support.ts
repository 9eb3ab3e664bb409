// What the retention tests share: a patient whose last service is a given day, with as much of a
// record and of contact traces as a test asks for.
import { randomUUID } from 'node:crypto';
import { appointments, episodesOfCare, invoices, patients, soapNotes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import type { TestApp } from '../../testing/test-app';

let counter = 0;

/**
 * A patient opened on `openedOn` whose last completed visit (with its invoice, paid unless `owing`)
 * is `lastVisitOn`, unless null.
 */
export async function patientLastSeen(
  testApp: TestApp,
  staffId: string,
  options: { lastVisitOn: string | null; openedOn?: string; note?: 'draft' | 'signed'; owing?: boolean },
) {
  counter += 1;
  const id = randomUUID();
  const firstName = `Rosalie${counter}`;
  const lastName = `Vieuxdossier${counter}`;
  const email = `rosalie.${counter}@ancienne.example`;
  const phone = `5145550${String(100 + counter).padStart(3, '0')}`;
  const dateOfBirth = `19${50 + counter}-03-0${1 + (counter % 9)}`;
  const address = `${counter} rue des Archives${counter}, Montréal`;
  const openedOn = options.openedOn ?? options.lastVisitOn ?? '2019-01-01';
  await testApp.db.insert(patients).values({
    id,
    firstName,
    lastName,
    email,
    phone,
    address,
    dateOfBirth,
    recordOpenedOn: openedOn,
    ...timestamps(testApp.clock),
  });
  let appointmentId: string | null = null;
  if (options.lastVisitOn) {
    appointmentId = randomUUID();
    await testApp.db.insert(appointments).values({
      id: appointmentId,
      patientId: id,
      name: `${firstName} ${lastName}`,
      email,
      phone,
      reason: 'Lombalgie',
      status: 'completed',
      scheduledDate: options.lastVisitOn,
      scheduledTime: '10:00',
      bookingSource: 'admin',
      ...timestamps(testApp.clock),
    });
    await testApp.db.insert(invoices).values({
      patientId: id,
      appointmentId,
      totalAmount: 8500,
      ...(options.owing ? {} : { paymentStatus: 'paid' as const, paidAmount: 8500 }),
      issuedOn: options.lastVisitOn,
      dueOn: options.lastVisitOn,
      notes: `Reçu pour ${firstName}`,
      ...timestamps(testApp.clock),
    });
  }
  if (options.note) {
    const [episode] = await testApp.db
      .insert(episodesOfCare)
      .values({ patientId: id, reason: 'Lombalgie', startedOn: openedOn, createdBy: staffId, ...timestamps(testApp.clock) })
      .returning({ id: episodesOfCare.id });
    await testApp.db.insert(soapNotes).values({
      patientId: id,
      appointmentId,
      episodeId: episode?.id,
      visitDate: options.lastVisitOn ?? openedOn,
      status: options.note,
      subjective: 'Douleur lombaire depuis deux semaines.',
      createdBy: staffId,
      ...(options.note === 'signed' ? { signedAt: testApp.clock.now().toISOString(), signedBy: staffId } : {}),
      ...timestamps(testApp.clock),
    });
  }
  return { id, firstName, lastName, label: `${firstName} ${lastName}`, email, phone, address, dateOfBirth, appointmentId };
}
