// The demo clinic grown to a busy practice's size (issue 13's quality bar: 2,000 patients and
// 20,000 appointments), to try the back-office and measure it at that size. Added to a seeded
// demo clinic: its services and hours. Deterministic (a seeded generator), so two runs of the bench
// measure the same data; realistic: French names, one appointment at a time (no overlap with each
// other or with the demo's), visits in the past mostly completed, a few weeks booked ahead.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, type Clock, clinicDate, weekdayOf } from 'shared-domain/clinic-time';
import type { Database } from './client';
import { appointments, bookingHours, clinicSettings, patients, serviceTypes } from './schema';

export interface ScaleOptions {
  clock: Clock;
  patients: number;
  appointments: number;
  /** Open days booked ahead of today (the rest are in the past). */
  daysAhead?: number;
  seed?: number;
}

export interface ScaleResult {
  patients: number;
  appointments: number;
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
  await insertInChunks(visits, (chunk) => db.insert(appointments).values(chunk));
  return { patients: people.length, appointments: visits.length, firstDate, lastDate };
}

/** How many patients the clinic has: the scale seed runs once (a second run would double it). */
export async function patientCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(patients);
  return Number(row?.n ?? 0);
}
