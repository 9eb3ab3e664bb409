import type { Client, InStatement } from '@libsql/client';

/**
 * Sends a libSQL server (sqld) this process's writes one at a time, in call order; reads
 * (statements starting with `select`) still go at once. The server takes one writer at a time and,
 * with many waiting, answers some with SQLITE_BUSY or TRANSACTION_TIMEOUT: fifty bookings racing
 * for a slot on a busy machine got errors instead of « créneau pris ». Queued here, each write
 * reaches the server alone and holds its lock for one round trip. Every batch counts as a write
 * (it is a transaction); a file database needs none of this (its busy timeout queues writers).
 */
export function oneWriterAtATime(client: Client): Client {
  let previous: Promise<unknown> = Promise.resolve();
  const queued = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(run);
    // The next write waits for this one to settle, whether it succeeded or failed.
    previous = result.catch(() => undefined);
    return result;
  };
  const batch = client.batch.bind(client);
  const execute = client.execute.bind(client);
  client.batch = ((...args: Parameters<Client['batch']>) => queued(() => batch(...args))) as Client['batch'];
  client.execute = ((...args: Parameters<Client['execute']>) =>
    isRead(args[0]) ? execute(...args) : queued(() => execute(...args))) as Client['execute'];
  return client;
}

function isRead(statement: InStatement | string): boolean {
  const sql = typeof statement === 'string' ? statement : statement.sql;
  return /^\s*select\b/i.test(sql);
}
