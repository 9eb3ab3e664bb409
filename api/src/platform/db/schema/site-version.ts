// One counter that SQLite triggers bump whenever a table feeding the public site changes
// (migration 0001 creates them), so every API instance can check a cached home page or clinic
// profile with one small read instead of keeping state the others cannot see.
import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable } from 'drizzle-orm/sqlite-core';

export const siteVersion = sqliteTable(
  'site_version',
  {
    // A fixed key keeps this a single-row table, created by the migration.
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('site_version_single_row', sql`${t.id} = 1`)],
);
