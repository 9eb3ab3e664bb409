// The demo clinic grown to a busy practice's size (2,000 patients and
// 20,000 appointments, 20,000 clinical notes), to try the back-office and measure it
// at that size. Added to a seeded
// demo clinic: its services and hours. Deterministic (a seeded generator), so two runs of the bench
// measure the same data; realistic: French names, one appointment at a time (no overlap with each
// other or with the demo's), visits in the past mostly completed, a few weeks booked ahead.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type NoteStructureInput, noteStructureSchema } from 'shared-domain/clinical/clinical-note';
import { addDays, type Clock, clinicDate, clinicInstant, weekdayOf } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import {
  appointments,
  bookingHours,
  cashClosings,
  clinicSettings,
  creditNotes,
  episodesOfCare,
  invoiceLines,
  invoicePayments,
  invoices,
  outcomeMeasures,
  patientConsents,
  patients,
  paymentTransactions,
  serviceTypes,
  soapNoteAddenda,
  soapNotes,
  staffUsers,
} from '../platform/db/schema';
import { consentEntryRow } from '../privacy/consents/consent-entry';
import { planScaledBilling } from './clinic-at-scale-billing';
import { planScaledProgress } from './clinic-at-scale-progress';
import { demoReception } from './demo-clinic';

export interface ScaleOptions {
  clock: Clock;
  patients: number;
  appointments: number;
  /** Open days booked ahead of today (the rest are in the past). */
  daysAhead?: number;
  /** Clinical notes over the past completed visits; 20,000 unless said. */
  notes?: number;
  seed?: number;
}

export interface ScaleResult {
  patients: number;
  appointments: number;
  notes: number;
  addenda: number;
  /** Each patient's episode of care and its outcome measures. */
  episodes: number;
  outcomes: number;
  /** The completed visits' invoices, their payments, and the past days closed. */
  invoices: number;
  payments: number;
  closings: number;
  firstDate: string;
  lastDate: string;
}

const firstNames = [
  'Alexandre',
  'Amélie',
  'Antoine',
  'Audrey',
  'Benoît',
  'Camille',
  'Catherine',
  'Charles',
  'Chloé',
  'Daniel',
  'Élodie',
  'Émile',
  'Émilie',
  'Étienne',
  'Félix',
  'Florence',
  'François',
  'Gabriel',
  'Geneviève',
  'Guillaume',
  'Hélène',
  'Isabelle',
  'Jacob',
  'Jérôme',
  'Julie',
  'Justine',
  'Laurence',
  'Léa',
  'Louis',
  'Lucie',
  'Marc-André',
  'Marie-Ève',
  'Mathieu',
  'Maxime',
  'Mélanie',
  'Nathalie',
  'Nicolas',
  'Noémie',
  'Olivier',
  'Philippe',
  'Raphaël',
  'Rosalie',
  'Samuel',
  'Sarah',
  'Simon',
  'Sophie',
  'Thomas',
  'Valérie',
  'Vincent',
  'Zoé',
];
const lastNames = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Leblanc',
  'Paquette',
  'Girard',
  'Simard',
  'Boucher',
  'Caron',
  'Beaulieu',
  'Cloutier',
  'Dubé',
  'Poirier',
  'Fournier',
  'Lapointe',
  'Leclerc',
  'Lefebvre',
  'Poulin',
  'Thibault',
  'St-Pierre',
  'Nadeau',
  'Martin',
  'Landry',
  'Martel',
  'Bédard',
  'Grenier',
  'Lessard',
  'Bernier',
];
const streets = [
  'rue Saint-Denis',
  'avenue du Mont-Royal Est',
  'rue Fabre',
  'boulevard Saint-Laurent',
  'rue Rachel Est',
  'avenue Laurier Est',
];
const reasons = [
  'Suivi lombalgie',
  'Douleur cervicale',
  'Maux de tête fréquents',
  'Suivi prénatal',
  'Coliques du nourrisson',
  'Tension aux épaules',
  'Sciatalgie',
  'Bilan de posture',
];

/** mulberry32: a small seeded generator, so the same seed gives the same clinic. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** SQLite allows 32,766 bound values a statement; rows of ~30 columns in chunks of 500 stay well under. */
async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

type Random = ReturnType<typeof generator>;
type Visit = typeof appointments.$inferInsert;

const complaints = [
  { complaint: 'Lombalgie mécanique', levels: ['L4', 'L5', 'SI-G'], test: 'Lasègue', diagnosis: 'Dysfonction lombo-sacrée' },
  { complaint: 'Cervicalgie', levels: ['C5', 'C6', 'T1'], test: 'Spurling', diagnosis: 'Dysfonction cervicale basse' },
  {
    complaint: 'Céphalée de tension',
    levels: ['C0', 'C1', 'C2'],
    test: 'Flexion-rotation cervicale',
    diagnosis: 'Céphalée cervicogénique',
  },
  { complaint: 'Douleur dorsale', levels: ['T4', 'T5', 'T6'], test: 'Compression thoracique', diagnosis: 'Dysfonction thoracique moyenne' },
  { complaint: 'Sciatalgie droite', levels: ['L5', 'S', 'SI-D'], test: 'Slump', diagnosis: 'Irritation radiculaire L5 droite' },
] as const;
const techniques = ['Diversifiée', 'Gonstead', 'Thompson (drop)', 'Activateur'];

/**
 * `count` notes over the past completed visits, one a visit in a random order; when there are
 * more notes than visits, the rest are follow-up calls noted on the day of one of the patient's
 * visits (no appointment). Mostly signed (a few recent drafts), about 5 % with an addendum.
 */
function planScaledNotes(random: Random, options: { visits: Visit[]; count: number; staffId: string; timeZone: string; now: string }) {
  const completed = options.visits.filter((visit) => visit.status === 'completed' && visit.patientId && visit.scheduledDate);
  const notes: (typeof soapNotes.$inferInsert)[] = [];
  const addenda: (typeof soapNoteAddenda.$inferInsert)[] = [];
  if (completed.length === 0) return { notes, addenda };
  const order = completed.map((visit) => ({ visit, key: random.next() })).sort((a, b) => a.key - b.key);
  const latest =
    completed
      .map((visit) => visit.scheduledDate ?? '')
      .sort()
      .at(-1) ?? '';
  const recentFrom = addDays(latest, -14);
  for (let index = 0; index < options.count; index++) {
    const visit = order[index % order.length]?.visit;
    if (!visit) break;
    const followUpCall = index >= order.length;
    const date = visit.scheduledDate ?? '';
    const written = new Date(
      clinicInstant(date, visit.scheduledTime ?? '09:00', options.timeZone).getTime() + (followUpCall ? 8 : 0.33) * 3600_000,
    ).toISOString();
    const kind = random.pick(complaints);
    const pain = Math.floor(random.next() * 9);
    const structured: NoteStructureInput = {
      chiefComplaint: kind.complaint,
      pain: { now: pain, best: Math.max(0, pain - 2), worst: Math.min(10, pain + 2) },
      part: {
        pain: `Sensibilité ${kind.levels.join(', ')}`,
        rangeOfMotion: random.next() < 0.5 ? 'Amplitude diminuée' : 'Amplitude normale',
      },
      spinalLevels: [...kind.levels],
      tests: [{ name: kind.test, kind: 'orthopaedic', result: random.next() < 0.3 ? 'positive' : 'negative' }],
      diagnosis: kind.diagnosis,
      segmentsAdjusted: followUpCall ? [] : [...kind.levels],
      technique: followUpCall ? null : random.pick(techniques),
      // One visit note in five sets a re-exam four weeks later (« Analyses actionnables »), without drawing from `random`.
      reexamOn: !followUpCall && index % 5 === 0 ? addDays(date, 28) : null,
    };
    // A draft is a note not signed yet: some of the last two weeks' visits.
    const draft = !followUpCall && date >= recentFrom && random.next() < 0.3;
    const id = randomUUID();
    notes.push({
      id,
      patientId: visit.patientId ?? '',
      appointmentId: followUpCall ? null : (visit.id ?? null),
      visitDate: date,
      status: draft ? 'draft' : 'signed',
      subjective: followUpCall ? `Appel de suivi : douleur à ${pain}/10.` : `${kind.complaint}, douleur à ${pain}/10.`,
      objective: followUpCall ? null : `Palpation : sensibilité ${kind.levels.join(', ')}. ${kind.test} négatif.`,
      assessment: kind.diagnosis,
      plan: followUpCall ? 'Poursuivre les exercices.' : 'Ajustement, exercices à domicile, revoir dans une semaine.',
      structured: JSON.stringify(noteStructureSchema.parse(structured)),
      createdBy: options.staffId,
      signedAt: draft ? null : written,
      signedBy: draft ? null : options.staffId,
      createdAt: written,
      updatedAt: written,
    });
    if (!draft && random.next() < 0.05) {
      const roll = random.next();
      const addendumKind = roll < 0.6 ? 'correction' : roll < 0.9 ? 'annotation' : 'entered_in_error';
      addenda.push({
        noteId: id,
        kind: addendumKind,
        reason: addendumKind === 'annotation' ? null : addendumKind === 'correction' ? 'Précision au dossier' : 'Mauvais dossier',
        text: addendumKind === 'entered_in_error' ? '' : 'Complément ajouté après la visite.',
        createdBy: options.staffId,
        createdAt: new Date(Math.min(Date.parse(written) + 24 * 3600_000, Date.parse(options.now))).toISOString(),
      });
    }
  }
  return { notes, addenda };
}

export async function seedClinicAtScale(db: Database, options: ScaleOptions): Promise<ScaleResult> {
  const random = generator(options.seed ?? 2026);
  const [settings] = await db.select({ timeZone: clinicSettings.timeZone }).from(clinicSettings);
  if (!settings) throw new Error('Seed the demo clinic first: the clinic at scale uses its services and hours.');
  const services = await db.select().from(serviceTypes).where(eq(serviceTypes.isActive, true));
  const hours = new Map((await db.select().from(bookingHours)).filter((day) => day.enabled).map((day) => [day.weekday, day]));
  const now = options.clock.now().toISOString();
  const today = clinicDate(options.clock.now(), settings.timeZone);

  // Times already taken (the demo's appointments), so the new ones never overlap them.
  const taken = new Map<string, { start: number; end: number }[]>();
  const existing = await db
    .select({ date: appointments.scheduledDate, time: appointments.scheduledTime, duration: appointments.durationMinutes })
    .from(appointments)
    .where(and(isNotNull(appointments.scheduledDate), isNotNull(appointments.scheduledTime)));
  for (const row of existing) {
    const start = minutesOf(row.time ?? '00:00');
    taken.set(row.date ?? '', [...(taken.get(row.date ?? '') ?? []), { start, end: start + row.duration }]);
  }

  const people = Array.from({ length: options.patients }, (_, index) => {
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    const slug = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    return {
      id: randomUUID(),
      firstName,
      lastName,
      email: `${slug}.${index + 1}@courriel.example`,
      phone: `${random.pick(['514', '438', '450'])} 555-01${String(Math.floor(random.next() * 100)).padStart(2, '0')}`,
      address: `${100 + Math.floor(random.next() * 9000)}, ${random.pick(streets)}, Montréal (Québec)`,
      dateOfBirth: `${1950 + Math.floor(random.next() * 70)}-${String(1 + Math.floor(random.next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random.next() * 28)).padStart(2, '0')}`,
      status: random.next() < 0.9 ? ('active' as const) : ('inactive' as const),
      totalVisits: 0,
      lastVisit: null as string | null,
      // The day of the first visit, or today for someone only booked ahead; the record is created then.
      recordOpenedOn: today,
      createdAt: now,
      updatedAt: now,
    };
  });

  // Open days, from `daysAhead` open days ahead of today back into the past, filled with visits
  // one after the other (a gap now and then) until there are enough.
  const visits: (typeof appointments.$inferInsert)[] = [];
  let date = today;
  for (let ahead = 0; ahead < (options.daysAhead ?? 25); ) {
    date = addDays(date, 1);
    if (hours.has(weekdayOf(date))) ahead++;
  }
  const lastDate = date;
  let firstDate = date;
  while (visits.length < options.appointments) {
    const day = hours.get(weekdayOf(date));
    if (day) {
      firstDate = date;
      const busy = taken.get(date) ?? [];
      let cursor = minutesOf(day.startTime);
      const end = minutesOf(day.endTime);
      while (visits.length < options.appointments) {
        const service = random.pick(services);
        if (cursor + service.durationMinutes > end) break;
        const slot = { start: cursor, end: cursor + service.durationMinutes };
        const clash = busy.find((other) => other.start < slot.end && slot.start < other.end);
        if (clash) {
          cursor = clash.end;
          continue;
        }
        if (random.next() < 0.15) {
          cursor += 30; // a free half-hour
          continue;
        }
        const patient = random.pick(people);
        const past = date < today;
        if (past && date < patient.recordOpenedOn) {
          patient.recordOpenedOn = date;
          patient.createdAt = clinicInstant(date, '08:00', settings.timeZone).toISOString();
        }
        const roll = random.next();
        const status = past ? (roll < 0.85 ? 'completed' : roll < 0.92 ? 'cancelled' : 'no_show') : roll < 0.6 ? 'confirmed' : 'pending';
        if (status === 'completed') {
          patient.totalVisits += 1;
          if (!patient.lastVisit || date > patient.lastVisit) patient.lastVisit = date;
        }
        visits.push({
          id: randomUUID(),
          patientId: patient.id,
          name: `${patient.firstName} ${patient.lastName}`,
          email: patient.email,
          phone: patient.phone,
          reason: random.pick(reasons),
          status,
          scheduledDate: date,
          scheduledTime: timeOf(cursor),
          durationMinutes: service.durationMinutes,
          serviceTypeId: service.id,
          bookingSource: random.pick(['online', 'admin', 'site', 'portal'] as const),
          presenceConfirmed: status === 'completed' || (status === 'confirmed' && random.next() < 0.5),
          paymentStatus: status === 'completed' ? 'paid' : 'pending',
          paymentAmount: service.price,
          cancellationReason: status === 'cancelled' ? 'Conflit d’horaire' : null,
          cancelledAt: status === 'cancelled' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        cursor = slot.end;
      }
    }
    date = addDays(date, -1);
  }

  await insertInChunks(people, (chunk) => db.insert(patients).values(chunk));
  // Seven in eight said yes to e-mail reminders when their record was opened; the ledger holds
  // it (the record's column follows the ledger), so the reminders reach them as in a real clinic.
  const reminded = people.filter((_, index) => index % 8 !== 7);
  await insertInChunks(
    reminded.map((person) =>
      consentEntryRow({ patientId: person.id, email: person.email, kind: 'email_reminders', version: 1, channel: 'demo', at: now }),
    ),
    (chunk) => db.insert(patientConsents).values(chunk),
  );
  await insertInChunks(visits, (chunk) => db.insert(appointments).values(chunk));
  // The demo chiropractor (the first staff account) writes every note.
  const [author] = await db.select({ id: staffUsers.id }).from(staffUsers).orderBy(staffUsers.createdAt).limit(1);
  if (!author) throw new Error('Seed the demo clinic first: its chiropractor writes the notes.');
  const { notes, addenda } = planScaledNotes(random, {
    visits,
    count: options.notes ?? 20_000,
    staffId: author.id,
    timeZone: settings.timeZone,
    now,
  });
  await insertInChunks(notes, (chunk) => db.insert(soapNotes).values(chunk));
  await insertInChunks(addenda, (chunk) => db.insert(soapNoteAddenda).values(chunk));
  // Each patient's episode of care and its scores, from a generator of its own (the rest stays the same seed's).
  const progress = planScaledProgress(generator((options.seed ?? 2026) + 34), {
    visits,
    staffId: author.id,
    timeZone: settings.timeZone,
    today,
  });
  await insertInChunks(progress.episodes, (chunk) => db.insert(episodesOfCare).values(chunk));
  await insertInChunks(progress.measures, (chunk) => db.insert(outcomeMeasures).values(chunk));

  // The visits' money, from a generator of its own so the visits and notes above stay
  // those of the same seed. The reception took the payments at the desk.
  const [sequences] = await db
    .select({
      invoicePrefix: clinicSettings.invoicePrefix,
      invoiceNextNumber: clinicSettings.invoiceNextNumber,
      creditNoteNextNumber: clinicSettings.creditNoteNextNumber,
    })
    .from(clinicSettings);
  const [desk] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoReception.email));
  const billing = planScaledBilling(generator((options.seed ?? 2026) + 22), {
    visits,
    services,
    sequences: sequences ?? { invoicePrefix: 'F-', invoiceNextNumber: 1, creditNoteNextNumber: 1 },
    staffId: desk?.id ?? author.id,
    timeZone: settings.timeZone,
    today,
    now,
  });
  await insertInChunks(billing.invoices, (chunk) => db.insert(invoices).values(chunk));
  await insertInChunks(billing.lines, (chunk) => db.insert(invoiceLines).values(chunk));
  await insertInChunks(billing.payments, (chunk) => db.insert(paymentTransactions).values(chunk));
  await insertInChunks(billing.applied, (chunk) => db.insert(invoicePayments).values(chunk));
  await insertInChunks(billing.creditNotes, (chunk) => db.insert(creditNotes).values(chunk));
  // Days the demo already closed (its yesterday) keep their closing.
  await insertInChunks(billing.closings, (chunk) => db.insert(cashClosings).values(chunk).onConflictDoNothing());
  await db.update(clinicSettings).set({ invoiceNextNumber: billing.nextInvoiceNumber, creditNoteNextNumber: billing.nextCreditNoteNumber });
  return {
    patients: people.length,
    appointments: visits.length,
    notes: notes.length,
    addenda: addenda.length,
    episodes: progress.episodes.length,
    outcomes: progress.measures.length,
    invoices: billing.invoices.length,
    payments: billing.payments.length,
    closings: billing.closings.length,
    firstDate,
    lastDate,
  };
}

/** How many patients the clinic has: the scale seed runs once (a second run would double it). */
export async function patientCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(patients);
  return Number(row?.n ?? 0);
}
