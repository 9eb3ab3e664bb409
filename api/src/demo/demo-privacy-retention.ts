// « Conservation des dossiers » in the demo: two former patients last seen 6 years before
// the seed's day (one with a signed note of her last visit), to be reviewed, and a third, past her
// period too, that the privacy officer decided three months ago to keep (a dispute with an insurer).
// The second waits under a legal hold placed a month ago, so the review shows why a record cannot be
// destroyed yet.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays, type Clock, clinicDate, weekdayOf } from 'shared-domain/platform/clinic-time';
import { yearsBefore } from 'shared-domain/privacy/privacy-retention';
import type { Database } from '../platform/db/client';
import { appointments, patients, recordHolds, retentionDecisionsLog, soapNotes } from '../platform/db/schema';
import { demoSettings } from './demo-clinic';

export const demoRetentionPatients = [
  {
    key: 'gisele',
    firstName: 'Gisèle',
    lastName: 'Archambault',
    email: 'gisele.archambault@courriel.example',
    phone: '4505550131',
    lastVisitYearsAgo: 6,
    daysEarlier: 20,
    note: 'Lombalgie mécanique résolue ; congé du suivi, revenir au besoin.',
  },
  {
    key: 'bernard',
    firstName: 'Bernard',
    lastName: 'Lafleur',
    email: 'bernard.lafleur@courriel.example',
    phone: '4505550132',
    lastVisitYearsAgo: 6,
    daysEarlier: 75,
    note: null,
  },
  {
    key: 'jacqueline',
    firstName: 'Jacqueline',
    lastName: 'Côté',
    email: 'jacqueline.cote@courriel.example',
    phone: '4505550133',
    lastVisitYearsAgo: 7,
    daysEarlier: 10,
    note: null,
  },
] as const;

export const demoKeptReason = 'Litige en cours avec l’assureur : dossier demandé par l’avocat de la patiente.';

export const demoHoldReason = 'Réclamation à la CNESST en cours : le dossier est demandé par le tribunal administratif.';

export function demoPrivacyRetentionStatements(db: Database, { clock, adminId }: { clock: Clock; adminId: string }): BatchItem<'sqlite'>[] {
  const today = clinicDate(clock.now(), demoSettings.timeZone);
  const statements: BatchItem<'sqlite'>[] = [];
  for (const person of demoRetentionPatients) {
    const patientId = randomUUID();
    const appointmentId = randomUUID();
    const lastVisit = weekday(addDays(yearsBefore(today, person.lastVisitYearsAgo), -person.daysEarlier));
    const openedOn = weekday(addDays(lastVisit, -90));
    // Written back then: a record is never created after the day it was opened.
    const opened = { createdAt: `${openedOn}T14:00:00.000Z`, updatedAt: `${lastVisit}T16:00:00.000Z` };
    const visited = { createdAt: `${openedOn}T14:00:00.000Z`, updatedAt: `${lastVisit}T16:00:00.000Z` };
    statements.push(
      db.insert(patients).values({
        id: patientId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        recordOpenedOn: openedOn,
        consultationReason: 'Douleur lombaire',
        status: 'inactive',
        totalVisits: 1,
        lastVisit,
        ...opened,
      }),
      db.insert(appointments).values({
        id: appointmentId,
        patientId,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        phone: person.phone,
        reason: 'Douleur lombaire',
        status: 'completed',
        scheduledDate: lastVisit,
        scheduledTime: '10:00',
        bookingSource: 'admin',
        paymentStatus: 'paid',
        ...visited,
      }),
    );
    if (person.note) {
      statements.push(
        db.insert(soapNotes).values({
          patientId,
          appointmentId,
          visitDate: lastVisit,
          status: 'signed',
          subjective: 'Aucune douleur depuis deux semaines.',
          objective: 'Mobilité lombaire complète, tests neurologiques normaux.',
          assessment: person.note,
          plan: 'Exercices de maintien à domicile.',
          createdBy: adminId,
          signedAt: `${lastVisit}T16:00:00.000Z`,
          signedBy: adminId,
          createdAt: `${lastVisit}T15:30:00.000Z`,
          updatedAt: `${lastVisit}T16:00:00.000Z`,
        }),
      );
    }
    if (person.key === 'bernard') {
      statements.push(
        db.insert(recordHolds).values({
          id: randomUUID(),
          patientId,
          reason: demoHoldReason,
          placedBy: adminId,
          placedAt: new Date(clock.now().getTime() - 30 * 24 * 60 * 60 * 1000).toISOString(),
        }),
      );
    }
    if (person.key === 'jacqueline') {
      statements.push(
        db.insert(retentionDecisionsLog).values({
          patientId,
          recordLabel: `${person.firstName} ${person.lastName}`,
          lastServiceOn: lastVisit,
          decision: 'keep',
          reason: demoKeptReason,
          decidedBy: adminId,
          decidedAt: new Date(clock.now().getTime() - 90 * 24 * 60 * 60 * 1000).toISOString(),
        }),
      );
    }
  }
  return statements;
}

/** The Friday before a weekend day (the clinic sees patients on weekdays), else the day itself. */
function weekday(date: string): string {
  const day = weekdayOf(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, -2) : date;
}
