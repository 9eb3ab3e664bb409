// What the backup tests compare between a database and its restored copy: every table's row count,
// and a SHA-256 of the clinical notes (`soap_notes`, every column, rows in id order).
import { createHash } from 'node:crypto';
import type { Client } from '@libsql/client';

export interface DatabaseFigures {
  /** Every table, index, view and trigger, as « type name ». */
  schema: string[];
  rowCounts: Record<string, number>;
  soapNotesSha256: string;
  soapNotes: number;
}

export async function databaseFigures(client: Client): Promise<DatabaseFigures> {
  const entries = await client.execute(
    "select type, name from sqlite_master where name not like 'sqlite_%' and name not like 'libsql_%' and name not like '_litestream%' order by type, name",
  );
  const schema = entries.rows.map((row) => `${String(row.type)} ${String(row.name)}`);
  const tables = await client.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'libsql_%' and name not like '_litestream%' order by name",
  );
  const rowCounts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    const counted = await client.execute(`select count(*) as n from "${name.replaceAll('"', '""')}"`);
    rowCounts[name] = Number(counted.rows[0]?.n);
  }
  const notes = await client.execute('select * from soap_notes order by id');
  const hash = createHash('sha256');
  for (const row of notes.rows)
    hash.update(
      JSON.stringify(
        notes.columns.map((_, index) => row[index] ?? null),
        bigintAsText,
      ),
    );
  return { schema, rowCounts, soapNotesSha256: hash.digest('hex'), soapNotes: notes.rows.length };
}

const bigintAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
