// The desk's finance views at a busy practice's size: with the demo clinic
// grown to 2,000 patients and 20,000 appointments, their invoices and payments and closed days
// (`npm run demo:scale`), the invoices list (first page, a status, a patient), receivables as of
// today and the payments list (a day, a month, a tender) answer within 300 ms at p95 on the API.
// `back-office.ts` runs it on its clinic (and `run.ts` with the rest); `cd e2e && npx tsx
// bench/finances.ts` runs it alone, on a server and a scaled clinic of its own.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { staffCookie, type Timing, time } from './api-timing';
import { startServer } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
export const financeBarMs = 300;

const plusDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

async function json<T>(url: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The timings of the finance views, on a server whose clinic is already at scale; `today` as the clinic reads it. */
export async function benchFinanceViews(url: string, cookie: string, today: string): Promise<Timing[]> {
  // The patients with the largest balances: their invoices and payments are the longest to list.
  const receivables = await json<{ rows: { patientId: string }[] }>(url, cookie, '/api/admin/receivables');
  const patients = receivables.rows.slice(0, 10).map((row) => row.patientId);
  const days = [1, 2, 3, 6, 8, 9, 10, 13, 15, 16].map((back) => plusDays(today, -back));
  const monthStarts = [0, 30, 60, 90, 120].map((back) => plusDays(today, -30 - back));
  const timings: Timing[] = [
    await time(url, cookie, 'Factures, 1re page', ['/api/admin/invoices']),
    await time(
      url,
      cookie,
      'Factures, un statut',
      ['paid', 'partial', 'overdue', 'credited', 'draft'].map((status) => `/api/admin/invoices?status=${status}`),
    ),
    await time(
      url,
      cookie,
      'Factures, un patient',
      patients.map((id) => `/api/admin/invoices?patientId=${id}`),
    ),
    await time(url, cookie, 'Comptes à recevoir', ['/api/admin/receivables', `/api/admin/receivables?asOf=${plusDays(today, -60)}`]),
    await time(
      url,
      cookie,
      'Paiements, une journée',
      days.map((day) => `/api/admin/payments?from=${day}&to=${day}`),
    ),
    await time(
      url,
      cookie,
      'Paiements, un mois',
      monthStarts.map((from) => `/api/admin/payments?from=${from}&to=${plusDays(from, 30)}`),
    ),
    await time(
      url,
      cookie,
      'Paiements, un mode',
      ['cash', 'debit', 'credit_terminal', 'card_on_file', 'etransfer', 'cheque'].map((tender) => `/api/admin/payments?tender=${tender}`),
    ),
  ].map((timing) => ({ ...timing, barMs: financeBarMs }));
  console.log('\nVues financières du comptoir à la même échelle, factures et paiements compris (200 requêtes l’une après l’autre) :');
  for (const timing of timings) {
    const verdict = timing.p95 <= financeBarMs ? 'ok' : `AU-DESSUS DE ${financeBarMs} ms`;
    console.log(
      `${timing.label.padEnd(24)} p50 ${timing.p50.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms  max ${timing.max.toFixed(0).padStart(4)} ms  ${(timing.bytes / 1024).toFixed(1).padStart(6)} KB  ${verdict}`,
    );
  }
  return timings;
}

export async function benchFinances(): Promise<Timing[]> {
  const server = await startServer();
  try {
    const seeded = await run(join(root, 'api/node_modules/.bin/tsx'), [join(root, 'api/src/demo/demo-scale.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    });
    console.log(`\nClinique à l'échelle : ${seeded.stdout.trim()}`);
    const cookie = await staffCookie(server.url, server.dataDir);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    return await benchFinanceViews(server.url, cookie, today);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const timings = await benchFinances();
  if (timings.some((timing) => timing.p95 > financeBarMs)) process.exitCode = 1;
}
