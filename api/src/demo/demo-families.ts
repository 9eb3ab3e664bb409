// « Famille »: the portal patient, Camille Gagnon, is the mother of Félix (four) and Rose (a baby),
// each a record of their own linked to her (Félix by the desk, Rose by Camille herself, « Ajouter un
// enfant » while booking: the file says so), so her portal offers « Pour qui ? » and
// Félix has a visit coming (a pediatric check-up, open day 12 at 10:30: no end-to-end journey books
// that hour). The children have no address or phone of their own: the clinic reaches their mother.
// Each child was seen after one of her prenatal visits (open days 4 and 2 before today, right after
// hers) and owes that visit's invoice, so « Payer pour la famille » has something to pay after
// `npm start`.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import type { FamilyRelationship } from 'shared-domain/patients/family';
import { clinicDate, type Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { appointments, familyLinks, patients } from '../platform/db/schema';
import { demoInvoiceStatements } from './demo-billing';
import { timestamps } from '../platform/db/timestamps';

export const demoFamilyChildren = {
  felix: { firstName: 'Félix', lastName: 'Gagnon', dateOfBirth: '2022-05-17', sex: 'male', relationship: 'mere' },
  rose: { firstName: 'Rose', lastName: 'Gagnon', dateOfBirth: '2025-06-03', sex: 'female', relationship: 'mere', addedByGuardian: true },
} as const satisfies Record<
  string,
  {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    sex: 'male' | 'female';
    relationship: FamilyRelationship;
    /** Added by her mother in the portal while booking, rather than linked by the desk. */
    addedByGuardian?: true;
  }
>;

/** Félix's coming visit: open days from the seed's today, as the other demo visits count them. */
export const demoFelixVisit = { openDay: 12, time: '10:30', reason: 'Bilan de croissance, sommeil agité' } as const;

/** Each child's past visit, after their mother's prenatal visit of that day (10:00, 45 minutes), its invoice owed. */
export const demoChildrenPastVisits = {
  felix: { openDay: -4, time: '10:45', reason: 'Torticolis au réveil' },
  rose: { openDay: -2, time: '10:45', reason: 'Difficulté à tourner la tête pour la tétée' },
} as const;

export interface DemoFamilyContext {
  db: Database;
  clock: Clock;
  timeZone: string;
  adminId: string;
  mother: { id: string; email: string; phone: string };
  pediatric: { id: string; name: string; durationMinutes: number; price: number };
  /** The date of the seed's open day `n`. */
  openDay(n: number): string;
}

export function demoFamilyStatements(context: DemoFamilyContext): BatchItem<'sqlite'>[] {
  const { db, clock, timeZone, adminId, mother, pediatric } = context;
  const stamped = timestamps(clock);
  const ids = { felix: randomUUID(), rose: randomUUID() };
  const children = (Object.keys(demoFamilyChildren) as (keyof typeof demoFamilyChildren)[]).map((key) => ({
    key,
    ...demoFamilyChildren[key],
  }));
  const past = children.map(({ key, firstName, lastName }) => ({
    key,
    name: `${firstName} ${lastName}`,
    appointmentId: randomUUID(),
    date: context.openDay(demoChildrenPastVisits[key].openDay),
    ...demoChildrenPastVisits[key],
  }));
  return [
    db.insert(patients).values(
      children.map(({ key, firstName, lastName, dateOfBirth, sex }) => ({
        id: ids[key],
        firstName,
        lastName,
        dateOfBirth,
        sex,
        recordOpenedOn: clinicDate(clock.now()),
        ...stamped,
      })),
    ),
    db.insert(familyLinks).values(
      children.map((child) => ({
        guardianPatientId: mother.id,
        dependantPatientId: ids[child.key],
        relationship: child.relationship,
        source: 'addedByGuardian' in child ? ('guardian' as const) : ('staff' as const),
        createdBy: 'addedByGuardian' in child ? null : adminId,
        ...stamped,
      })),
    ),
    db.insert(appointments).values({
      id: randomUUID(),
      patientId: ids.felix,
      name: `${demoFamilyChildren.felix.firstName} ${demoFamilyChildren.felix.lastName}`,
      email: mother.email,
      phone: mother.phone,
      serviceTypeId: pediatric.id,
      scheduledDate: context.openDay(demoFelixVisit.openDay),
      scheduledTime: demoFelixVisit.time,
      durationMinutes: pediatric.durationMinutes,
      paymentAmount: pediatric.price,
      status: 'confirmed',
      bookingSource: 'portal',
      reason: demoFelixVisit.reason,
      ...stamped,
    }),
    ...past.map((visit) =>
      db.insert(appointments).values({
        id: visit.appointmentId,
        patientId: ids[visit.key],
        name: visit.name,
        email: mother.email,
        phone: mother.phone,
        serviceTypeId: pediatric.id,
        scheduledDate: visit.date,
        scheduledTime: visit.time,
        durationMinutes: pediatric.durationMinutes,
        paymentAmount: pediatric.price,
        status: 'completed',
        bookingSource: 'portal',
        presenceConfirmed: true,
        paymentStatus: 'pending',
        reason: visit.reason,
        ...stamped,
      }),
    ),
    // Their invoices, issued on the visit's day and owed.
    ...demoInvoiceStatements(
      { db, clock, timeZone },
      past.map((visit) => ({
        appointmentId: visit.appointmentId,
        patientId: ids[visit.key],
        date: visit.date,
        time: visit.time,
        serviceName: pediatric.name,
        price: pediatric.price,
        taxCode: 'exempt' as const,
        paid: false,
      })),
    ),
  ];
}
