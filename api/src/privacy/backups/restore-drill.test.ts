// The restore drill: the demo clinic, 50 visitors booking at once through the public
// booking route, a backup, a restore into a new folder, the real API process started on that
// folder — and the copy must hold every table's rows and the very same clinical notes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';
import { afterAll, describe, expect, it } from 'vitest';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { freePort } from '../../testing/free-port';
import { silenceLogs, useTestApp } from '../../testing/test-app';
import { databaseFigures } from './backup-test-support';
import { backupKeyFileName, loadBackupKey } from './backup-key';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { publicBooking } from '../../testing/public-booking';

const visitors = 50;
const apiDir = fileURLToPath(new URL('../../../', import.meta.url));
const mainEntry = fileURLToPath(new URL('../../main.ts', import.meta.url));
/** Two cores shared by several suites: a start may take many seconds. */
const startTimeoutMs = 90_000;

type Availability = { days: { date: string; slots: { time: string; available: boolean }[] }[] };

describe('the restore drill: demo clinic, 50 bookings at once, backup, restore, the API on the copy', () => {
  const testApp = useTestApp({ config: { trustProxy: true, proxyHops: 1 } });
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const post = (path: string, body: unknown, address: string) =>
    testApp().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  it('restores every row and the same clinical notes, and the API serves the restored clinic', async () => {
    const restoreLogs = silenceLogs();
    cleanups.push(async () => restoreLogs());
    const { app, client, deps } = testApp();

    // 50 visitors at once, each from its own address, on 50 distinct free slots of one service.
    const services = (await (await app.request('/api/public/booking/services')).json()) as { services: { id: string }[] };
    const serviceId = services.services[1]!.id;
    const availability = (await (await app.request(`/api/public/booking/availability?serviceId=${serviceId}`)).json()) as Availability;
    const slots = availability.days.flatMap((day) =>
      day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })),
    );
    expect(slots.length).toBeGreaterThanOrEqual(visitors);
    const before = await databaseFigures(client);
    const answers = await Promise.all(
      slots.slice(0, visitors).map((slot, index) =>
        post(
          '/api/public/bookings',
          publicBooking({
            serviceId,
            ...slot,
            name: `Visiteur Exercice ${index}`,
            email: `exercice.${index}@courriel.example`,
            phone: '514 555-0111',
          }),
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    // Adjacent slots of a 30-minute service overlap: some lose to their neighbour (409), none fails.
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(','),
    ).toBe(true);
    const booked = statuses.filter((status) => status === 201).length;
    expect(booked).toBeGreaterThanOrEqual(visitors / 3);
    // Each booking's confirmation is queued after its answer: the backup holds them too.
    await afterAnswersSettled();

    const source = await databaseFigures(client);
    expect(source.rowCounts.appointments).toBe(before.rowCounts.appointments! + booked);
    expect(source.rowCounts.email_outbox).toBe(before.rowCounts.email_outbox! + booked);
    expect(source.soapNotes).toBeGreaterThan(0);

    const written = await createBackup(deps, 'manual');
    const target = await mkdtemp(join(tmpdir(), 'clinique-exercice-'));
    cleanups.push(() => rm(target, { recursive: true, force: true }));
    const restoredDir = join(target, 'donnees-restaurees');
    const { key } = await loadBackupKey(deps.config);
    const restored = await restoreBackup(written.path, key, restoredDir);

    const copy = createClient({ url: `file:${restored.databasePath}` });
    const restoredFigures = await databaseFigures(copy);
    copy.close();
    expect(restoredFigures).toEqual(source);

    // The real server process on the restored folder: it starts, migrates nothing, and serves the clinic.
    const server = await startServerOn(restoredDir);
    cleanups.push(server.stop);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // The restore brings no backup key: the server made one at its start, saying once where it is, never what.
    const newKeyFile = join(restoredDir, backupKeyFileName);
    expect(server.stderr()).toContain(JSON.stringify(backupMessages.keyGenerated(newKeyFile)).slice(1, -1));
    expect(server.stderr()).not.toContain((await readFile(newKeyFile, 'utf8')).trim());
    const clinicHere = await (await app.request('/api/public/clinic')).json();
    const clinicThere = await (await fetch(`${server.url}/api/public/clinic`)).json();
    expect(clinicThere).toEqual(clinicHere);
    const servicesThere = (await (await fetch(`${server.url}/api/public/booking/services`)).json()) as { services: { id: string }[] };
    expect(servicesThere.services.map((service) => service.id)).toEqual(services.services.map((service) => service.id));
  }, 180_000);
});

async function startServerOn(dataDir: string): Promise<{ url: string; stop: () => Promise<void>; stderr: () => string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _url, DATABASE_AUTH_TOKEN: _token, BACKUP_DIR: _dir, BACKUP_KEY: _key, ...environment } = process.env;
  let stderr = '';
  // Node with tsx's loader (not the `tsx` launcher, whose kill would leave its node child serving).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    cwd: apiDir,
    env: {
      ...environment,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server stopped while starting: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, stderr: () => stderr };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${startTimeoutMs} ms: ${stderr}`);
    }
    // Polls: the server is another process, whose readiness no fake clock can bring; the deadline bounds it.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
