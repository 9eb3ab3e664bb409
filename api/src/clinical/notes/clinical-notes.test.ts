import { desc, eq } from 'drizzle-orm';
import { noteMessages, type NoteView } from 'shared-domain/clinical/clinical-note';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { patientMessages } from 'shared-domain/patients/patient';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  auditEvents,
  patients as patientsTable,
  episodesOfCare,
  recordAttachments,
  soapNoteAddenda,
  soapNotes,
  soapTemplates,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { readJson, seededAccounts, useTestApp, createTestSession, type TestApp } from '../../testing/test-app';
import { insertTestNote, insertTestPatient, insertTestStaff, validNoteBody } from './note-test-support';
import { auditEventsOf } from '../../testing/audit-events';

const staffCookie = (testApp: TestApp, staffId: string) =>
  createTestSession(testApp, { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });

describe('the clinical note routes', () => {
  const testApp = useTestApp();
  let staffId: string;
  let otherStaffId: string;
  let cookie: string;
  let otherCookie: string;
  let patientId: string;
  let staffName: string;
  const admin = () => testApp().api.admin;
  const as = (c: string) => ({ headers: { cookie: c } });

  const auditOf = (action: string, entityId: string) => auditEventsOf(testApp().db, action, entityId);
  const noteRows = (id: string) => testApp().db.select().from(soapNotes).where(eq(soapNotes.id, id));
  const send = (method: string, path: string, body: unknown, c = cookie) =>
    testApp().app.request(path, {
      method,
      headers: { cookie: c, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function createDraft(fields: Parameters<typeof validNoteBody>[1] = {}, c = cookie): Promise<NoteView> {
    const response = await admin().notes.$post({ json: validNoteBody(patientId, fields) }, as(c));
    expect(response.status).toBe(201);
    if (response.status !== 201) throw new Error('not created');
    return (await response.json()).note;
  }

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    otherStaffId = await insertTestStaff(testApp(), 'deuxieme@clinique.example', 'Dre Deuxième');
    patientId = await insertTestPatient(testApp());
    const [me] = await testApp().db.query.staffUsers.findMany({ where: (s, { eq: is }) => is(s.id, staffId) });
    staffName = me!.fullName;
  });

  // Sessions expire when idle: tests move the clock, so each starts with fresh ones.
  beforeEach(async () => {
    cookie = await staffCookie(testApp(), staffId);
    otherCookie = await staffCookie(testApp(), otherStaffId);
  });

  describe('POST /notes', () => {
    it('saves a draft by the session staff at the clock’s time, structured parts read back through the schema', async () => {
      testApp().clock.set('2026-11-18T15:30:00Z');
      const note = await createDraft({ structured: { pain: { now: 6, worst: 8 }, spinalLevels: ['L4', 'L5', 'SI-G'] } });
      expect(note).toMatchObject({
        patientId,
        visitDate: '2026-11-17',
        status: 'draft',
        subjective: 'Lombalgie depuis trois jours.',
        objective: null,
        author: { id: staffId, name: staffName },
        createdAt: '2026-11-18T15:30:00.000Z',
        signedAt: null,
        signedBy: null,
        addenda: [],
        enteredInError: false,
      });
      expect(note.structured.pain).toEqual({ now: 6, best: null, worst: 8 });
      expect(note.structured.spinalLevels).toEqual(['L4', 'L5', 'SI-G']);
      expect(note.structured.tests).toEqual([]);
      const [row] = await noteRows(note.id);
      expect(JSON.parse(row!.structured!)).toEqual(note.structured);
      expect(await auditOf('clinical_note.created', note.id)).toMatchObject([
        { actorId: staffId, entity: 'soap_notes', details: { signed: false } },
      ]);
      expect(await auditOf('clinical_note.signed', note.id)).toEqual([]);
    });

    it('saves and signs in one step when asked', async () => {
      testApp().clock.set('2026-11-18T15:40:00Z');
      const note = await createDraft({ sign: true });
      expect(note).toMatchObject({ status: 'signed', signedAt: '2026-11-18T15:40:00.000Z', signedBy: { id: staffId, name: staffName } });
      expect(await auditOf('clinical_note.signed', note.id)).toHaveLength(1);
    });

    it('links the visit, episode and template when they belong to the patient', async () => {
      const [visit] = await testApp()
        .db.insert(appointments)
        .values({ patientId, name: 'N T', email: 'n@t.example', phone: '514 555-0000', ...timestamps(testApp().clock) })
        .returning({ id: appointments.id });
      const [episode] = await testApp()
        .db.insert(episodesOfCare)
        .values({ patientId, reason: 'Lombalgie', startedOn: '2026-11-01', createdBy: staffId, ...timestamps(testApp().clock) })
        .returning({ id: episodesOfCare.id });
      const [template] = await testApp().db.select({ id: soapTemplates.id }).from(soapTemplates).limit(1);
      const note = await createDraft({ appointmentId: visit!.id, episodeId: episode!.id, templateId: template!.id });
      expect(note).toMatchObject({ appointmentId: visit!.id, episodeId: episode!.id, templateId: template!.id });
    });

    it.each([
      ['no patient', { patientId: '' }, 'patientId', noteMessages.selectPatient],
      ['an unknown patient', { patientId: 'inconnu' }, 'patientId', noteMessages.selectPatient],
      ['every section empty', { subjective: '  ' }, 'subjective', noteMessages.fillOneSection],
      ['a pain score out of range', { structured: { pain: { now: 11 } } }, 'structured.pain.now', noteMessages.painOutOfRange],
      ['an impossible visit date', { visitDate: '2026-02-30' }, 'visitDate', noteMessages.visitDateInvalid],
      ['another patient’s visit', { appointmentId: 'autre-visite' }, 'appointmentId', 'Ce rendez-vous n’appartient pas à ce patient'],
      ['another patient’s episode', { episodeId: 'autre-episode' }, 'episodeId', 'Cet épisode de soins n’appartient pas à ce patient'],
      ['an unknown template', { templateId: 'inconnu' }, 'templateId', 'Modèle introuvable'],
    ])('refuses %s with 422 and a French message, writing nothing', async (_case, fields, field, message) => {
      const before = await testApp().db.select({ id: soapNotes.id }).from(soapNotes);
      const response = await send('POST', '/api/admin/notes', { ...validNoteBody(patientId), ...fields });
      expect(response.status).toBe(422);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error.fields?.[field]).toBe(message);
      expect(await testApp().db.select({ id: soapNotes.id }).from(soapNotes)).toHaveLength(before.length);
    });

    it('refuses a body that is not JSON with a 4xx', async () => {
      const response = await send('POST', '/api/admin/notes', '{pas du json');
      expect(response.status).toBe(400);
    });
  });

  describe('GET /patients/:id/notes and GET /notes/:id', () => {
    let historyPatientId: string;
    beforeAll(async () => {
      historyPatientId = await insertTestPatient(testApp(), { lastName: 'Historique' });
    });

    it('lists newest visit first, then newest written; addenda oldest first; entered in error marked', async () => {
      testApp().clock.set('2026-11-18T10:00:00Z');
      const older = await insertTestNote(testApp(), { patientId: historyPatientId, createdBy: staffId, visitDate: '2026-10-01' });
      const sameDayFirst = await insertTestNote(testApp(), { patientId: historyPatientId, createdBy: staffId, visitDate: '2026-11-05' });
      testApp().clock.set('2026-11-18T11:00:00Z');
      const sameDaySecond = await insertTestNote(testApp(), {
        patientId: historyPatientId,
        createdBy: otherStaffId,
        visitDate: '2026-11-05',
        status: 'draft',
        signedAt: null,
        signedBy: null,
        structured: 'pas du json',
      });
      await testApp()
        .db.insert(soapNoteAddenda)
        .values([
          {
            noteId: older,
            kind: 'entered_in_error',
            reason: 'Mauvais dossier',
            text: '',
            createdBy: otherStaffId,
            createdAt: '2026-11-18T12:00:00.000Z',
          },
          {
            noteId: older,
            kind: 'correction',
            reason: 'Niveau',
            text: 'L5 et non L4',
            createdBy: staffId,
            createdAt: '2026-11-18T11:30:00.000Z',
          },
        ]);
      const response = await admin().patients[':id'].notes.$get({ param: { id: historyPatientId } }, as(cookie));
      expect(response.status).toBe(200);
      if (response.status !== 200) return;
      const { notes } = await response.json();
      expect(notes.map((note) => note.id)).toEqual([sameDaySecond, sameDayFirst, older]);
      expect(notes[0]).toMatchObject({
        status: 'draft',
        author: { id: otherStaffId, name: 'Dre Deuxième' },
        signedBy: null,
        enteredInError: false,
      });
      // Unreadable structured parts read as nothing noted.
      expect(notes[0]!.structured.pain).toEqual({ now: null, best: null, worst: null });
      expect(notes[2]!.enteredInError).toBe(true);
      expect(notes[2]!.addenda).toMatchObject([
        { kind: 'correction', reason: 'Niveau', text: 'L5 et non L4', author: { id: staffId, name: staffName } },
        { kind: 'entered_in_error', reason: 'Mauvais dossier', text: null, author: { id: otherStaffId } },
      ]);
      expect(await auditOf('clinical_note.history_viewed', historyPatientId)).toMatchObject([{ entity: 'patients', actorId: staffId }]);
    });

    it('answers 404 for an unknown patient, without auditing', async () => {
      const response = await admin().patients[':id'].notes.$get({ param: { id: 'inconnu' } }, as(cookie));
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error.message).toBe(patientMessages.notFound);
      expect(await auditOf('clinical_note.history_viewed', 'inconnu')).toEqual([]);
    });

    it('shows one note and audits the read; 404 for an unknown one', async () => {
      const note = await createDraft();
      const response = await admin().notes[':id'].$get({ param: { id: note.id } }, as(cookie));
      expect(response.status).toBe(200);
      if (response.status === 200) expect((await response.json()).note.id).toBe(note.id);
      expect(await auditOf('clinical_note.viewed', note.id)).toHaveLength(1);
      const missing = await admin().notes[':id'].$get({ param: { id: 'inconnu' } }, as(cookie));
      expect(missing.status).toBe(404);
      expect((await readJson<ApiErrorBody>(missing)).error.message).toBe(noteMessages.notFound);
    });
  });

  describe('PATCH /notes/:id', () => {
    it('lets the author edit a draft; the audit lists the changed fields, never the text', async () => {
      const note = await createDraft();
      testApp().clock.advance({ minutes: 5 });
      const editedAt = testApp().clock.now().toISOString();
      const response = await admin().notes[':id'].$patch(
        {
          param: { id: note.id },
          json: {
            visitDate: '2026-11-17',
            subjective: 'Lombalgie depuis trois jours.',
            plan: 'Revoir dans une semaine',
            structured: { pain: { now: 4 } },
          },
        },
        as(cookie),
      );
      expect(response.status).toBe(200);
      if (response.status !== 200) return;
      const updated = (await response.json()).note;
      expect(updated).toMatchObject({ plan: 'Revoir dans une semaine', updatedAt: editedAt, status: 'draft' });
      expect(updated.structured.pain.now).toBe(4);
      const [event] = await auditOf('clinical_note.updated', note.id);
      expect(event!.details).toEqual({ fields: ['plan', 'structured'] });
    });

    it('refuses bad input with 422 and changes nothing', async () => {
      const note = await createDraft();
      const [before] = await noteRows(note.id);
      const response = await send('PATCH', `/api/admin/notes/${note.id}`, { visitDate: '2026-11-17', subjective: '' });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({ subjective: noteMessages.fillOneSection });
      expect(await noteRows(note.id)).toEqual([before]);
    });

    it('refuses another author’s draft with 403 NOTE_002, a signed note with 409 NOTE_001, an unknown one with 404', async () => {
      const draft = await createDraft();
      const signed = await createDraft({ sign: true });
      const body = { visitDate: '2026-11-17', subjective: 'Modifié' };
      const byOther = await send('PATCH', `/api/admin/notes/${draft.id}`, body, otherCookie);
      expect(byOther.status).toBe(403);
      expect((await readJson<ApiErrorBody>(byOther)).error).toMatchObject({ code: 'NOTE_002', message: noteMessages.notAuthor });
      const onSigned = await send('PATCH', `/api/admin/notes/${signed.id}`, body);
      expect(onSigned.status).toBe(409);
      expect((await readJson<ApiErrorBody>(onSigned)).error).toMatchObject({ code: 'NOTE_001', message: noteMessages.locked });
      expect((await send('PATCH', '/api/admin/notes/inconnu', body)).status).toBe(404);
      expect((await noteRows(draft.id))[0]!.subjective).toBe('Lombalgie depuis trois jours.');
      expect(await auditOf('clinical_note.updated', draft.id)).toEqual([]);
    });
  });

  describe('POST /notes/:id/sign', () => {
    it('signs the author’s draft at the clock’s time; refuses another author, a signed note, an unknown one', async () => {
      const draft = await createDraft();
      const byOther = await admin().notes[':id'].sign.$post({ param: { id: draft.id } }, as(otherCookie));
      expect(byOther.status).toBe(403);
      testApp().clock.advance({ minutes: 5 });
      const signedAt = testApp().clock.now().toISOString();
      const response = await admin().notes[':id'].sign.$post({ param: { id: draft.id } }, as(cookie));
      expect(response.status).toBe(200);
      if (response.status === 200) {
        expect((await response.json()).note).toMatchObject({ status: 'signed', signedAt, signedBy: { id: staffId } });
      }
      expect(await auditOf('clinical_note.signed', draft.id)).toHaveLength(1);
      const again = await admin().notes[':id'].sign.$post({ param: { id: draft.id } }, as(cookie));
      expect(again.status).toBe(409);
      expect((await admin().notes[':id'].sign.$post({ param: { id: 'inconnu' } }, as(cookie))).status).toBe(404);
      expect(await auditOf('clinical_note.signed', draft.id)).toHaveLength(1);
    });

    it('signs once when two signatures race', async () => {
      const draft = await createDraft();
      const answers = await Promise.all([1, 2, 3].map(() => admin().notes[':id'].sign.$post({ param: { id: draft.id } }, as(cookie))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    });
  });

  describe('DELETE /notes/:id', () => {
    it('discards the author’s draft; refuses another author, a signed note, an unknown one', async () => {
      const draft = await createDraft();
      const signed = await createDraft({ sign: true });
      expect((await admin().notes[':id'].$delete({ param: { id: draft.id } }, as(otherCookie))).status).toBe(403);
      expect((await admin().notes[':id'].$delete({ param: { id: signed.id } }, as(cookie))).status).toBe(409);
      expect((await admin().notes[':id'].$delete({ param: { id: 'inconnu' } }, as(cookie))).status).toBe(404);
      expect(await noteRows(draft.id)).toHaveLength(1);
      expect(await noteRows(signed.id)).toHaveLength(1);
      const response = await admin().notes[':id'].$delete({ param: { id: draft.id } }, as(cookie));
      expect(response.status).toBe(204);
      expect(await noteRows(draft.id)).toEqual([]);
      expect(await auditOf('clinical_note.discarded', draft.id)).toMatchObject([{ actorId: staffId }]);
    });

    it('keeps the files filed with a discarded draft in the patient’s record', async () => {
      const draft = await createDraft();
      const [file] = await testApp()
        .db.insert(recordAttachments)
        .values({
          patientId,
          noteId: draft.id,
          kind: 'correspondence',
          title: 'Lettre du médecin',
          fileName: 'lettre.pdf',
          mediaType: 'application/pdf',
          sizeBytes: 4,
          content: Buffer.from('%PDF'),
          receivedOn: '2026-11-17',
          createdBy: staffId,
          ...createdTimestamp(testApp().clock),
        })
        .returning({ id: recordAttachments.id });
      expect((await admin().notes[':id'].$delete({ param: { id: draft.id } }, as(otherCookie))).status).toBe(403);
      expect((await testApp().db.select().from(recordAttachments).where(eq(recordAttachments.id, file!.id)))[0]!.noteId).toBe(draft.id);
      expect((await admin().notes[':id'].$delete({ param: { id: draft.id } }, as(cookie))).status).toBe(204);
      const [kept] = await testApp().db.select().from(recordAttachments).where(eq(recordAttachments.id, file!.id));
      expect(kept).toMatchObject({ patientId, noteId: null, title: 'Lettre du médecin' });
    });
  });

  describe('POST /notes/:id/addenda', () => {
    it('adds a dated addendum by the session staff beside a signed note, by any staff member', async () => {
      const signed = await createDraft({ sign: true });
      testApp().clock.advance({ minutes: 5 });
      const addedAt = testApp().clock.now().toISOString();
      const response = await admin().notes[':id'].addenda.$post(
        { param: { id: signed.id }, json: { kind: 'correction', reason: 'Erreur de niveau', text: 'Il s’agit de L5.' } },
        as(otherCookie),
      );
      expect(response.status).toBe(201);
      if (response.status !== 201) return;
      const { note } = await response.json();
      expect(note.addenda).toMatchObject([
        { kind: 'correction', reason: 'Erreur de niveau', text: 'Il s’agit de L5.', author: { id: otherStaffId }, createdAt: addedAt },
      ]);
      expect(note.subjective).toBe(signed.subjective);
      const [event] = await auditOf('clinical_note.addendum_added', signed.id);
      expect(event).toMatchObject({ actorId: otherStaffId, details: { kind: 'correction' } });
      const marked = await admin().notes[':id'].addenda.$post(
        { param: { id: signed.id }, json: { kind: 'entered_in_error', reason: 'Mauvais patient' } },
        as(cookie),
      );
      expect(marked.status).toBe(201);
      if (marked.status === 201) expect((await marked.json()).note).toMatchObject({ enteredInError: true, subjective: signed.subjective });
    });

    it('refuses an addendum to a draft (409), to an unknown note (404), and without its reason or text (422)', async () => {
      const draft = await createDraft();
      const signed = await createDraft({ sign: true });
      const onDraft = await send('POST', `/api/admin/notes/${draft.id}/addenda`, { kind: 'annotation', text: 'Texte' });
      expect(onDraft.status).toBe(409);
      expect((await readJson<ApiErrorBody>(onDraft)).error).toMatchObject({ code: 'NOTE_001', message: noteMessages.draftHasNoAddendum });
      expect((await send('POST', '/api/admin/notes/inconnu/addenda', { kind: 'annotation', text: 'Texte' })).status).toBe(404);
      const incomplete = await send('POST', `/api/admin/notes/${signed.id}/addenda`, { kind: 'correction' });
      expect(incomplete.status).toBe(422);
      expect((await readJson<ApiErrorBody>(incomplete)).error.fields).toEqual({
        reason: noteMessages.reasonRequired,
        text: noteMessages.addendumTextRequired,
      });
      const rows = await testApp().db.select().from(soapNoteAddenda).where(eq(soapNoteAddenda.noteId, signed.id));
      expect(rows).toEqual([]);
    });
  });

  describe('GET /note-patients', () => {
    beforeAll(async () => {
      await insertTestPatient(testApp(), {
        firstName: 'Zoé',
        lastName: 'Quintal',
        lastVisit: '2026-11-16',
        email: 'zoe.quintal@courriel.example',
      });
      await insertTestPatient(testApp(), {
        firstName: 'Émile',
        lastName: 'Quintal',
        lastVisit: null,
        status: 'inactive',
        phone: '438 555-7788',
      });
      for (let i = 0; i < 12; i++)
        await insertTestPatient(testApp(), {
          firstName: `Récent${i}`,
          lastName: 'Picker',
          lastVisit: `2026-11-${String(i + 1).padStart(2, '0')}`,
        });
    });

    it('offers the ten patients seen most recently when nothing is typed', async () => {
      const response = await admin()['note-patients'].$get({ query: { q: '' } }, as(cookie));
      expect(response.status).toBe(200);
      if (response.status !== 200) return;
      const { patients } = await response.json();
      expect(patients).toHaveLength(10);
      const visits = patients.map((patient) => patient.lastVisit);
      expect(visits).toEqual([...visits].sort().reverse());
      const [latest] = await testApp()
        .db.select({ lastVisit: patientsTable.lastVisit })
        .from(patientsTable)
        .orderBy(desc(patientsTable.lastVisit))
        .limit(1);
      expect(visits[0]).toBe(latest!.lastVisit);
      expect(Object.keys(patients[0]!).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'lastVisit', 'phone']);
    });

    it('finds by name, e-mail or phone digits, inactive patients included, without auditing', async () => {
      const find = async (q: string) => {
        const response = await admin()['note-patients'].$get({ query: { q } }, as(cookie));
        return response.status === 200 ? (await response.json()).patients.map((patient) => patient.firstName).sort() : [];
      };
      const auditsBefore = await testApp().db.select().from(auditEvents);
      expect(await find('quin')).toEqual(['Zoé', 'Émile']);
      expect(await find('ZOE.QUINTAL@')).toEqual(['Zoé']);
      expect(await find('5557788')).toEqual(['Émile']);
      expect(await find('zzz-personne')).toEqual([]);
      expect(await testApp().db.select().from(auditEvents)).toHaveLength(auditsBefore.length);
    });

    it('refuses a search longer than 100 characters', async () => {
      expect((await admin()['note-patients'].$get({ query: { q: 'x'.repeat(101) } }, as(cookie))).status).toBe(422);
    });
  });
});
