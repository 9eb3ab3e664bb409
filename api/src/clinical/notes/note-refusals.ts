// Why a draft's change was refused, decided after a guarded write touched no row: unknown (404),
// signed (409 NOTE_001), or another author's draft (403 NOTE_002). The triggers of migration 0006
// are the last line behind the guarded writes; their abort is the same 409, never a 500.
import { eq } from 'drizzle-orm';
import { noteMessages } from 'shared-domain/clinical/clinical-note';
import { errorCodes } from 'shared-domain/platform/errors';
import type { Database } from '../../platform/db/client';
import { soapNotes } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';

export const noteNotFound = () => notFound(noteMessages.notFound);
export const noteLocked = (message: string = noteMessages.locked) => new AppError(errorCodes.noteSigned, message);

/** The refusal for a write on `noteId` by `staffId` that changed nothing. */
export async function draftChangeRefusal(db: Database, noteId: string, staffId: string): Promise<AppError> {
  const [note] = await db
    .select({ status: soapNotes.status, createdBy: soapNotes.createdBy })
    .from(soapNotes)
    .where(eq(soapNotes.id, noteId));
  if (!note) return noteNotFound();
  if (note.status === 'signed') return noteLocked();
  if (note.createdBy !== staffId) return new AppError(errorCodes.notNoteAuthor, noteMessages.notAuthor);
  // A draft of this author always passes the guard; reaching here means it changed in between.
  return noteLocked();
}

/** Runs a write; a signed-record trigger's abort becomes 409 NOTE_001. */
export async function withSignedNoteGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSignedRecordAbort(error)) throw noteLocked();
    throw error;
  }
}

/** The messages the triggers of migration 0006 raise (drizzle wraps the driver's error in `cause`). */
export function isSignedRecordAbort(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/soap note is signed|addendum is signed/.test(current.message)) return true;
  }
  return false;
}
