// A server whose demo clinic is grown to a busy practice's size (`npm run demo:scale`: 2,000
// patients, 20,000 appointments, their notes, invoices and payments), with a staff session on it:
// what every « at scale » bench starts from. The server stops when `use` is done.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { staffCookie } from './api-timing';
import { startServer } from './server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

export interface ScaledClinic {
  url: string;
  dataDir: string;
  cookie: string;
  /** Today as the clinic reads it (Montréal), YYYY-MM-DD. */
  today: string;
}

export async function onScaledClinic<T>(use: (clinic: ScaledClinic) => Promise<T>): Promise<T> {
  const server = await startServer();
  try {
    const seeded = await run(join(root, 'api/node_modules/.bin/tsx'), [join(root, 'api/src/demo/demo-scale.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    });
    console.log(`\nClinique à l'échelle : ${seeded.stdout.trim()}`);
    const cookie = await staffCookie(server.url, server.dataDir);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    return await use({ url: server.url, dataDir: server.dataDir, cookie, today });
  } finally {
    await server.stop();
  }
}
