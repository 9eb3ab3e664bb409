// A schema change without its migration would pass every test on a fresh database made from the
// schema, then fail in production; compare the schema to the last migration's snapshot instead.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const metaFolder = fileURLToPath(new URL('../../../drizzle/meta/', import.meta.url));

describe('migrations', () => {
  it('are up to date with the drizzle schema (run `pnpm --filter api db:generate` after a change)', async () => {
    const snapshots = readdirSync(metaFolder)
      .filter((file) => file.endsWith('_snapshot.json'))
      .sort();
    const last = JSON.parse(readFileSync(`${metaFolder}${snapshots.at(-1)}`, 'utf8'));
    const current = await generateSQLiteDrizzleJson(schema as Record<string, unknown>, last.id);
    expect(await generateSQLiteMigration(last, current)).toEqual([]);
  });
});
