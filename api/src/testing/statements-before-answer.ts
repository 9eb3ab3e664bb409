// What a request asks the database before its answer is in hand: an answer that must
// not tell a patient or a staff member from a stranger does the same statements either way. The work
// behind the answer (`afterAnswer`) is awaited before returning, so it never runs into the next count.
import type { Client } from '@libsql/client';
import { vi } from 'vitest';
import { afterAnswersSettled } from '../platform/http/after-answer';

export async function statementsBeforeAnswer(
  client: Client,
  request: () => Response | Promise<Response>,
): Promise<{ statements: string[]; response: Response }> {
  const statements: string[] = [];
  const original = client.execute.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const execute = vi.spyOn(client, 'execute').mockImplementation(((...args: unknown[]) => {
    const [statement] = args;
    statements.push(typeof statement === 'string' ? statement : (statement as { sql: string }).sql);
    return original(...args);
  }) as typeof client.execute);
  let response: Response;
  try {
    response = await request();
  } finally {
    execute.mockRestore();
  }
  await afterAnswersSettled();
  return { statements, response };
}
