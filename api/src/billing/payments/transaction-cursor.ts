// Where a page of the transactions table ends, as an opaque token the page sends back for the next
// one. Keyset paging (creation instant, then id, both descending): a payment made while the
// patient reads does not shift the pages under them as an offset would.
import { z } from 'zod';

export interface TransactionCursor {
  /** ISO instant of the last transaction shown. */
  createdAt: string;
  id: string;
}

const separator = '|';

export const transactionCursorMessage = 'Page de transactions invalide.';

export function encodeTransactionCursor(cursor: TransactionCursor): string {
  return Buffer.from(`${cursor.createdAt}${separator}${cursor.id}`, 'utf8').toString('base64url');
}

const cursorParts = z.object({
  createdAt: z.iso.datetime(),
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

/** The cursor a token stands for; undefined for anything this API did not issue. */
export function decodeTransactionCursor(token: string): TransactionCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return undefined;
  const text = Buffer.from(token, 'base64url').toString('utf8');
  // Only the canonical spelling: a token is either one we made or garbage.
  if (Buffer.from(text, 'utf8').toString('base64url') !== token) return undefined;
  const parts = text.split(separator);
  if (parts.length !== 2) return undefined;
  const parsed = cursorParts.safeParse({ createdAt: parts[0], id: parts[1] });
  return parsed.success ? parsed.data : undefined;
}

/** `GET /transactions?before=<token>`: no token for the first page. */
export const transactionPageQuerySchema = z.object({
  before: z
    .string({ error: transactionCursorMessage })
    .optional()
    .transform((token, context) => {
      if (token === undefined) return undefined;
      const cursor = decodeTransactionCursor(token);
      if (!cursor) {
        context.addIssue({ code: 'custom', message: transactionCursorMessage });
        return z.NEVER;
      }
      return cursor;
    }),
});
