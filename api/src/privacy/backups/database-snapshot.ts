// An online, consistent copy of the clinic's database in a local SQLite file, taken while the
// clinic works. A file database: SQLite's `VACUUM INTO`, which reads one snapshot (WAL lets the
// writers go on). A libSQL server: a logical export read inside one read transaction — the schema
// from `sqlite_master` and every table's rows — written into a fresh SQLite file, tables and rows
// first, then the indexes, views and triggers (a trigger created before the rows would fire on them).
import { createClient, type InValue, type Transaction } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { type Database, localFilePath } from '../../platform/db/client';

export interface SnapshotSource {
  db: Database;
  url: string;
  authToken?: string | undefined;
}

/** Writes the copy to `target` (a path that does not exist yet). */
export async function snapshotDatabase(source: SnapshotSource, target: string): Promise<void> {
  if (localFilePath(source.url) !== undefined) {
    await source.db.run(sql`VACUUM INTO ${target}`);
    return;
  }
  await exportServerDatabase(source, target);
}

interface SchemaEntry {
  type: string;
  name: string;
  sql: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables SQLite or libSQL keep for themselves: made again by the engine, never copied as such. */
const internal = (name: string) => name.startsWith('sqlite_') || name.startsWith('libsql_') || name.startsWith('_litestream');

async function exportServerDatabase(source: SnapshotSource, target: string): Promise<void> {
  // A connection of its own: integers as bigint (no id or amount rounded through a double), and
  // no queue of the app's writers in front of a long read.
  const remote = createClient({ url: source.url, intMode: 'bigint', ...(source.authToken ? { authToken: source.authToken } : {}) });
  let schema: SchemaEntry[];
  const tables: { name: string; columns: string[]; rows: InValue[][] }[] = [];
  let sequences: InValue[][] = [];
  try {
    const snapshot = await remote.transaction('read');
    try {
      schema = (await snapshot.execute('select type, name, sql from sqlite_master where sql is not null order by rowid')).rows.map(
        (row) => ({ type: String(row.type), name: String(row.name), sql: String(row.sql) }),
      );
      for (const entry of schema) {
        if (entry.type !== 'table' || internal(entry.name)) continue;
        tables.push({ name: entry.name, ...(await tableRows(snapshot, entry.name)) });
      }
      if (schema.some((entry) => entry.name === 'sqlite_sequence')) {
        sequences = (await tableRows(snapshot, 'sqlite_sequence')).rows;
      }
    } finally {
      snapshot.close();
    }
  } finally {
    remote.close();
  }

  const local = createClient({ url: `file:${target}`, intMode: 'bigint' });
  try {
    const creates = schema.filter((entry) => entry.type === 'table' && !internal(entry.name)).map((entry) => entry.sql);
    const inserts = tables.flatMap((table) =>
      table.rows.map((args) => ({
        sql: `insert into ${quote(table.name)} (${table.columns.map(quote).join(', ')}) values (${table.columns.map(() => '?').join(', ')})`,
        args,
      })),
    );
    const sequenceRows = sequences.map((args) => ({ sql: 'insert into sqlite_sequence (name, seq) values (?, ?)', args }));
    const rest = ['index', 'view', 'trigger'].flatMap((type) =>
      schema.filter((entry) => entry.type === type && !internal(entry.name)).map((entry) => entry.sql),
    );
    await local.batch(
      [
        // Rows go in table order, not in the order their references need: checked once, at commit.
        'PRAGMA defer_foreign_keys = ON',
        ...creates,
        ...inserts,
        ...(sequenceRows.length > 0 ? ['delete from sqlite_sequence', ...sequenceRows] : []),
        ...rest,
      ],
      'write',
    );
  } finally {
    local.close();
  }
}

async function tableRows(snapshot: Transaction, table: string): Promise<{ columns: string[]; rows: InValue[][] }> {
  const result = await snapshot.execute(`select * from ${quote(table)}`);
  return {
    columns: result.columns,
    rows: result.rows.map((row) => result.columns.map((_, index) => row[index] as InValue)),
  };
}
