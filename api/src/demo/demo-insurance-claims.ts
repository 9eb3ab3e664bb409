// The demo clinic's claims, written once with its desk (`ensureDemoClinic`) through the product's own
// code, so that « Assurances » shows each state: two Desjardins claims submitted and unpaid (a cheque
// to apply across them), one waiting for its payer 31 days (a follow-up to do), one to submit, one
// refused, one paid and one partly paid by a Canada Life deposit today (the rest owed by the patient),
// and a road accident's SAAQ case whose first visit came before the doctor's prescription. Three
// patients of their own, so the other demo patients' balances stay as the desk's demo left them.
// Visits sit on the clinic's open days before today; nothing is e-mailed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Insurer } from 'shared-domain/billing/insurance-plan';
import { invoiceNumber } from 'shared-domain/billing/invoice-numbering';
import { addDays, type Clock, clinicDate, clinicInstant, fixedClock } from 'shared-domain/platform/clinic-time';
import { changeClaimStatus } from '../billing/claims/claim-status';
import { openInsuranceCase } from '../billing/claims/insurance-cases';
import { makeClaim } from '../billing/claims/make-claim';
import { recordPayerPayment } from '../billing/claims/record-payer-payment';
import type { Database } from '../platform/db/client';
import {
  appointments,
  clinicSettings,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  paymentTransactions,
  serviceTypes,
  staffUsers,
} from '../platform/db/schema';
import { timestamps } from '../platform/db/timestamps';
import { demoReception, demoServices, demoSettings } from './demo-clinic';
import { isDemoOpenDay } from './demo-open-hours';

/** The demo's claims patients: who they are in « Assurances ». */
export const demoClaimPatients = {
  rosalie: { firstName: 'Rosalie', lastName: 'Tremblay', email: 'rosalie.tremblay@courriel.example', phone: '514 555-0191' },
  olivier: { firstName: 'Olivier', lastName: 'Gauthier', email: 'olivier.gauthier@courriel.example', phone: '438 555-0172' },
  sophie: { firstName: 'Sophie', lastName: 'Lavoie', email: 'sophie.lavoie@courriel.example', phone: '514 555-0146' },
} as const;

/** The SAAQ case of Rosalie Tremblay (fictitious number). */
export const demoSaaqClaimNumber = 'SAAQ-26-418-775';

const visitCents = demoServices.followUp.price;

export async function seedDemoInsuranceClaims(db: Database, clock: Clock): Promise<void> {
  const timeZone = demoSettings.timeZone;
  const today = clinicDate(clock.now(), timeZone);
  /** The open day at least `days` before today. */
  const openDayAgo = (days: number) => {
    let date = addDays(today, -days);
    while (!isDemoOpenDay(date)) date = addDays(date, -1);
    return date;
  };
  /** The product's code run as if on `date` at the desk's hour. */
  const on = (date: string) => ({ db, clock: fixedClock(clinicInstant(date, '11:00', timeZone)) });
  const [reception] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoReception.email));
  const [care] = await db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(serviceTypes)
    .where(eq(serviceTypes.name, demoServices.followUp.name));
  const [settings] = await db.select({ prefix: clinicSettings.invoicePrefix, next: clinicSettings.invoiceNextNumber }).from(clinicSettings);
  if (!reception || !care || !settings) return;
  const staffId = reception.id;
  let nextNumber = settings.next;

  const patientIds = {} as Record<keyof typeof demoClaimPatients, string>;
  for (const [key, patient] of Object.entries(demoClaimPatients) as [
    keyof typeof demoClaimPatients,
    (typeof demoClaimPatients)[keyof typeof demoClaimPatients],
  ][]) {
    patientIds[key] = randomUUID();
    await db.insert(patients).values({ id: patientIds[key], ...patient, ...timestamps(clock) });
  }

  /** A follow-up that took place on `date`, its invoice issued that day, and paid then by debit when asked. */
  const visit = async (patient: keyof typeof demoClaimPatients, date: string, paid = false) => {
    const patientId = patientIds[patient];
    const appointmentId = randomUUID();
    const invoiceId = randomUUID();
    const issuedAt = clinicInstant(date, '10:30', timeZone).toISOString();
    const stamp = { createdAt: issuedAt, updatedAt: issuedAt };
    const number = invoiceNumber(settings.prefix, nextNumber);
    nextNumber += 1;
    const demo = demoClaimPatients[patient];
    await db.batch([
      db.insert(appointments).values({
        id: appointmentId,
        patientId,
        serviceTypeId: care.id,
        name: `${demo.firstName} ${demo.lastName}`,
        email: demo.email,
        phone: demo.phone,
        status: 'completed',
        scheduledDate: date,
        scheduledTime: '10:00',
        durationMinutes: demoServices.followUp.durationMinutes,
        paymentStatus: paid ? 'paid' : 'pending',
        ...stamp,
      }),
      db.insert(invoices).values({
        id: invoiceId,
        patientId,
        appointmentId,
        kind: 'visit',
        totalAmount: visitCents,
        paidAmount: paid ? visitCents : 0,
        paymentStatus: paid ? 'paid' : addDays(date, 30) < today ? 'overdue' : 'unpaid',
        issuedOn: date,
        dueOn: addDays(date, 30),
        number,
        issuedAt: stamp.createdAt,
        issuedBy: staffId,
        ...stamp,
      }),
      db
        .insert(invoiceLines)
        .values({ invoiceId, appointmentId, description: care.name, serviceDate: date, amount: visitCents, taxCode: 'exempt' }),
    ]);
    if (paid) {
      const transactionId = randomUUID();
      await db.batch([
        db.insert(paymentTransactions).values({
          id: transactionId,
          patientId,
          transactionType: 'payment',
          amount: visitCents,
          status: 'completed',
          description: 'Encaissement — 1 facture(s)',
          tender: 'debit',
          receivedAt: clinicInstant(date, '10:45', timeZone).toISOString(),
          businessDate: date,
          takenBy: staffId,
          allocatedAmount: visitCents,
          createdAt: clinicInstant(date, '10:45', timeZone).toISOString(),
        }),
        db.insert(invoicePayments).values({ transactionId, invoiceId, amount: visitCents }),
      ]);
    }
    return invoiceId;
  };
  const claim = async (
    date: string,
    patient: keyof typeof demoClaimPatients,
    invoiceIds: string[],
    payer: { insurer: Insurer } | { caseId: string },
  ) =>
    (
      await makeClaim(on(date), staffId, {
        patientId: patientIds[patient],
        payer: 'insurer' in payer ? 'insurer' : 'saaq',
        insurer: 'insurer' in payer ? payer.insurer : null,
        caseId: 'caseId' in payer ? payer.caseId : null,
        policyNumber: 'insurer' in payer ? `G-${100_200 + invoiceIds.length}` : null,
        certificateNumber: 'insurer' in payer ? `${patient.slice(0, 3).toUpperCase()}-0042` : null,
        invoices: invoiceIds.map((invoiceId) => ({ invoiceId, amountCents: visitCents })),
      })
    ).id;
  const submit = (date: string, claimId: string, status: 'submitted' | 'pending' | 'refused' = 'submitted') =>
    changeClaimStatus(on(date), staffId, claimId, { status, payerReference: null });

  // Two Desjardins claims submitted last week, their visits unpaid: one cheque will pay them.
  const week = openDayAgo(7);
  for (const patient of ['olivier', 'sophie'] as const) {
    const invoiceId = await visit(patient, week);
    await submit(week, await claim(week, patient, [invoiceId], { insurer: 'desjardins' }));
  }
  // Waiting for Sun Life 31 days: a follow-up to do.
  const month = openDayAgo(35);
  const waiting = await claim(month, 'olivier', [await visit('olivier', month)], { insurer: 'sun_life' });
  await submit(addDays(today, -31), waiting);
  await submit(addDays(today, -31), waiting, 'pending');
  // To submit (this week's visit), and refused by iA (a paid visit, the patient's own claim).
  const recent = openDayAgo(2);
  await claim(recent, 'sophie', [await visit('sophie', recent)], { insurer: 'beneva' });
  const older = openDayAgo(40);
  const refused = await claim(older, 'sophie', [await visit('sophie', older, true)], { insurer: 'ia' });
  await submit(older, refused);
  await submit(openDayAgo(20), refused, 'refused');
  // Canada Life paid one claim in full and the other in part by today's deposit: the rest is Olivier's.
  const paidDay = openDayAgo(25);
  const full = await claim(paidDay, 'sophie', [await visit('sophie', paidDay)], { insurer: 'canada_life' });
  const part = await claim(paidDay, 'olivier', [await visit('olivier', paidDay)], { insurer: 'canada_life' });
  for (const id of [full, part]) await submit(paidDay, id);
  // Rosalie's road accident: her first visit came before the doctor's prescription (flagged on its receipt).
  const firstVisit = openDayAgo(21);
  const secondVisit = openDayAgo(10);
  const accident = await openInsuranceCase(on(firstVisit), staffId, patientIds.rosalie, {
    payer: 'saaq',
    claimNumber: demoSaaqClaimNumber,
    eventDate: addDays(firstVisit, -3),
    prescribingDoctor: 'Dre Anne Roy',
    prescriptionDate: addDays(firstVisit, 2),
  });
  const saaq = await claim(secondVisit, 'rosalie', [await visit('rosalie', firstVisit, true), await visit('rosalie', secondVisit, true)], {
    caseId: accident.id,
  });
  await submit(secondVisit, saaq);

  await db.update(clinicSettings).set({ invoiceNextNumber: nextNumber }).where(eq(clinicSettings.id, 1));
  await recordPayerPayment({ db, clock }, staffId, {
    tender: 'etransfer',
    reference: 'CL-2026-77812',
    amountCents: visitCents + 5_000,
    receivedOn: today,
    claims: [
      { claimId: full, amountCents: visitCents },
      { claimId: part, amountCents: 5_000 },
    ],
  });
}
