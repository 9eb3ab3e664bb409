// No request stalls the others: with the demo clinic at scale (`npm run demo:scale`: 2,000
// patients, 20,000 appointments, their invoices and payments), each heavy staff view is called one
// request after the other while `/api/health` and the public availability are polled without pause
// beside it. The server answers on one Node thread, so a view that holds it holds the public site,
// booking and the portal too. Goals: each view p95 < 300 ms, the two polls p99 ≤ 50 ms meanwhile.
// `cd e2e && npx tsx bench/stalls.ts` (STALLS_ROUNDS=n requests per view, default 20).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { staffCookie } from './api-timing';
import { startServer } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const viewGoalMs = 300;
const pollGoalMs = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const plusDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/**
 * Calls `url` again as soon as it answered, until `stopped.done`: the latencies. A connection the
 * server closed as it was reused is retried, not counted; any other failure stops the bench.
 */
async function poll(url: string, stopped: { done: boolean }): Promise<number[]> {
  const samples: number[] = [];
  while (!stopped.done) {
    try {
      samples.push((await timed(url, {})).ms);
    } catch (error) {
      if (!(error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET')) throw error;
    }
  }
  return samples;
}

export interface Stall {
  label: string;
  p95: number;
  max: number;
  bytes: number;
  healthP99: number;
  healthMax: number;
  availabilityP99: number;
  availabilityMax: number;
}

/** One view: `rounds` requests after a warm-up, with the two polls running beside them. */
async function stallOf(
  baseUrl: string,
  cookie: string,
  availability: string,
  label: string,
  paths: string[],
  rounds: number,
): Promise<Stall> {
  for (const path of paths) await timed(`${baseUrl}${path}`, { cookie });
  const stopped = { done: false };
  const health = poll(`${baseUrl}/api/health`, stopped);
  const slots = poll(`${baseUrl}${availability}`, stopped);
  // Awaited below: a failed poll fails the bench there, with the server stopped, not as an unhandled rejection.
  for (const polled of [health, slots]) polled.catch(() => undefined);
  const samples: { ms: number; bytes: number }[] = [];
  try {
    for (let index = 0; index < rounds; index++) samples.push(await timed(`${baseUrl}${paths[index % paths.length]}`, { cookie }));
  } finally {
    stopped.done = true;
  }
  const [healthMs, slotsMs] = await Promise.all([health, slots]);
  const views = samples.map((sample) => sample.ms);
  return {
    label,
    p95: percentile(views, 95),
    max: Math.max(...views),
    bytes: Math.max(...samples.map((sample) => sample.bytes)),
    healthP99: percentile(healthMs, 99),
    healthMax: Math.max(...healthMs),
    availabilityP99: percentile(slotsMs, 99),
    availabilityMax: Math.max(...slotsMs),
  };
}

export async function benchStalls(rounds = Number(process.env.STALLS_ROUNDS ?? 20)): Promise<Stall[]> {
  const server = await startServer();
  try {
    const seeded = await run(join(root, 'api/node_modules/.bin/tsx'), [join(root, 'api/src/demo/demo-scale.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    });
    console.log(`\nClinique à l'échelle : ${seeded.stdout.trim()}`);
    const cookie = await staffCookie(server.url, server.dataDir);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const { services } = (await (await fetch(`${server.url}/api/public/booking/services`)).json()) as { services: { id: string }[] };
    const availability = `/api/public/booking/availability?serviceId=${services[0]?.id}`;
    const views: [string, string[]][] = [
      ['Actions en un clic', ['/api/admin/automation/one-click']],
      ['Comptes à recevoir', ['/api/admin/receivables']],
      ['Factures, 1re page', ['/api/admin/invoices']],
      ['Paiements, 1re page', ['/api/admin/payments']],
      ['Paiements, un mois', [`/api/admin/payments?from=${plusDays(today, -30)}&to=${today}`]],
    ];
    console.log(
      `\nVues lourdes à l'échelle (${rounds} requêtes l'une après l'autre), santé et disponibilités publiques interrogées sans pause pendant ce temps :`,
    );
    console.log(`${''.padEnd(22)} ${'p95'.padStart(8)} ${'max'.padStart(7)} ${'taille'.padStart(9)}   santé p99 (max)   dispo. p99 (max)`);
    const mark = (value: number, goal: number) => (value <= goal ? ' ' : '!');
    const stalls: Stall[] = [];
    for (const [label, paths] of views) {
      const stall = await stallOf(server.url, cookie, availability, label, paths, rounds);
      stalls.push(stall);
      console.log(
        `${stall.label.padEnd(22)} ${stall.p95.toFixed(0).padStart(5)} ms${mark(stall.p95, viewGoalMs - 1)} ${stall.max.toFixed(0).padStart(5)} ms ${(stall.bytes / 1024).toFixed(1).padStart(6)} KB   ${stall.healthP99.toFixed(0).padStart(5)} ms${mark(stall.healthP99, pollGoalMs)} (${stall.healthMax.toFixed(0)})   ${stall.availabilityP99.toFixed(0).padStart(6)} ms${mark(stall.availabilityP99, pollGoalMs)} (${stall.availabilityMax.toFixed(0)})`,
      );
    }
    console.log(
      `Objectifs : chaque vue p95 < ${viewGoalMs} ms ; santé et disponibilités p99 ≤ ${pollGoalMs} ms pendant ce temps (! : au-delà).`,
    );
    return stalls;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stalls = await benchStalls();
  if (stalls.some((stall) => stall.p95 >= viewGoalMs || stall.healthP99 > pollGoalMs || stall.availabilityP99 > pollGoalMs))
    process.exitCode = 1;
}
