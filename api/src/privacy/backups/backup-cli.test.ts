// `npm run backup` and `npm run restore` as a person runs them: the real commands in their own
// processes, on the test's database and data folder. The backup prints its file, size and
// checksum; the restore writes a fresh folder, and refuses in French with a non-zero exit (writing
// nothing) a folder that is not empty, a wrong key, or no file at all.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';
import { afterAll, describe, expect, it } from 'vitest';
import { backups } from '../../platform/db/schema';
import { useTestApp } from '../../testing/test-app';

const apiDir = fileURLToPath(new URL('../../../', import.meta.url));
const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function run(name: string, args: string[], env: Record<string, string>, cwd = apiDir): Promise<Outcome> {
  const { BACKUP_KEY: _key, BACKUP_DIR: _dir, DATABASE_URL: _url, ...environment } = process.env;
  return new Promise((resolve) => {
    // The launcher `npm run` uses (the root's scripts), from whatever folder the person is in.
    execFile(
      join(apiDir, 'node_modules/.bin/tsx'),
      [script(name), ...args],
      // INIT_CWD: the folder `npm run` was typed in, as npm sets it.
      { cwd, env: { ...environment, INIT_CWD: cwd, LOG_LEVEL: 'error', ...env }, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run backup, npm run restore', () => {
  const testApp = useTestApp({ database: 'migrated' });
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('backs up, restores into a fresh folder, and refuses what it cannot verify or would overwrite', async () => {
    const { dataDir, deps, db } = testApp();
    const env = { DATA_DIR: dataDir, DATABASE_URL: deps.config.databaseUrl };
    const backedUp = await run('backup-cli.ts', [], env);
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0 });
    const [row] = await db.select().from(backups);
    const file = join(dataDir, 'backups', row!.fileName);
    expect(row).toMatchObject({ trigger: 'manual' });
    expect(backedUp.stdout).toContain(backupMessages.written(file));
    expect(backedUp.stdout).toContain(backupMessages.checksum(row!.sha256));
    expect(backedUp.stdout).toMatch(/Taille : [\d\s]+ octets \([\d\s,]+ [KM]o\)/);
    expect(backedUp.stdout).toContain(join(dataDir, 'backup.key'));

    const work = await mkdtemp(join(tmpdir(), 'clinique-commande-'));
    folders.push(work);
    const target = join(work, 'copie');
    const restored = await run('restore-cli.ts', [file, '--data-dir', target], env, work);
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain(backupMessages.restored(target));
    expect(restored.stdout).toContain(backupMessages.restoredNext(target));
    expect((await readdir(target)).sort()).toEqual(['clinic.db', 'secrets.json']);

    // Without --data-dir: a new folder named after the day, in the current folder.
    const byDefault = await run('restore-cli.ts', [file], env, work);
    expect(byDefault, byDefault.stderr).toMatchObject({ code: 0 });
    expect((await readdir(work)).filter((name) => name.startsWith('data-restored-'))).toHaveLength(1);

    // `npm run restore FILE --key-file KEY` without `--`: npm keeps the option (npm_config_key_file),
    // and its value comes as a second argument.
    const typedElsewhere = join(work, 'ailleurs');
    await mkdir(typedElsewhere);
    const viaNpm = await run(
      'restore-cli.ts',
      [file, join(dataDir, 'backup.key')],
      { DATA_DIR: work, npm_config_key_file: 'true' },
      typedElsewhere,
    );
    expect(viaNpm, viaNpm.stderr).toMatchObject({ code: 0 });
    expect((await readdir(typedElsewhere)).filter((name) => name.startsWith('data-restored-'))).toHaveLength(1);

    const again = await run('restore-cli.ts', [file, '--data-dir', target], env, work);
    expect(again.code).not.toBe(0);
    expect(again.stderr.trim()).toBe(backupMessages.targetNotEmpty(target));

    const elsewhere = join(work, 'autre');
    const wrongKey = await run(
      'restore-cli.ts',
      [file, '--data-dir', elsewhere],
      { ...env, BACKUP_KEY: randomBytes(32).toString('base64') },
      work,
    );
    expect(wrongKey.code).not.toBe(0);
    expect(wrongKey.stderr.trim()).toBe(backupMessages.cannotDecrypt);
    expect(existsSync(elsewhere)).toBe(false);

    const noKey = await run('restore-cli.ts', [file, '--data-dir', elsewhere], { DATA_DIR: work }, work);
    expect(noKey.code).not.toBe(0);
    expect(noKey.stderr.trim()).toBe(backupMessages.keyMissing(join(work, 'backup.key')));

    // No database yet (the clinic never started here): nothing is made, nothing written.
    const empty = join(work, 'jamais-demarree');
    const nothing = await run('backup-cli.ts', [], { DATA_DIR: empty });
    expect(nothing.code).not.toBe(0);
    expect(nothing.stderr.trim()).toBe(backupMessages.failed(backupMessages.noDatabase(join(empty, 'clinic.db'))));
    expect(existsSync(empty)).toBe(false);

    const usage = await run('restore-cli.ts', [], env, work);
    expect(usage.code).not.toBe(0);
    expect(usage.stderr.trim()).toBe(backupMessages.restoreUsage);
    expect(existsSync(elsewhere)).toBe(false);
  }, 240_000);
});
