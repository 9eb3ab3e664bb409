// `npm run demo:code` and `demo:mail` run as the README says, on a DATA_DIR where `npm start` never
// ran: they name the folder they read and how to set DATA_DIR, and leave that folder untouched.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingClinicDatabase, notStartedMessage } from './demo-data-dir';

const api = resolve(import.meta.dirname, '../..');
const tsx = join(api, 'node_modules/.bin/tsx');

async function runScript(script: string, dataDir: string) {
  try {
    await promisify(execFile)(tsx, [script], { cwd: api, env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe('demo:code and demo:mail on a DATA_DIR that npm start did not use', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-other-data-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['demo:code', 'src/demo/demo-code.ts'],
    ['demo:mail', 'src/demo/demo-mail.ts'],
  ] as const)(
    '%s names the folder it read and says to give it the DATA_DIR of npm start, creating nothing',
    async (command, script) => {
      const { code, stderr } = await runScript(script, dataDir);
      expect(code).toBe(1);
      expect(stderr).toContain(`dossier de données ${dataDir}`);
      expect(stderr).toContain("Lancez d'abord npm start ; s'il a été lancé avec un autre DATA_DIR");
      expect(stderr).toContain(`DATA_DIR=/chemin/du/dossier npm run ${command}`);
      // No stack trace, and no key or empty database left in the wrong folder to hide the mistake.
      expect(stderr).not.toMatch(/\bat .+:\d+:\d+/);
      expect(await readdir(dataDir)).toEqual([]);
    },
    30_000,
  );

  it('demo:mail reads a folder whose database exists, and checks nothing it cannot see (a remote database)', () => {
    expect(missingClinicDatabase({ dataDir: '/x', databaseUrl: 'libsql://clinique.example.turso.io' })).toBeUndefined();
    expect(missingClinicDatabase({ dataDir: api, databaseUrl: `file:${join(api, 'package.json')}` })).toBeUndefined();
    expect(missingClinicDatabase({ dataDir: '/nulle-part', databaseUrl: 'file:/nulle-part/clinic.db' })).toBe(
      notStartedMessage('demo:mail', '/nulle-part', 'pas de base de données /nulle-part/clinic.db'),
    );
  });
});
