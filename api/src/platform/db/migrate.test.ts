import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { appointments } from './schema';
import { timestamps } from './timestamps';

// Each migration is recorded once, however many the folder holds.
const journal = JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableName(table))
  .sort();

describe('migrations', () => {
  const testApp = useTestApp({ database: 'empty' });

  async function tableNames(): Promise<string[]> {
    const result = await testApp().client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    return result.rows.map((row) => String(row.name));
  }

  it('create every table of the schema', async () => {
    await migrateDatabase(testApp().db);
    expect(schemaTables.length).toBeGreaterThanOrEqual(28);
    expect(await tableNames()).toEqual(expect.arrayContaining(schemaTables));
  });

  it('can run again without changing anything', async () => {
    const before = await tableNames();
    await migrateDatabase(testApp().db);
    expect(await tableNames()).toEqual(before);
    const applied = await testApp().client.execute('SELECT COUNT(*) AS n FROM __drizzle_migrations');
    expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length);
  });

  it('leave foreign keys enforced on every connection', async () => {
    // Several at once so a pooled client has to use more than one connection.
    const attempts = Array.from({ length: 4 }, () =>
      testApp()
        .db.insert(appointments)
        .values({
          patientId: randomUUID(),
          name: 'Inconnu',
          email: 'inconnu@courriel.example',
          phone: '514 555-0100',
          ...timestamps(testApp().clock),
        }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await testApp().db.$count(appointments)).toBe(0);
  });
});
