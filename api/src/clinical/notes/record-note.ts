// Writing a visit's note: a new note (a draft, or signed in the same step), its author's
// edits while it is a draft, signing it, discarding a draft. Each change of an existing note is
// one guarded statement (`status = 'draft' and created_by = <staff>`), so a note signed or taken
// in between is never changed; the refusal is then decided from a re-read.
import { and, eq, exists } from 'drizzle-orm';
import {
  type NoteDraft,
  type NoteStructure,
  noteMessages,
  type noteUpdateSchema,
  soapSections,
} from 'shared-domain/clinical/clinical-note';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { appointments, episodesOfCare, patients, recordAttachments, soapNotes, soapTemplates } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal } from '../../platform/http/app-error';
import { draftChangeRefusal, withSignedNoteGuard } from './note-refusals';
import { readStructure } from './read-notes';

type NoteUpdate = z.output<typeof noteUpdateSchema>;
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const linkMessages = {
  appointmentId: 'Ce rendez-vous n’appartient pas à ce patient',
  episodeId: 'Cet épisode de soins n’appartient pas à ce patient',
  templateId: 'Modèle introuvable',
} as const;

async function checkEpisode(deps: Deps, patientId: string, episodeId: string | null): Promise<void> {
  if (!episodeId) return;
  const [episode] = await deps.db
    .select({ id: episodesOfCare.id })
    .from(episodesOfCare)
    .where(and(eq(episodesOfCare.id, episodeId), eq(episodesOfCare.patientId, patientId)));
  if (!episode) throw fieldRefusal('episodeId', linkMessages.episodeId);
}

/** The patient exists, and the visit, episode and template named belong to them / exist. */
async function checkNoteLinks(deps: Deps, draft: NoteDraft): Promise<void> {
  const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, draft.patientId));
  if (!patient) throw fieldRefusal('patientId', noteMessages.selectPatient);
  if (draft.appointmentId) {
    const [visit] = await deps.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, draft.appointmentId), eq(appointments.patientId, draft.patientId)));
    if (!visit) throw fieldRefusal('appointmentId', linkMessages.appointmentId);
  }
  await checkEpisode(deps, draft.patientId, draft.episodeId);
  if (draft.templateId) {
    const [template] = await deps.db.select({ id: soapTemplates.id }).from(soapTemplates).where(eq(soapTemplates.id, draft.templateId));
    if (!template) throw fieldRefusal('templateId', linkMessages.templateId);
  }
}

const storedStructure = (structure: NoteStructure): string => JSON.stringify(structure);

/** A new note by `staffId`, signed at once when `draft.sign`. Returns its id. */
export async function createNote(deps: Deps, staffId: string, draft: NoteDraft): Promise<string> {
  await checkNoteLinks(deps, draft);
  const now = deps.clock.now().toISOString();
  const [note] = await deps.db
    .insert(soapNotes)
    .values({
      patientId: draft.patientId,
      appointmentId: draft.appointmentId,
      visitDate: draft.visitDate,
      episodeId: draft.episodeId,
      templateId: draft.templateId,
      status: draft.sign ? 'signed' : 'draft',
      subjective: draft.subjective,
      objective: draft.objective,
      assessment: draft.assessment,
      plan: draft.plan,
      structured: storedStructure(draft.structured),
      createdBy: staffId,
      signedAt: draft.sign ? now : null,
      signedBy: draft.sign ? staffId : null,
      ...timestamps(deps.clock),
    })
    .returning({ id: soapNotes.id });
  if (!note) throw new Error('note insert returned no row');
  return note.id;
}

const draftOf = (noteId: string, staffId: string) =>
  and(eq(soapNotes.id, noteId), eq(soapNotes.status, 'draft'), eq(soapNotes.createdBy, staffId));

/** The author's edit of their draft; returns the names of the fields that changed (never their text). */
export async function updateDraftNote(deps: Deps, staffId: string, noteId: string, update: NoteUpdate): Promise<string[]> {
  const [before] = await deps.db.select().from(soapNotes).where(eq(soapNotes.id, noteId));
  if (before?.status !== 'draft' || before.createdBy !== staffId) throw await draftChangeRefusal(deps.db, noteId, staffId);
  await checkEpisode(deps, before.patientId, update.episodeId);
  const structured = storedStructure(update.structured);
  const changedFields = [
    ...(['visitDate', 'episodeId', ...soapSections] as const).filter((field) => before[field] !== update[field]),
    ...(storedStructure(readStructure(before.structured)) !== structured ? ['structured'] : []),
  ];
  const updated = await withSignedNoteGuard(() =>
    deps.db
      .update(soapNotes)
      .set({
        visitDate: update.visitDate,
        episodeId: update.episodeId,
        subjective: update.subjective,
        objective: update.objective,
        assessment: update.assessment,
        plan: update.plan,
        structured,
        updatedAt: deps.clock.now().toISOString(),
      })
      .where(draftOf(noteId, staffId))
      .returning({ id: soapNotes.id }),
  );
  if (updated.length === 0) throw await draftChangeRefusal(deps.db, noteId, staffId);
  return changedFields;
}

/** The author signs their draft: from now on nothing changes it (an addendum goes beside it). */
export async function signNote(deps: Deps, staffId: string, noteId: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  const signed = await withSignedNoteGuard(() =>
    deps.db
      .update(soapNotes)
      .set({ status: 'signed', signedAt: now, signedBy: staffId, updatedAt: now })
      .where(draftOf(noteId, staffId))
      .returning({ id: soapNotes.id }),
  );
  if (signed.length === 0) throw await draftChangeRefusal(deps.db, noteId, staffId);
}

/**
 * The author discards their draft. Files filed with it stay in the patient's record, detached
 * from the note (correspondence and exam results are kept whatever happens to a draft).
 */
export async function discardDraftNote(deps: Deps, staffId: string, noteId: string): Promise<void> {
  const [, discard] = await withSignedNoteGuard(() =>
    deps.db.batch([
      deps.db
        .update(recordAttachments)
        .set({ noteId: null })
        .where(
          and(
            eq(recordAttachments.noteId, noteId),
            exists(deps.db.select({ id: soapNotes.id }).from(soapNotes).where(draftOf(noteId, staffId))),
          ),
        )
        .returning({ id: recordAttachments.id }),
      deps.db.delete(soapNotes).where(draftOf(noteId, staffId)).returning({ id: soapNotes.id }),
    ]),
  );
  if (discard.length === 0) throw await draftChangeRefusal(deps.db, noteId, staffId);
}
