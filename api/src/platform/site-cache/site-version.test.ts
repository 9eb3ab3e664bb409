import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { readSiteVersion } from './site-version';
import { siteVersionSources } from './site-version-sources';

describe('the site version', () => {
  const testApp = useTestApp();

  it.each(siteVersionSources)('is bumped by every insert, update and delete on %s', async (table) => {
    const { db, client } = testApp();
    const triggers = await client.execute({
      sql: "select name from sqlite_master where type = 'trigger' and tbl_name = ?",
      args: [table],
    });
    expect(triggers.rows.map((row) => row.name).sort()).toEqual(
      ['delete', 'insert', 'update'].map((operation) => `site_version_after_${table}_${operation}`),
    );
    // A table the test clinic leaves empty gets a row first: its insert must bump the counter too.
    const emptyTableRows: Partial<Record<(typeof siteVersionSources)[number], string>> = {
      booking_hour_breaks: "insert into booking_hour_breaks (id, weekday, start_time, end_time) values ('pause-test', 1, '12:00', '13:00')",
    };
    const firstRow = emptyTableRows[table];
    if (firstRow) {
      const beforeInsert = await readSiteVersion(db);
      await db.run(sql.raw(firstRow));
      expect(await readSiteVersion(db)).toBe((beforeInsert ?? 0) + 1);
    }
    // A no-op update still fires the trigger: proof enough that writes reach the counter.
    const before = await readSiteVersion(db);
    await db.run(sql.raw(`update ${table} set rowid = rowid where rowid = (select min(rowid) from ${table})`));
    expect(await readSiteVersion(db)).toBe((before ?? 0) + 1);
  });

  it('is not bumped by writes elsewhere (sessions, rate limits, the outbox)', async () => {
    const { db } = testApp();
    const before = await readSiteVersion(db);
    await db.run(
      sql`insert into rate_limit_buckets (key, count, window_started_at) values ('site-version-test', 1, '2026-11-18T15:00:00Z')`,
    );
    expect(await readSiteVersion(db)).toBe(before);
  });
});
