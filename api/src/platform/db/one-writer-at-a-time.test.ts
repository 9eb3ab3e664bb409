import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { openDatabase } from './client';
import { oneWriterAtATime } from './one-writer-at-a-time';

describe('oneWriterAtATime', () => {
  function fakeClient() {
    let running = 0;
    const seen = { most: 0, order: [] as string[] };
    const run = async (sql: string) => {
      running += 1;
      seen.most = Math.max(seen.most, running);
      // Holds the operation open past a turn of the event loop, so that overlapping ones show in
      // `running`; its length does not matter: every call here starts before any timer can fire.
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      seen.order.push(sql);
      if (sql.includes('refusée')) throw new Error('refusée');
      return { rows: [] };
    };
    const fake = {
      batch: async (statements: string[]) => run(statements.join('; ')),
      execute: async (statement: string | { sql: string }) => run(typeof statement === 'string' ? statement : statement.sql),
    } as unknown as Client;
    return { client: oneWriterAtATime(fake), seen };
  }

  it('runs writes (batches and statements) one after the other, in call order; a failure does not stop the next', async () => {
    const { client, seen } = fakeClient();
    const settled = await Promise.allSettled([
      client.batch(['insert 1']),
      client.execute('update 2'),
      client.execute({ sql: 'with x as (select 1) insert refusée', args: [] }),
      client.batch(['delete 4', 'insert 4']),
      client.execute('insert 5'),
    ]);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['insert 1', 'update 2', 'with x as (select 1) insert refusée', 'delete 4; insert 4', 'insert 5']);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });

  it('lets reads through at once, beside a write', async () => {
    const { client, seen } = fakeClient();
    await Promise.all([client.execute('insert 1'), client.execute('select 1'), client.execute({ sql: '  SELECT 2', args: [] })]);
    expect(seen.most).toBe(3);
  });
});

describe('a libSQL server opened by openDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqld');
  });
  afterAll(() => database.cleanup());

  it('takes 200 racing conditional inserts for one key: one row, every batch answered', async () => {
    const { client, close } = openDatabase({ url: database.url });
    try {
      await client.execute('create table slot (key text primary key, holder integer not null)');
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, holder) =>
          client.batch([
            {
              sql: 'insert into slot (key, holder) select ?, ? where not exists (select 1 from slot where key = ?)',
              args: ['15:00', holder, '15:00'],
            },
          ]),
        ),
      );
      expect(results.filter(([inserted]) => inserted?.rowsAffected === 1)).toHaveLength(1);
      expect((await client.execute('select count(*) as n from slot')).rows[0]?.n).toBe(1);
    } finally {
      close();
    }
  });
});
