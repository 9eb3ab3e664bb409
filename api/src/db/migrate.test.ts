import { randomUUID } from 'node:crypto';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openDatabase, type OpenedDatabase } from './client';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { appointments } from './schema';

const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableName(table))
  .sort();

describe('migrations', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    opened = openDatabase(testDb);
  });

  afterAll(async () => {
    opened?.close();
    await testDb?.cleanup();
  });

  async function tableNames(): Promise<string[]> {
    const result = await opened.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    return result.rows.map((row) => String(row.name));
  }

  it('create every table of the schema', async () => {
    await migrateDatabase(opened.db);
    expect(schemaTables.length).toBeGreaterThanOrEqual(28);
    expect(await tableNames()).toEqual(expect.arrayContaining(schemaTables));
  });

  it('can run again without changing anything', async () => {
    const before = await tableNames();
    await migrateDatabase(opened.db);
    expect(await tableNames()).toEqual(before);
    const applied = await opened.client.execute('SELECT COUNT(*) AS n FROM __drizzle_migrations');
    expect(Number(applied.rows[0]?.n)).toBe(1);
  });

  it('leave foreign keys enforced on every connection', async () => {
    // Several at once so a pooled client has to use more than one connection.
    const attempts = Array.from({ length: 4 }, () =>
      opened.db.insert(appointments).values({
        patientId: randomUUID(),
        name: 'Inconnu',
        email: 'inconnu@courriel.example',
        phone: '514 555-0100',
      }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await opened.db.$count(appointments)).toBe(0);
  });
});
