// Clinical notes, on the admin surface: a patient's history, one note, a new note
// (draft or signed at once), the author's edits of a draft, signing, discarding a draft, addenda
// to a signed note, and the quick note's patient picker. Every read and change of a note goes to
// the audit trail (which note or patient, and changed field names, never the text).
import { eq } from 'drizzle-orm';
import {
  addendumSchema,
  noteDraftSchema,
  notePatientQuerySchema,
  type NoteView,
  noteUpdateSchema,
} from 'shared-domain/clinical/clinical-note';
import { Hono } from 'hono';
import { patientMessages } from 'shared-domain/patients/patient';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import { validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { addAddendum } from './add-addendum';
import { findNotePatients } from './find-note-patients';
import { noteNotFound } from './note-refusals';
import { readNote, readPatientNotes } from './read-notes';
import { createNote, discardDraftNote, signNote, updateDraftNote } from './record-note';
import { idParam } from 'shared-domain/platform/record-id';

const entity = 'soap_notes';

/** A patient's notes, mounted at /api/admin/patients (`/:id/notes`). */
export function patientNoteRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/:id/notes', allow('care'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, id));
    if (!patient) throw notFound(patientMessages.notFound);
    const notes = await readPatientNotes(deps.db, id);
    await recordStaffAuditEvent(c, deps, { action: 'clinical_note.history_viewed', entity: 'patients', entityId: id });
    return c.json({ notes }, 200);
  });
}

/** One note and its life (draft, signature, addenda), mounted at /api/admin/notes. */
export function clinicalNoteRoutes(deps: AppDeps) {
  const noteOrNotFound = async (id: string): Promise<NoteView> => {
    const note = await readNote(deps.db, id);
    if (!note) throw noteNotFound();
    return note;
  };
  return new Hono<AdminEnv>()
    .get('/:id', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const note = await noteOrNotFound(id);
      await recordStaffAuditEvent(c, deps, { action: 'clinical_note.viewed', entity, entityId: id });
      return c.json({ note }, 200);
    })
    .post('/', allow('care'), validate('json', noteDraftSchema), async (c) => {
      const draft = c.req.valid('json');
      const id = await createNote(deps, c.get('staff').staffId, draft);
      await recordStaffAuditEvent(c, deps, { action: 'clinical_note.created', entity, entityId: id, details: { signed: draft.sign } });
      if (draft.sign) await recordStaffAuditEvent(c, deps, { action: 'clinical_note.signed', entity, entityId: id });
      return c.json({ note: await noteOrNotFound(id) }, 201);
    })
    .patch('/:id', allow('care'), validate('param', idParam), validate('json', noteUpdateSchema), async (c) => {
      const { id } = c.req.valid('param');
      const fields = await updateDraftNote(deps, c.get('staff').staffId, id, c.req.valid('json'));
      await recordStaffAuditEvent(c, deps, { action: 'clinical_note.updated', entity, entityId: id, details: { fields } });
      return c.json({ note: await noteOrNotFound(id) }, 200);
    })
    .post('/:id/sign', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await signNote(deps, c.get('staff').staffId, id);
      await recordStaffAuditEvent(c, deps, { action: 'clinical_note.signed', entity, entityId: id });
      return c.json({ note: await noteOrNotFound(id) }, 200);
    })
    .delete('/:id', allow('care'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await discardDraftNote(deps, c.get('staff').staffId, id);
      await recordStaffAuditEvent(c, deps, { action: 'clinical_note.discarded', entity, entityId: id });
      return c.body(null, 204);
    })
    .post('/:id/addenda', allow('care'), validate('param', idParam), validate('json', addendumSchema), async (c) => {
      const { id } = c.req.valid('param');
      const addendum = c.req.valid('json');
      await addAddendum(deps, c.get('staff').staffId, id, addendum);
      await recordStaffAuditEvent(c, deps, {
        action: 'clinical_note.addendum_added',
        entity,
        entityId: id,
        details: { kind: addendum.kind },
      });
      return c.json({ note: await noteOrNotFound(id) }, 201);
    });
}

/** The quick note's patient picker, mounted at /api/admin/note-patients. */
export function notePatientRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('care'), validate('query', notePatientQuerySchema), async (c) => {
    return c.json({ patients: await findNotePatients(deps.db, c.req.valid('query').q) }, 200);
  });
}
