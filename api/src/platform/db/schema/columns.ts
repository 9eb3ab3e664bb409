// Column helpers shared by every table, so ids and instants are made one way only (tokens: ../../tokens).
import { randomUUID } from 'node:crypto';
import { integer, text } from 'drizzle-orm/sqlite-core';

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

// No default from the machine's clock: every insert spreads `timestamps(deps.clock)` (see
// ../timestamps.ts), so tests pin these instants and the type checker catches a forgotten one.
// Updates set `updatedAt` from the same clock.
export const createdAt = () => text('created_at').notNull();

export const updatedAt = () => text('updated_at').notNull();

/** Integer cents (CAD): floats cannot hold money exactly. */
export const cents = (name: string) => integer(name).notNull();

export const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull();
