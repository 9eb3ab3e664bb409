// The real API process (main.ts, through server-at-offset.ts) on a given database and data folder,
// started on a free port and waited for, so a test can kill it (SIGKILL) and start it again on the
// same data. Node itself runs tsx's loader, not the `tsx` launcher: a SIGKILL of the launcher would
// leave its node child serving.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const entry = fileURLToPath(new URL('./server-at-offset.ts', import.meta.url));

/** Generous: two cores shared by several suites make a start take many seconds. */
const startTimeoutMs = 90_000;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** The end of what the process wrote on stderr, for a failure's message. */
  stderr(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  dataDir: string;
  /** Where the sandbox gateway writes its charges, kept across restarts. */
  chargesFile: string;
  /** The server's clock ahead of the real one by this much. */
  clockOffsetMs?: number;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      // Each client comes from its own address (X-Forwarded-For), as behind the clinic's proxy.
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      PAYMENT_GATEWAY: 'sandbox',
      SANDBOX_CHARGES_FILE: options.chargesFile,
      CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Drained for the process's whole life, so a full pipe never blocks it.
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: RunningServer = {
    url,
    child,
    stderr: () => stderr,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server stopped while starting: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not answer within ${startTimeoutMs} ms: ${stderr}`);
    }
    // Polls: the server is another process, whose readiness no fake clock can bring; the deadline bounds it.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
