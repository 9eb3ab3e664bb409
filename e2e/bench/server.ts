// The all-in-one production server on a free port and a throw-away data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from 'api/testing/free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `withMailbox`: the server sends its e-mail over SMTP to a loopback listener that files each one
 * in `<dataDir>/mailbox/` (api/src/testing/serve-with-mailbox.ts), as the suite's server does.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { withMailbox?: boolean } = {},
): Promise<{ url: string; dataDir: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const entry = options.withMailbox ? 'api/src/testing/serve-with-mailbox.ts' : 'api/src/main.ts';
  const child = spawn(join(root, 'api/node_modules/.bin/tsx'), [join(root, entry)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: 'ignore',
  });
  // Ready when it answers; a server that exits first (a port taken, a broken build) fails at once.
  // The deadline only bounds a server that neither answers nor exits: starting means compiling the
  // API and seeding the demo clinic, which takes over a minute when the machine is busy.
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (exited !== undefined) throw new Error(`the server exited (code ${exited}) before answering`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (exited === undefined) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
