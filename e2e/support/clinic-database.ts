// Reads and writes a test server's SQLite database. e2e does not depend on the database driver, so
// the statement runs in a short `node` process inside the api package, which has it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
const run = promisify(execFile);

const script = `
const { createClient } = require('@libsql/client');
const [url, sql, args] = process.argv.slice(1);
const client = createClient({ url });
client
  .execute('PRAGMA busy_timeout = 5000')
  .then(() => client.execute({ sql, args: JSON.parse(args) }))
  .then((result) => {
    const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]])));
    process.stdout.write(JSON.stringify(rows));
    client.close();
  })
  .catch((error) => {
    process.stderr.write(String(error && error.stack || error));
    process.exit(1);
  });
`;

export type Row = Record<string, string | number | null>;

/** Runs one statement against `<dataDir>/clinic.db` (the server's default database) and returns its rows. */
export async function queryClinicDatabase(dataDir: string, sql: string, args: ReadonlyArray<string | number | null> = []): Promise<Row[]> {
  const url = `file:${join(dataDir, 'clinic.db')}`;
  const { stdout } = await run(process.execPath, ['-e', script, url, sql, JSON.stringify(args)], {
    cwd: apiDir,
  });
  return JSON.parse(stdout || '[]') as Row[];
}

/** The clinic setting behind every call-to-action (DESIGN.md §7). */
export async function setBookingMode(dataDir: string, mode: 'open' | 'full' | 'automatic'): Promise<void> {
  await queryClinicDatabase(dataDir, 'update clinic_settings set booking_mode = ?', [mode]);
  const [settings] = await queryClinicDatabase(dataDir, 'select booking_mode from clinic_settings');
  if (settings?.booking_mode !== mode) throw new Error(`booking_mode is ${String(settings?.booking_mode)}, not ${mode}`);
}

/** The data folder of the suite's own server (playwright.config.ts chooses it). */
export function suiteDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dataDir;
}
