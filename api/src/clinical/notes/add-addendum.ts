// An addendum to a signed note: a dated correction, annotation or 'entered in error'
// mark by the signed-in staff member, kept beside the note and never changed. The insert itself
// requires the note to be signed (one statement), so a draft never gets one.
import { and, eq, sql } from 'drizzle-orm';
import { type addendumSchema, noteMessages } from 'shared-domain/clinical/clinical-note';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { soapNoteAddenda, soapNotes } from '../../platform/db/schema';
import { noteLocked, noteNotFound } from './note-refusals';

type Addendum = z.output<typeof addendumSchema>;

export async function addAddendum(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, noteId: string, addendum: Addendum): Promise<void> {
  const id = crypto.randomUUID();
  const createdAt = deps.clock.now().toISOString();
  const inserted = await deps.db
    .insert(soapNoteAddenda)
    .select(
      deps.db
        .select({
          id: sql<string>`${id}`.as('id'),
          noteId: soapNotes.id,
          kind: sql<Addendum['kind']>`${addendum.kind}`.as('kind'),
          reason: sql<string | null>`${addendum.reason}`.as('reason'),
          // The column wants text; 'entered in error' may have none (read back as null).
          text: sql<string>`${addendum.text ?? ''}`.as('text'),
          createdBy: sql<string>`${staffId}`.as('created_by'),
          createdAt: sql<string>`${createdAt}`.as('created_at'),
        })
        .from(soapNotes)
        .where(and(eq(soapNotes.id, noteId), eq(soapNotes.status, 'signed'))),
    )
    .returning({ id: soapNoteAddenda.id });
  if (inserted.length > 0) return;
  const [note] = await deps.db.select({ id: soapNotes.id }).from(soapNotes).where(eq(soapNotes.id, noteId));
  throw note ? noteLocked(noteMessages.draftHasNoAddendum) : noteNotFound();
}
