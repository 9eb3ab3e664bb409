// The worker thread of report-reader.ts: its own connection to the database file, which answers
// each statement posted to it with its rows (by column name) or its error's message.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';

const client = createClient({ url: workerData.url });

parentPort?.on('message', async ({ id, sql, args }) => {
  try {
    const result = await client.execute({ sql, args });
    const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index]])));
    parentPort?.postMessage({ id, rows });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
