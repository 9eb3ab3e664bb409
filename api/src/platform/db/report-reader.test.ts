// A report read off the request thread: the same rows as on the request's own connection, and the
// thread free while the worker reads.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { openReportReader, type ReportReader } from './report-reader';

describe('the report reader', () => {
  const testApp = useTestApp();
  let reader: ReportReader | undefined;
  const opened = () => {
    reader ??= openReportReader(testApp().db, testApp().deps.config.databaseUrl);
    return reader;
  };
  afterAll(async () => {
    await reader?.close();
  });

  it('reads the rows the request’s connection reads, with their parameters', async () => {
    const query = sql`select id, first_name as firstName from patients where first_name <> ${'?'} order by id limit 5`;
    expect(await opened().all(query)).toEqual(await testApp().db.all(query));
  });

  it('says the database’s refusal', async () => {
    await expect(opened().all(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
  });

  it('leaves the request thread free while a long read runs, on a database file', async ({ skip }) => {
    if (!testApp().deps.config.databaseUrl.startsWith('file:')) skip('a libSQL server’s reads never held the thread');
    // Millions of rows counted: far longer than one turn of the event loop.
    const long = opened().all<{ rows: number }>(sql`
      with recursive counted(n) as (select 1 union all select n + 1 from counted where n < 3000000) select count(*) as rows from counted`);
    let answered = false;
    void long.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect(await long).toEqual([{ rows: 3_000_000 }]);
  });
});
