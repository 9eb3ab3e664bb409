// Reads a report's rows off the request thread. A local database file is read by a driver that runs
// each statement on the calling thread, so a report's long statement held every other request —
// `/api/health`, the public site, booking — for as long as it ran. Here such reads go to a
// connection of their own in a worker thread (WAL lets it read beside the writers); a libSQL
// server's reads already leave the thread, and are read as they are.
import { Worker } from 'node:worker_threads';
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';
import { localFilePath } from './client';

export interface ReportReader {
  /** The rows of `query`, by column name. */
  all<Row>(query: SQL): Promise<Row[]>;
  close(): Promise<void>;
}

const dialect = new SQLiteAsyncDialect();

/** A reader of `db` (whose URL is `url`): in a worker thread for a local file, on `db` itself otherwise. */
export function openReportReader(db: Database, url: string): ReportReader {
  if (localFilePath(url) === undefined) return { all: (query) => db.all(query), close: async () => undefined };
  const worker = new Worker(new URL('./report-reader-worker.mjs', import.meta.url), { workerData: { url } });
  // Between reports the worker waits without keeping the process alive.
  worker.unref();
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let next = 0;
  worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (error !== undefined) waiting?.reject(new Error(error));
    else waiting?.resolve(rows ?? []);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return {
    all<Row>(query: SQL) {
      const { sql, params } = dialect.sqlToQuery(query);
      const id = next++;
      // Held while a read is out: its answer must come back.
      worker.ref();
      return new Promise<Row[]>((resolve, reject) => {
        pending.set(id, { resolve: (rows) => resolve(rows as Row[]), reject });
        worker.postMessage({ id, sql, args: params });
      });
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
