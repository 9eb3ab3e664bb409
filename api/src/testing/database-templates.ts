// Migrating and seeding the demo clinic costs seconds, and nearly every test file starts from the
// same database. So the first file that needs a starting point (how far prepared, the clock's
// start) builds it once into a folder shared by the whole run (templates-setup.ts); every test
// database after it is a plain copy of that file: the same real SQLite database, not a stand-in.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of prepared database files (templates-setup.ts). */
    databaseTemplates: string;
  }
}

/**
 * Fills the database file at `target` with a copy of the template named `key`, built by `prepare`
 * on an empty database the first time; returns what `prepare` returned then (kept as JSON).
 */
export async function copyOfTemplate<T>(target: string, key: string, prepare: (db: Database) => Promise<T>): Promise<T> {
  const folder = inject('databaseTemplates');
  const name = key.replace(/[^\w.-]/g, '_');
  const file = join(folder, `${name}.db`);
  const result = join(folder, `${name}.json`);
  if (!existsSync(file)) await build(file, result, prepare);
  await copyFile(file, target);
  return JSON.parse(await readFile(result, 'utf8')) as T;
}

// Two workers may build the same template at once: each writes its own files and renames them
// into place (the result first), so a reader never sees a half-written template.
async function build<T>(file: string, result: string, prepare: (db: Database) => Promise<T>): Promise<void> {
  const scratch = `${file}.${randomUUID()}`;
  const opened = openDatabase({ url: `file:${scratch}` });
  try {
    const value = await prepare(opened.db);
    // One self-contained file (no WAL beside it), safe to copy.
    await opened.client.execute({ sql: 'VACUUM INTO ?', args: [`${scratch}.db`] });
    const resultScratch = `${scratch}.json`;
    await writeFile(resultScratch, JSON.stringify(value ?? null));
    await rename(resultScratch, result);
    await rename(`${scratch}.db`, file);
  } finally {
    opened.close();
    await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${scratch}${suffix}`, { force: true })));
  }
}
