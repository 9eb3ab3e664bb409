// Encrypted backups: what the file holds (nothing readable), what a restore refuses
// (and that it then writes nothing), how many are kept, the daily job, the key, and the libSQL
// server's export.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { isNotNull } from 'drizzle-orm';
import { testClock } from 'shared-domain/platform/clinic-time';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { seedDemoClinic } from '../../demo/seed';
import { openDatabase } from '../../platform/db/client';
import { migrateDatabase } from '../../platform/db/migrate';
import { backups, patients, soapNotes } from '../../platform/db/schema';
import { loadSecrets } from '../../secrets';
import { createTestDatabase } from '../../testing/test-database';
import { silenceLogs, testNow, testPasswords, useTestApp } from '../../testing/test-app';
import { BackupRefusal, refusalMessage } from './backup-format';
import { backupJob, lastBackupAt } from './backup-job';
import { backupKeyFileName, loadBackupKey } from './backup-key';
import { databaseFigures } from './backup-test-support';
import { abandonedWorkMs, createBackup, listBackupFiles } from './create-backup';
import { RestoreRefusal, restoreBackup } from './restore-backup';

const temporaryFolders: string[] = [];
afterAll(async () => {
  for (const folder of temporaryFolders) await rm(folder, { recursive: true, force: true });
});
async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'clinique-sauvegarde-test-'));
  temporaryFolders.push(folder);
  return folder;
}

describe('an encrypted backup of the demo clinic', () => {
  const testApp = useTestApp();

  it('holds no readable personal data: no name, e-mail or note text, not even the SQLite header', async () => {
    const restoreLogs = silenceLogs();
    try {
      const written = await createBackup(testApp().deps, 'manual');
      expect(written.fileName).toMatch(/^clinique-20261118-150000\.sqlite\.enc$/);
      const bytes = await readFile(written.path);
      const { db } = testApp();
      const people = await db.select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email }).from(patients);
      const notes = await db.select({ subjective: soapNotes.subjective }).from(soapNotes).where(isNotNull(soapNotes.subjective));
      expect(people.length).toBeGreaterThan(3);
      expect(notes.length).toBeGreaterThan(0);
      const needles = [
        'SQLite format 3',
        ...people.flatMap((person) => [`${person.firstName} ${person.lastName}`, person.lastName, person.email ?? '']),
        ...notes.map((note) => note.subjective!.slice(0, 24)),
      ].filter((needle) => needle.length >= 4);
      for (const needle of needles) {
        for (const encoding of ['utf8', 'utf16le', 'latin1'] as const) {
          expect(bytes.includes(Buffer.from(needle, encoding)), `${needle} (${encoding})`).toBe(false);
        }
      }
      // Logged with its size and the file's own checksum; the key stayed in DATA_DIR, owner-only.
      expect(await db.select().from(backups)).toEqual([
        expect.objectContaining({ fileName: written.fileName, sizeBytes: bytes.length, sha256: written.sha256, trigger: 'manual' }),
      ]);
      expect((await stat(written.path)).mode & 0o777).toBe(0o600);
      expect(await lastBackupAt(db)).toBe(testNow.replace('Z', '.000Z'));
      // The clear copy made on the way is gone.
      expect(await readdir(testApp().deps.config.backupDir)).toEqual([written.fileName]);
    } finally {
      restoreLogs();
    }
  });

  describe('a restore', () => {
    const attempt = async (file: Buffer | string, key?: Uint8Array, target?: string) => {
      const folder = await temporaryFolder();
      const path = typeof file === 'string' ? file : join(folder, 'fichier.enc');
      if (typeof file !== 'string') await writeFile(path, file);
      const into = target ?? join(folder, 'restauration');
      const own = key ?? (await loadBackupKey(testApp().deps.config)).key;
      const error = await restoreBackup(path, own, into).then(
        () => undefined,
        (refusal: unknown) => refusal,
      );
      return { error, into };
    };
    const newestBackup = async () => {
      const dir = testApp().deps.config.backupDir;
      const files = await listBackupFiles(dir);
      return readFile(join(dir, files.at(-1)!));
    };

    it('refuses a wrong key, a flipped byte anywhere, a cut file and a random one, in French, writing nothing', async () => {
      const good = await newestBackup();
      const flipped = (at: number) => {
        const copy = Buffer.from(good);
        copy[at] = copy[at]! ^ 0x01;
        return copy;
      };
      const cases: [string, Buffer, Uint8Array | undefined, BackupRefusal['reason']][] = [
        ['wrong key', good, randomBytes(32), 'cannotDecrypt'],
        ['magic', flipped(0), undefined, 'notABackup'],
        ['date in the header', flipped(12), undefined, 'cannotDecrypt'],
        ['checksum in the header', flipped(40), undefined, 'cannotDecrypt'],
        ['ciphertext', flipped(Math.floor(good.length / 2)), undefined, 'cannotDecrypt'],
        ['tag', flipped(good.length - 1), undefined, 'cannotDecrypt'],
        ['cut in half', good.subarray(0, Math.floor(good.length / 2)), undefined, 'cannotDecrypt'],
        ['cut in the header', good.subarray(0, 30), undefined, 'truncated'],
        ['random bytes', randomBytes(4096), undefined, 'notABackup'],
        ['empty', Buffer.alloc(0), undefined, 'notABackup'],
      ];
      for (const [what, file, key, reason] of cases) {
        const { error, into } = await attempt(file, key);
        expect(error, what).toBeInstanceOf(BackupRefusal);
        expect((error as BackupRefusal).reason, what).toBe(reason);
        expect(refusalMessage(error as BackupRefusal), what).toMatch(/Rien n’a été restauré\.$/);
        expect(existsSync(into), what).toBe(false);
      }
      // The good file, for contrast, restores.
      const { error, into } = await attempt(good);
      expect(error).toBeUndefined();
      expect((await readdir(into)).sort()).toEqual(['clinic.db', 'secrets.json']);
    });

    it('refuses a folder that is not empty (and leaves what it holds alone), and a file that is not there', async () => {
      const folder = await temporaryFolder();
      const target = join(folder, 'donnees');
      await mkdir(target);
      await writeFile(join(target, 'clinic.db'), 'la base de quelqu’un');
      const { error } = await attempt(await newestBackup(), undefined, target);
      expect(error).toEqual(new RestoreRefusal('targetNotEmpty'));
      expect(await readdir(target)).toEqual(['clinic.db']);
      expect(await readFile(join(target, 'clinic.db'), 'utf8')).toBe('la base de quelqu’un');
      expect(backupMessages.targetNotEmpty(target)).toContain('n’est pas vide');

      const missing = await attempt(join(folder, 'absente.enc'));
      expect(missing.error).toEqual(new RestoreRefusal('notFound'));
      expect(existsSync(missing.into)).toBe(false);
    });

    it('restores the keys the data was sealed with, so the copy reads its TOTP secrets and kept e-mails', async () => {
      const { error, into } = await attempt(await newestBackup());
      expect(error).toBeUndefined();
      const restoredSecrets = await loadSecrets(into, {});
      const { secrets } = testApp().deps;
      expect(Buffer.from(restoredSecrets.encryptionKey).equals(Buffer.from(secrets.encryptionKey))).toBe(true);
      expect(Buffer.from(restoredSecrets.signingKey).equals(Buffer.from(secrets.signingKey))).toBe(true);
      expect(restoredSecrets.adminInvitationCode).toBe(secrets.adminInvitationCode);
      expect((await stat(join(into, 'secrets.json'))).mode & 0o777).toBe(0o600);
    });
  });
});

describe('the backups kept and the daily job', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('keeps the newest BACKUP_KEEP (30): the 31st deletes the oldest', async () => {
    const restoreLogs = silenceLogs();
    try {
      const { deps, clock } = testApp();
      const names: string[] = [];
      for (let day = 0; day < 31; day += 1) {
        const written = await createBackup(deps, 'scheduled');
        names.push(written.fileName);
        expect(written.deleted).toEqual(day === 30 ? [names[0]] : []);
        clock.advance({ days: 1 });
      }
      expect(await listBackupFiles(deps.config.backupDir)).toEqual(names.slice(1));
      // Two in the same second get two names, the second ranked newer.
      const first = await createBackup(deps, 'manual');
      const second = await createBackup(deps, 'manual');
      expect(second.fileName).toBe(first.fileName.replace('.sqlite.enc', '-2.sqlite.enc'));
      expect((await listBackupFiles(deps.config.backupDir)).slice(-2)).toEqual([first.fileName, second.fileName]);
      expect(second.deleted).toHaveLength(1);
    } finally {
      restoreLogs();
    }
  });

  it('deletes the clear copy a process killed mid-backup left behind, not one still being written', async () => {
    const { deps } = testApp();
    const abandoned = join(deps.config.backupDir, '.en-cours-abandon');
    const current = join(deps.config.backupDir, '.en-cours-actuel');
    for (const folder of [abandoned, current]) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'copie.db'), 'SQLite format 3');
    }
    const old = new Date(Date.now() - abandonedWorkMs - 60_000);
    await utimes(abandoned, old, old);
    const restoreLogs = silenceLogs();
    try {
      await createBackup(deps, 'manual');
    } finally {
      restoreLogs();
    }
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(current)).toBe(true);
    await rm(current, { recursive: true });
  });

  it('backs up when the last backup is 23 hours old or more, and not again before', async () => {
    const { deps, clock, db } = testApp();
    const count = () => db.$count(backups);
    const before = await count();
    clock.advance({ hours: 22 });
    expect(await backupJob.run(deps)).toEqual({ written: 0 });
    expect(await count()).toBe(before);
    clock.advance({ hours: 1 });
    expect(await backupJob.run(deps)).toMatchObject({ written: 1 });
    expect(await count()).toBe(before + 1);
    expect(await backupJob.run(deps)).toEqual({ written: 0 });
    expect(await lastBackupAt(db)).toBe(clock.now().toISOString());
  });
});

describe('the backup key', () => {
  it('is made once into DATA_DIR/backup.key (owner-only), with one warning that never shows the key', async () => {
    const dataDir = await temporaryFolder();
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const config = loadConfig({ DATA_DIR: dataDir }, dataDir);
      const first = await loadBackupKey(config);
      const second = await loadBackupKey(config);
      expect(Buffer.from(second.key).equals(Buffer.from(first.key))).toBe(true);
      expect(first.source).toBe(join(dataDir, backupKeyFileName));
      expect((await stat(first.source)).mode & 0o777).toBe(0o600);
      // Where the key is and what to do with it, once, in the log.
      const warnings = written.filter((line) => line.includes(backupMessages.keyGenerated(first.source)));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(join(dataDir, backupKeyFileName));
      expect(written.join('')).not.toContain(Buffer.from(first.key).toString('base64'));
      // BACKUP_KEY wins over the file.
      const configured = Buffer.alloc(32, 9);
      const fromEnvironment = await loadBackupKey(loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: configured.toString('base64') }, dataDir));
      expect(Buffer.from(fromEnvironment.key).equals(configured)).toBe(true);
      expect(fromEnvironment.source).toBe(backupMessages.keyFromEnvironment);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a backup of a libSQL server (sqld)', () => {
  it('is a logical copy read in one snapshot that restores to the same schema, row counts and notes', async () => {
    const restoreLogs = silenceLogs();
    const server = await createTestDatabase('sqld');
    const opened = openDatabase(server);
    try {
      const clock = testClock(testNow);
      await migrateDatabase(opened.db);
      await seedDemoClinic(opened.db, { clock, ...testPasswords });
      const dataDir = await temporaryFolder();
      const config = { ...loadConfig({ DATA_DIR: dataDir }, dataDir), databaseUrl: server.url };
      const secrets = await loadSecrets(dataDir, {});
      const written = await createBackup({ db: opened.db, clock, config, secrets }, 'manual');
      const source = await databaseFigures(opened.client);
      expect(source.soapNotes).toBeGreaterThan(0);
      expect(source.schema.filter((entry) => entry.startsWith('trigger '))).not.toHaveLength(0);

      const into = join(dataDir, 'restauration');
      const restored = await restoreBackup(written.path, (await loadBackupKey(config)).key, into);
      const copy = createClient({ url: `file:${restored.databasePath}` });
      try {
        // The backup's own row is written after the copy: the source has one more.
        expect(await databaseFigures(copy)).toEqual({
          ...source,
          rowCounts: { ...source.rowCounts, backups: source.rowCounts.backups! - 1 },
        });
        // The triggers came back after the rows: a signed note still cannot be changed.
        const signed = await copy.execute("select id from soap_notes where status = 'signed' limit 1");
        expect(signed.rows).toHaveLength(1);
        await expect(
          copy.execute({ sql: "update soap_notes set plan = 'changé' where id = ?", args: [String(signed.rows[0]?.id)] }),
        ).rejects.toThrow();
      } finally {
        copy.close();
      }
    } finally {
      opened.close();
      await server.cleanup();
      restoreLogs();
    }
  }, 120_000);
});
