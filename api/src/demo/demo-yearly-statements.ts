// The demo clinic's visits of last calendar year, so that « Relevé annuel des frais de soins » has
// something to show from the first day: Camille (the portal's demo patient) and Mathieu each came a
// few times last year and paid at the desk, the day of the visit. Written once with the desk
// (`ensureDemoClinic`), after the insurance receipts: their receipts are issued at their first print.
// Nothing is e-mailed.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type Clock, clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { Tender } from 'shared-domain/billing/tender';
import type { Database } from '../platform/db/client';
import { appointments, invoiceLines, invoicePayments, invoices, patients, paymentTransactions, serviceTypes } from '../platform/db/schema';
import { demoPatients, demoSettings } from './demo-clinic';

/** Last year's visits of each patient: month and day, and the tender she paid with. */
const lastYearVisits: Record<'camille' | 'mathieu', { day: string; tender: Tender }[]> = {
  camille: [
    { day: '02-10', tender: 'debit' },
    { day: '05-19', tender: 'credit_terminal' },
    { day: '09-15', tender: 'debit' },
  ],
  mathieu: [
    { day: '03-17', tender: 'cash' },
    { day: '10-06', tender: 'debit' },
  ],
};

export async function seedDemoYearlyStatements(db: Database, clock: Clock): Promise<void> {
  const { timeZone } = demoSettings;
  const year = Number(clinicDate(clock.now(), timeZone).slice(0, 4)) - 1;
  const [care] = await db
    .select({ id: serviceTypes.id, name: serviceTypes.name, price: serviceTypes.price })
    .from(serviceTypes)
    .where(eq(serviceTypes.visitKind, 'follow_up'))
    .limit(1);
  if (!care) return;
  const rows = await db
    .select({ id: patients.id, email: patients.email, firstName: patients.firstName, lastName: patients.lastName, phone: patients.phone })
    .from(patients)
    .where(inArray(patients.email, [demoPatients.camille.email, demoPatients.mathieu.email]));
  const statements: BatchItem<'sqlite'>[] = [];
  for (const [key, visits] of Object.entries(lastYearVisits) as [keyof typeof lastYearVisits, (typeof lastYearVisits)['camille']][]) {
    const patient = rows.find((row) => row.email === demoPatients[key].email);
    if (!patient) continue;
    for (const visit of visits) {
      const date = `${year}-${visit.day}`;
      const visitAt = clinicInstant(date, '10:00', timeZone).toISOString();
      const issuedAt = clinicInstant(date, '10:30', timeZone).toISOString();
      const paidAt = clinicInstant(date, '10:35', timeZone).toISOString();
      const appointmentId = randomUUID();
      const invoiceId = randomUUID();
      const paymentId = randomUUID();
      const price = care.price;
      statements.push(
        db.insert(appointments).values({
          id: appointmentId,
          patientId: patient.id,
          serviceTypeId: care.id,
          name: `${patient.firstName} ${patient.lastName}`,
          email: patient.email ?? '',
          phone: patient.phone ?? '',
          status: 'completed',
          scheduledDate: date,
          scheduledTime: '10:00',
          durationMinutes: 30,
          createdAt: visitAt,
          updatedAt: visitAt,
        }),
        db.insert(invoices).values({
          id: invoiceId,
          patientId: patient.id,
          appointmentId,
          kind: 'visit',
          totalAmount: price,
          paidAmount: price,
          paymentStatus: 'paid',
          issuedOn: date,
          dueOn: date,
          issuedAt,
          createdAt: issuedAt,
          updatedAt: issuedAt,
        }),
        db
          .insert(invoiceLines)
          .values({ invoiceId, appointmentId, description: care.name, serviceDate: date, amount: price, taxCode: 'exempt' }),
        db.insert(paymentTransactions).values({
          id: paymentId,
          patientId: patient.id,
          amount: price,
          status: 'completed',
          description: care.name,
          tender: visit.tender,
          receivedAt: paidAt,
          businessDate: date,
          allocatedAmount: price,
          createdAt: paidAt,
        }),
        db.insert(invoicePayments).values({ transactionId: paymentId, invoiceId, amount: price }),
      );
    }
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
