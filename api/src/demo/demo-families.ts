// « Famille »: the portal patient, Camille Gagnon, is the mother of Félix (four) and Rose (a baby),
// each a record of their own linked to her (Félix by the desk, Rose by Camille herself, « Ajouter un
// enfant » while booking: the file says so), so her portal offers « Pour qui ? » and
// Félix has a visit coming (a pediatric check-up, open day 12 at 10:30: no end-to-end journey books
// that hour). The children have no address or phone of their own: the clinic reaches their mother.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import type { FamilyRelationship } from 'shared-domain/patients/family';
import { clinicDate, type Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { appointments, familyLinks, patients } from '../platform/db/schema';
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

export interface DemoFamilyContext {
  db: Database;
  clock: Clock;
  adminId: string;
  mother: { id: string; email: string; phone: string };
  pediatric: { id: string; durationMinutes: number; price: number };
  /** The date of the seed's open day `n`. */
  openDay(n: number): string;
}

export function demoFamilyStatements(context: DemoFamilyContext): BatchItem<'sqlite'>[] {
  const { db, clock, adminId, mother, pediatric } = context;
  const stamped = timestamps(clock);
  const ids = { felix: randomUUID(), rose: randomUUID() };
  const children = (Object.keys(demoFamilyChildren) as (keyof typeof demoFamilyChildren)[]).map((key) => ({
    key,
    ...demoFamilyChildren[key],
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
  ];
}
