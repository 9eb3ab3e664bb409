// « Analyses actionnables » in the demo: two former patients not seen for months, for the
// reactivation list. Hélène Tremblay, last seen ten months before the seed (a visit paid at the time
// in the former software, so no payment here), never gave consent to messages: she is excluded,
// with the reason. Robert Gauthier, last seen eight months before, subscribed to the newsletter by
// e-mail two months ago: the message may go to him. (Camille's re-exam, due without an appointment
// on or after it, comes from her last note: demo-clinical-notes.ts.)
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { addMonths } from 'shared-domain/analytics/actionable-lists';
import { addDays, type Clock, clinicDate, weekdayOf } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { appointments, patientConsents, patients } from '../platform/db/schema';
import { demoSettings } from './demo-clinic';

export const demoLapsedPatients = [
  {
    key: 'helene',
    firstName: 'Hélène',
    lastName: 'Tremblay',
    email: 'helene.tremblay@courriel.example',
    phone: '5145550141',
    monthsAgo: 10,
    marketingDaysAgo: null,
  },
  {
    key: 'robert',
    firstName: 'Robert',
    lastName: 'Gauthier',
    email: 'robert.gauthier@courriel.example',
    phone: '5145550142',
    monthsAgo: 8,
    marketingDaysAgo: 60,
  },
] as const;

/** A weekday on or before `date`: the clinic is closed on weekends. */
const weekday = (date: string) => {
  const day = weekdayOf(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, -2) : date;
};

export function demoActionableStatements(
  db: Database,
  { clock, serviceTypeId }: { clock: Clock; serviceTypeId: string },
): BatchItem<'sqlite'>[] {
  const today = clinicDate(clock.now(), demoSettings.timeZone);
  return demoLapsedPatients.flatMap((person) => {
    const patientId = randomUUID();
    const lastVisit = weekday(addMonths(today, -person.monthsAgo));
    const openedOn = weekday(addDays(lastVisit, -60));
    const opened = { createdAt: `${openedOn}T14:00:00.000Z`, updatedAt: `${lastVisit}T16:00:00.000Z` };
    const name = `${person.firstName} ${person.lastName}`;
    const statements: BatchItem<'sqlite'>[] = [
      db.insert(patients).values({
        id: patientId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        recordOpenedOn: openedOn,
        totalVisits: 1,
        lastVisit,
        ...opened,
      }),
      db.insert(appointments).values({
        id: randomUUID(),
        patientId,
        name,
        email: person.email,
        phone: person.phone,
        status: 'completed',
        scheduledDate: lastVisit,
        scheduledTime: '11:00',
        durationMinutes: 30,
        serviceTypeId,
        bookingSource: 'admin',
        presenceConfirmed: true,
        ...opened,
      }),
    ];
    if (person.marketingDaysAgo !== null) {
      const givenAt = new Date(clock.now().getTime() - person.marketingDaysAgo * 86_400_000).toISOString();
      statements.push(
        db.insert(patientConsents).values({
          id: randomUUID(),
          patientId,
          email: person.email,
          kind: 'marketing',
          version: 1,
          channel: 'email',
          givenAt,
          createdAt: givenAt,
        }),
      );
    }
    return statements;
  });
}
