// The January batch at a busy practice's size: with the demo clinic grown to 2,000 patients and
// 20,000 appointments (`npm run demo:scale`), « Envoyer les relevés » queues one e-mail per patient
// with a statement of last year in under 10 s (the bar), through the API as the page does.
// Not a timed test: `cd e2e && npx tsx bench/yearly-statements.ts` prints the figure, on a server
// and a scaled clinic of its own.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { staffCookie } from './api-timing';
import { startServer } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
export const statementBatchBarMs = 10_000;

/** Queues last year's statements on a scaled clinic; the time it took and how many it queued. */
export async function benchYearlyStatements(): Promise<{ ms: number; queued: number; patients: number }> {
  const server = await startServer();
  try {
    const seeded = await run(join(root, 'api/node_modules/.bin/tsx'), [join(root, 'api/src/demo/demo-scale.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    });
    console.log(`\nClinique à l'échelle : ${seeded.stdout.trim()}`);
    const cookie = await staffCookie(server.url, server.dataDir);
    const headers = { cookie, 'content-type': 'application/json' };
    const before = (await (await fetch(`${server.url}/api/admin/yearly-statements`, { headers })).json()) as {
      lastYear: number;
      batch: { patients: number };
    };
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/yearly-statements`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ year: before.lastYear, ratePerMinute: 600 }),
    });
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`POST /api/admin/yearly-statements: ${response.status} ${await response.text()}`);
    const { queued } = (await response.json()) as { queued: number };
    const verdict = ms <= statementBatchBarMs ? 'ok' : `AU-DESSUS DE ${statementBatchBarMs / 1000} s`;
    console.log(
      `Relevés annuels ${before.lastYear} : ${queued} courriels mis en file (${before.batch.patients} patients avec un relevé) en ${(ms / 1000).toFixed(2)} s  ${verdict}`,
    );
    return { ms, queued, patients: before.batch.patients };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchYearlyStatements();
  if (result.ms > statementBatchBarMs) process.exitCode = 1;
}
