// The API on a real temporary database, migrated and seeded with the demo clinic, with a test
// clock and keys generated in a temporary folder. Tests call routes through the typed client
// (`testApp().api.public.clinic.$get()`); `app.request(...)` is for what the client cannot express.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { testClock, type TestClock } from 'shared-domain/platform/clinic-time';
import { createApi } from '../app';
import { loadConfig, type Config } from '../config';
import { localFilePath, openDatabase, type Database, type OpenedDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { patientAccounts, sessions, staffUsers } from '../platform/db/schema';
import { seedDemoClinic, type SeedResult } from '../demo/seed';
import { demoStaff } from '../demo/demo-clinic';
import type { AppDeps } from '../deps';
import { sandboxGateway } from '../billing/payments/sandbox-gateway';
import { loadSecrets } from '../secrets';
import { sessionCookieName } from '../accounts/sessions/session-cookie';
import { hashToken, mintToken } from '../platform/tokens/tokens';
import { expectCataloguedAuditTrail } from './audit-trail-check';
import { useSuiteResource } from './suite-resource';
import { copyOfTemplate } from './database-templates';
import { createTestDatabase } from './test-database';

/** A Wednesday afternoon in Montréal (10:00 clinic time). */
export const testNow = '2026-11-18T15:00:00Z';

export const testPasswords = {
  staffPassword: 'test-staff-password',
  patientPassword: 'test-patient-password',
};

export interface TestAppOptions {
  /** Where the test clock starts; `testApp().clock` moves it. */
  now?: string;
  /** Overrides; a function when they depend on another fixture (read once the suite starts). */
  config?: Partial<Config> | (() => Partial<Config>);
  /** How far the database is prepared: nothing, the migrations, or the demo clinic too (default). */
  database?: 'empty' | 'migrated' | 'seeded';
}

export async function createTestApp(options: TestAppOptions = {}) {
  const clock: TestClock = testClock(options.now ?? testNow);
  const database = options.database ?? 'seeded';
  const testDb = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'clinic-test-data-'));
  const prepare = async (db: Database) => {
    if (database !== 'empty') await migrateDatabase(db);
    return database === 'seeded' ? await seedDemoClinic(db, { clock, ...testPasswords }) : undefined;
  };
  // A file database starts as a copy of one prepared once per run for this clock and depth
  // (database-templates.ts), made before the file is opened; a sqld server is prepared in place.
  const filePath = localFilePath(testDb.url);
  const fromTemplate = filePath !== undefined && database !== 'empty';
  let opened: OpenedDatabase | undefined;
  const cleanup = async () => {
    opened?.close();
    await testDb.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const templateSeed = fromTemplate ? await copyOfTemplate(filePath, `${database}-${clock.now().toISOString()}`, prepare) : undefined;
    const live = openDatabase(testDb);
    opened = live;
    const seed: SeedResult | undefined = fromTemplate ? (templateSeed ?? undefined) : await prepare(live.db);
    const config: Config = {
      ...loadConfig({ DATA_DIR: dataDir }, tmpdir()),
      databaseUrl: testDb.url,
      ...(typeof options.config === 'function' ? options.config() : options.config),
    };
    const secrets = await loadSecrets(dataDir, {}, config.adminInvitationCode);
    const deps: AppDeps = {
      db: live.db,
      clock,
      config,
      secrets,
      paymentGateway: sandboxGateway(),
      pingDatabase: async () => {
        await live.client.execute('select 1');
      },
    };
    const app = createApi(deps);
    return {
      app,
      deps,
      clock,
      db: live.db,
      client: live.client,
      seed,
      dataDir,
      cleanup,
      /** The typed client over `app.request`: `api.public.clinic.$get()`, `api.portal.me.$get(…)`. */
      api: testClient(app).api,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A fresh test app for the enclosing `describe` block, created before its tests and cleaned up
 * after; at the end, every audit row its tests wrote must be in the catalogue, with its details' shape.
 */
export function useTestApp(options?: TestAppOptions): () => TestApp {
  return useSuiteResource(
    () => createTestApp(options),
    async (testApp) => {
      try {
        await expectCataloguedAuditTrail(testApp.db);
      } finally {
        await testApp.cleanup();
      }
    },
  );
}

export interface TestSessionOptions {
  subjectType: 'staff' | 'patient';
  /** A staff user's id, or a patient account's id. */
  subjectId: string;
  secondFactorVerified?: boolean;
  expiresAt?: Date;
  lastSeenAt?: Date;
}

/** Inserts a session row as sign-in would and returns the `Cookie` header that carries it. */
export async function createTestSession(testApp: Pick<TestApp, 'deps'>, options: TestSessionOptions): Promise<string> {
  const now = testApp.deps.clock.now();
  const secret = mintToken('secret');
  await testApp.deps.db.insert(sessions).values({
    id: hashToken(secret),
    subjectType: options.subjectType,
    subjectId: options.subjectId,
    secondFactorVerified: options.secondFactorVerified ?? false,
    createdAt: now.toISOString(),
    lastSeenAt: (options.lastSeenAt ?? now).toISOString(),
    expiresAt: (options.expiresAt ?? new Date(now.getTime() + 12 * 3600_000)).toISOString(),
  });
  return sessionCookie(secret);
}

export function sessionCookie(secret: string): string {
  return `${sessionCookieName}=${secret}`;
}

/** Silences the structured logger for tests that provoke expected errors. */
export function silenceLogs(): () => void {
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  return () => {
    if (previous === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previous;
  };
}

/** Ids of the seeded demo admin and of the demo patient's portal account. */
export async function seededAccounts(testApp: Pick<TestApp, 'db'>) {
  // The demo has one account per role: the admin is the one every route admits.
  const [staff] = await testApp.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoStaff.email));
  const [account] = await testApp.db.select({ id: patientAccounts.id, patientId: patientAccounts.patientId }).from(patientAccounts);
  if (!staff || !account) throw new Error('the demo clinic was not seeded');
  return { staffId: staff.id, patientAccountId: account.id, patientId: account.patientId };
}

/** The response body parsed as JSON, typed by the caller. */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
