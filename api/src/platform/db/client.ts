import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { oneWriterAtATime } from './one-writer-at-a-time';
import * as schema from './schema';

export type Database = LibSQLDatabase<typeof schema>;

export interface OpenedDatabase {
  db: Database;
  client: Client;
  close(): void;
}

// How long a file connection waits for another writer (another pooled connection or process)
// before failing with SQLITE_BUSY.
const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens a `file:` database (created with its folder if missing) or a libSQL server
 * (`libsql:`, `ws:`, `wss:`, `http:`, `https:`). Interactive transactions need a file or ws(s) URL.
 */
export function openDatabase(options: { url: string; authToken?: string }): OpenedDatabase {
  const filePath = localFilePath(options.url);
  if (filePath !== undefined) mkdirSync(dirname(filePath), { recursive: true });

  const opened = createClient({
    url: options.url,
    ...(options.authToken !== undefined && { authToken: options.authToken }),
    // `timeout` is applied to every connection of the client's pool; a PRAGMA busy_timeout would
    // reach only one of them. Foreign keys need no PRAGMA for the same reason: libsql turns them
    // on for each connection it opens (local files and sqld alike), as the tests check.
    ...(filePath !== undefined && { timeout: BUSY_TIMEOUT_MS }),
  });

  // A file's writers wait for each other with the busy timeout; a server's are queued here.
  const client = filePath === undefined ? oneWriterAtATime(opened) : opened;

  if (filePath !== undefined) {
    // WAL is a property of the file, so one connection setting it is enough. The client runs
    // calls in order, so this precedes any query of the caller. Failure (the file held open by a
    // process in another mode) only costs concurrency, never correctness, so it is not fatal.
    client.execute('PRAGMA journal_mode = WAL').catch(() => undefined);
  }

  return { db: drizzle(client, { schema }), client, close: () => client.close() };
}

/** The path of an on-disk `file:` URL, or undefined for in-memory and remote databases. */
export function localFilePath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  let path = url.slice('file:'.length).replace(/[?#].*$/, '');
  // file:///abs and file://localhost/abs carry an (empty or local) authority before the path.
  if (path.startsWith('//')) {
    const slash = path.indexOf('/', 2);
    path = slash === -1 ? '' : path.slice(slash);
  }
  path = decodeURIComponent(path);
  return path === '' || path.startsWith(':memory:') ? undefined : path;
}
