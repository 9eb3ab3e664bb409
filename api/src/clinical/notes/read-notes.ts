// A patient's clinical notes as staff read them: newest visit first, each with its
// addenda oldest first and the names of who wrote and signed. Three queries whatever the number of
// notes: the notes through `soap_notes_patient_visit_idx`, their addenda through
// `soap_note_addenda_note_idx`, then the staff names.
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type AddendumView,
  type NoteView,
  noteStructureSchema,
  type NoteStructure,
  type StaffName,
} from 'shared-domain/clinical/clinical-note';
import type { Database } from '../../platform/db/client';
import { soapNoteAddenda, soapNotes, staffUsers } from '../../platform/db/schema';

type NoteRow = typeof soapNotes.$inferSelect;
type AddendumRow = typeof soapNoteAddenda.$inferSelect;

/** Every note of the patient, newest visit first (the caller checks the patient exists). */
export function readPatientNotes(db: Database, patientId: string): Promise<NoteView[]> {
  return readNotesWhere(db, eq(soapNotes.patientId, patientId));
}

/** One note, or undefined when there is none with this id. */
export async function readNote(db: Database, noteId: string): Promise<NoteView | undefined> {
  const [note] = await readNotesWhere(db, eq(soapNotes.id, noteId));
  return note;
}

async function readNotesWhere(db: Database, where: SQL): Promise<NoteView[]> {
  const notes = await db
    .select()
    .from(soapNotes)
    .where(where)
    .orderBy(desc(soapNotes.visitDate), desc(soapNotes.createdAt), desc(soapNotes.id));
  if (notes.length === 0) return [];
  const addenda = await db
    .select()
    .from(soapNoteAddenda)
    .where(
      inArray(
        soapNoteAddenda.noteId,
        notes.map((note) => note.id),
      ),
    )
    .orderBy(asc(soapNoteAddenda.createdAt), asc(soapNoteAddenda.id));
  const names = await staffNames(db, [
    ...notes.flatMap((note) => (note.signedBy ? [note.createdBy, note.signedBy] : [note.createdBy])),
    ...addenda.map((addendum) => addendum.createdBy),
  ]);
  const addendaByNote = new Map<string, AddendumRow[]>();
  for (const addendum of addenda) addendaByNote.set(addendum.noteId, [...(addendaByNote.get(addendum.noteId) ?? []), addendum]);
  return notes.map((note) => noteView(note, addendaByNote.get(note.id) ?? [], names));
}

async function staffNames(db: Database, ids: string[]): Promise<Map<string, StaffName>> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: staffUsers.id, name: staffUsers.fullName }).from(staffUsers).where(inArray(staffUsers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The structured parts as stored; a missing or unreadable value reads as the schema's defaults (nothing noted). */
export function readStructure(stored: string | null): NoteStructure {
  let value: unknown = {};
  try {
    value = stored ? JSON.parse(stored) : {};
  } catch {
    // Unreadable JSON: nothing noted rather than a failed history.
  }
  const parsed = noteStructureSchema.safeParse(value);
  return parsed.success ? parsed.data : noteStructureSchema.parse({});
}

function noteView(note: NoteRow, addenda: AddendumRow[], names: Map<string, StaffName>): NoteView {
  const nameOf = (id: string): StaffName => names.get(id) ?? { id, name: '' };
  const addendumViews: AddendumView[] = addenda.map((addendum) => ({
    id: addendum.id,
    kind: addendum.kind,
    reason: addendum.reason,
    // 'entered in error' may have no text; the column wants one, so it is stored as ''.
    text: addendum.text === '' ? null : addendum.text,
    author: nameOf(addendum.createdBy),
    createdAt: addendum.createdAt,
  }));
  return {
    id: note.id,
    patientId: note.patientId,
    visitDate: note.visitDate,
    appointmentId: note.appointmentId,
    episodeId: note.episodeId,
    templateId: note.templateId,
    status: note.status,
    subjective: note.subjective,
    objective: note.objective,
    assessment: note.assessment,
    plan: note.plan,
    structured: readStructure(note.structured),
    author: nameOf(note.createdBy),
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
    signedAt: note.signedAt,
    signedBy: note.signedBy ? nameOf(note.signedBy) : null,
    addenda: addendumViews,
    enteredInError: addenda.some((addendum) => addendum.kind === 'entered_in_error'),
  };
}
