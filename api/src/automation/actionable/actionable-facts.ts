// What « Analyses actionnables » reads of each patient, in a fixed number of grouped statements
// whatever the size of the clinic: her dated appointments of the last 25 months, the re-exam dates
// her notes of the last year set, her open episodes, her last payment, her newest « marketing »
// consent, the exclusion staff lifted, and what was already sent from the lists. The shared-domain
// definitions (analytics/actionable-lists.ts) say who is in which list.
import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type ActionableListKey, addMonths, type PatientCare } from 'shared-domain/analytics/actionable-lists';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import {
  actionableOverrides,
  actionableSends,
  appointments,
  episodesOfCare,
  patientConsents,
  patients,
  paymentTransactions,
  soapNotes,
} from '../../platform/db/schema';

export interface PatientContact {
  id: string;
  name: string;
  email: string | null;
}

export interface ActionableFacts {
  cares: PatientCare[];
  contacts: Map<string, PatientContact>;
  /** Each patient's usual visit: the time and length of her last dated appointment, for the slots offered. */
  usualVisit: Map<string, { time: string; durationMinutes: number }>;
  /** What was sent from the lists, by `list|subject`: when. */
  sent: Map<string, string>;
}

export const sentKey = (list: ActionableListKey, subject: string) => `${list}|${subject}`;

const reexamOn = sql<string>`json_extract(${soapNotes.structured}, '$.reexamOn')`;

export async function loadActionableFacts(deps: Pick<AppDeps, 'db'>, today: string, timeZone: string): Promise<ActionableFacts> {
  const { db } = deps;
  const visitsSince = addMonths(today, -25);
  const [people, visits, notes, episodes, payments, consents, overrides, sends] = await Promise.all([
    db
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
      .from(patients)
      .where(and(isNull(patients.anonymisedAt), isNull(patients.recordDestroyedAt))),
    db
      .select({
        patientId: appointments.patientId,
        date: appointments.scheduledDate,
        time: appointments.scheduledTime,
        durationMinutes: appointments.durationMinutes,
        status: appointments.status,
      })
      .from(appointments)
      // A cancelled visit or a no-show neither holds a slot ahead nor counts as seen: not read.
      .where(
        and(
          isNotNull(appointments.patientId),
          gte(appointments.scheduledDate, visitsSince),
          inArray(appointments.status, ['pending', 'confirmed', 'completed']),
        ),
      ),
    db
      .select({ patientId: soapNotes.patientId, visitDate: soapNotes.visitDate, reexamOn })
      .from(soapNotes)
      .where(and(gte(soapNotes.visitDate, addDays(today, -366)), sql`${reexamOn} is not null`)),
    db
      .select({
        patientId: episodesOfCare.patientId,
        id: episodesOfCare.id,
        startedOn: episodesOfCare.startedOn,
        endedOn: episodesOfCare.endedOn,
      })
      .from(episodesOfCare)
      .where(or(isNull(episodesOfCare.endedOn), sql`${episodesOfCare.endedOn} > ${today}`)),
    db
      .select({
        patientId: paymentTransactions.patientId,
        lastPaidOn: sql<string | null>`max(coalesce(${paymentTransactions.businessDate}, substr(${paymentTransactions.createdAt}, 1, 10)))`,
      })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.status, 'completed'), inArray(paymentTransactions.transactionType, ['payment', 'deposit'])))
      .groupBy(paymentTransactions.patientId),
    db
      .select({ patientId: patientConsents.patientId, givenAt: patientConsents.givenAt, withdrawnAt: patientConsents.withdrawnAt })
      .from(patientConsents)
      .where(and(eq(patientConsents.kind, 'marketing'), isNotNull(patientConsents.patientId)))
      .orderBy(patientConsents.givenAt, patientConsents.createdAt),
    db
      .select({ patientId: actionableOverrides.patientId, reason: actionableOverrides.reason, createdAt: actionableOverrides.createdAt })
      .from(actionableOverrides)
      .where(eq(actionableOverrides.list, 'reactivation'))
      .orderBy(desc(actionableOverrides.createdAt)),
    db
      .select({ list: actionableSends.list, subject: actionableSends.subject, createdAt: actionableSends.createdAt })
      .from(actionableSends)
      .where(gte(actionableSends.createdAt, addMonths(today, -25))),
  ]);

  type Building = {
    care: PatientCare;
    visits: PatientCare['visits'][number][];
    reexams: PatientCare['reexams'][number][];
    episodes: PatientCare['episodes'][number][];
  };
  const building = new Map<string, Building>();
  const contacts = new Map<string, PatientContact>();
  for (const person of people) {
    const email = person.email?.trim() || null;
    contacts.set(person.id, { id: person.id, name: `${person.firstName} ${person.lastName}`.trim(), email });
    const parts = { visits: [], reexams: [], episodes: [] };
    building.set(person.id, {
      ...parts,
      care: { patientId: person.id, ...parts, lastPaidOn: null, marketingConsent: null, hasEmail: email !== null, override: null },
    });
  }
  const usualVisit = new Map<string, { date: string; time: string; durationMinutes: number }>();
  for (const visit of visits) {
    if (!visit.patientId || !visit.date) continue;
    building.get(visit.patientId)?.visits.push({ date: visit.date, status: visit.status });
    const usual = usualVisit.get(visit.patientId);
    if (visit.time && visit.status !== 'cancelled' && (!usual || visit.date > usual.date))
      usualVisit.set(visit.patientId, { date: visit.date, time: visit.time, durationMinutes: visit.durationMinutes });
  }
  for (const note of notes)
    if (typeof note.reexamOn === 'string')
      building.get(note.patientId)?.reexams.push({ visitDate: note.visitDate, reexamOn: note.reexamOn });
  for (const episode of episodes) building.get(episode.patientId)?.episodes.push(episode);
  for (const payment of payments) {
    const entry = building.get(payment.patientId);
    if (entry) entry.care.lastPaidOn = payment.lastPaidOn;
  }
  // The ledger's instants read as the clinic's days; in the order given, the newest entry wins.
  const dayOf = (instant: string) => clinicDate(new Date(instant), timeZone);
  for (const consent of consents) {
    const entry = consent.patientId ? building.get(consent.patientId) : undefined;
    if (entry)
      entry.care.marketingConsent = {
        givenOn: dayOf(consent.givenAt),
        withdrawnOn: consent.withdrawnAt ? dayOf(consent.withdrawnAt) : null,
      };
  }
  for (const override of overrides) {
    const entry = building.get(override.patientId);
    if (entry && !entry.care.override) entry.care.override = { on: dayOf(override.createdAt), reason: override.reason };
  }
  const cares = [...building.values()].map((entry) => entry.care);
  const sent = new Map<string, string>();
  for (const send of sends) sent.set(sentKey(send.list, send.subject), send.createdAt);
  return { cares, contacts, usualVisit, sent };
}
