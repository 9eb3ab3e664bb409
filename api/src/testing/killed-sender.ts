// What the kill tests share: an SMTP listener that holds its reply to one message (by SMTP's rule a
// message is delivered once the server said 250, so a sender killed while it waits has not
// delivered it), an outbox sender in a child process the test can SIGKILL
// (automation/batches/outbox-sender-process.ts), and the wait for that sender to say it is idle.
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** An SMTP server that counts a message once it accepted it, and leaves the `holdAt`-th unanswered. */
export async function holdingListener(holdAt: number) {
  const delivered: string[] = [];
  let held: (() => void) | undefined;
  const heldReached = new Promise<void>((resolve) => (held = resolve));
  let seen = 0;
  let release = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The held transaction never ends: closing does not wait for it.
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        seen += 1;
        if (seen === holdAt) {
          // Not answered while the sender lives: it dies waiting for the 250. Refused at the end.
          release = () => callback(new Error('held'));
          held?.();
          return;
        }
        delivered.push(session.envelope.rcptTo.map((recipient) => recipient.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    heldReached,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(resolve));
    },
  };
}

export const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const senderScript = fileURLToPath(new URL('../automation/batches/outbox-sender-process.ts', import.meta.url));

/** Node itself with tsx's loader (not the `tsx` launcher, whose SIGKILL would leave its node child running). */
export function startScript(script: string, args: string[], stdin: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: apiDir, stdio: [stdin, 'pipe', 'inherit'] });
}

/** The outbox sender of outbox-sender-process.ts: `[databaseUrl, dataDir, smtpUrl, nowIso]`. */
export function startSender(args: string[]): ChildProcess {
  return startScript(senderScript, args);
}

/**
 * Resolves once `child` prints a line `accept` takes (or once it has exited, or `deadlineMs` has
 * passed, for the assertions to say what is missing). Another process: no fake clock drives it, so
 * the test waits for what it says.
 */
export async function untilLine(child: ChildProcess, accept: (line: string) => boolean, deadlineMs: number): Promise<string | undefined> {
  if (!child.stdout) throw new Error('the child process was started without its output piped');
  const lines = createInterface({ input: child.stdout });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Promise<string | undefined>((resolve) => {
    lines.on('line', (line) => {
      if (accept(line)) resolve(line);
    });
    lines.on('close', () => resolve(undefined));
  });
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), deadlineMs);
  });
  const line = await Promise.race([seen, deadline]);
  clearTimeout(timer);
  lines.close();
  return line;
}

/** Resolves once the sender says it made a pass with nothing to send (it sends nothing after that: its clock is fixed). */
export async function untilIdle(sender: ChildProcess, deadlineMs: number): Promise<void> {
  await untilLine(sender, (line) => line === 'idle', deadlineMs);
}
