// `INSERT … SELECT <values> WHERE <condition>`: a row written only if a condition holds when the
// statement runs. One statement is atomic in SQLite and sqld alike, so a condition on other rows
// (the slot is still free, the appointment was just written) cannot be overtaken by another
// request between the check and the write, without holding an interactive transaction open.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

export function insertWhere<Table extends SQLiteTable>(table: Table, row: Table['$inferInsert'], condition: SQL | undefined): SQL {
  const columns = getTableColumns(table) as Record<string, Table['_']['columns'][string]>;
  const entries = Object.entries(row as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return sql.identifier(column.name);
  });
  // Each value goes through its column's encoder (booleans, JSON) as `.values()` would do it.
  const values = entries.map(([key, value]) => sql.param(value, columns[key]));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} where ${condition ?? sql`true`}`;
}
