import { and, eq } from 'drizzle-orm';
import { noteMessages } from 'shared-domain/clinical/clinical-note';
import { recordMessages } from 'shared-domain/clinical/clinical-record';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { patientMessages } from 'shared-domain/patients/patient';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEpisodeId, demoExamPdf, demoLetterPng } from '../../demo/demo-clinical-record';
import {
  appointments,
  episodesOfCare,
  patientConsents,
  patients,
  privacyRequests,
  recordAttachments,
  serviceTypes,
  soapNoteAddenda,
  soapNotes,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { pdfText } from '../../platform/pdf/pdf-text';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { auditEventsOf } from '../../testing/audit-events';

// The test clock: Wednesday 2026-11-18, 10:00 at the clinic.
const today = '2026-11-18';
const pngBytes = demoLetterPng();
const pdfBytes = demoExamPdf();
const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

describe('the clinical record routes (/api/admin)', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  let patientId: string;
  let otherPatientId: string;
  let draftNoteId: string;
  let signedNoteId: string;
  let otherDraftNoteId: string;
  const admin = () => testApp().api.admin;
  const headers = () => ({ headers: { cookie } });

  async function insertPatient(firstName: string, lastName: string) {
    const [row] = await testApp()
      .db.insert(patients)
      .values({
        firstName,
        lastName,
        phone: '514 555-0199',
        address: '100, rue Rachel Est, Montréal (Québec) H2W 1A1',
        dateOfBirth: '1988-04-02',
        ...timestamps(testApp().clock),
      })
      .returning({ id: patients.id });
    return row!.id;
  }

  async function insertNote(patient: string, status: 'draft' | 'signed', subjective = 'Douleur lombaire basse.') {
    const [row] = await testApp()
      .db.insert(soapNotes)
      .values({
        patientId: patient,
        visitDate: '2026-11-10',
        status,
        subjective,
        structured: JSON.stringify({ diagnosis: 'Dysfonction sacro-iliaque droite' }),
        createdBy: staffId,
        signedAt: status === 'signed' ? '2026-11-10T15:00:00.000Z' : null,
        signedBy: status === 'signed' ? staffId : null,
        ...timestamps(testApp().clock),
      })
      .returning({ id: soapNotes.id });
    return row!.id;
  }

  const auditOf = (action: string, entityId: string) => auditEventsOf(testApp().db, action, entityId);
  const countOf = async (table: typeof recordAttachments | typeof episodesOfCare | typeof privacyRequests) =>
    (await testApp().db.select({ id: table.id }).from(table)).length;

  const readRecord = async (id: string) => {
    const response = await admin().patients[':id'].record.$get({ param: { id } }, headers());
    expect(response.status).toBe(200);
    return response.json();
  };

  function upload(id: string, fields: Record<string, string | Blob>, extraHeaders: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof File) form.append(name, value, value.name);
      else form.append(name, value);
    }
    return testApp().app.request(`/api/admin/patients/${id}/attachments`, {
      method: 'POST',
      body: form,
      headers: { cookie, ...extraHeaders },
    });
  }
  const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type });
  const validUpload = () => ({
    file: file(pdfBytes, 'radiographie.pdf', 'application/pdf'),
    kind: 'imaging',
    title: 'Rapport de radiographie lombaire',
    receivedOn: '2026-11-12',
  });

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    patientId = await insertPatient('Sophie', 'Lavigne');
    otherPatientId = await insertPatient('Marc', 'Ouellet');
    draftNoteId = await insertNote(patientId, 'draft');
    signedNoteId = await insertNote(patientId, 'signed');
    otherDraftNoteId = await insertNote(otherPatientId, 'draft');
  });

  describe('GET /patients/:id/record', () => {
    it('answers the identity, with the opening date of a record that predates the field, and audits the reading', async () => {
      const record = await readRecord(patientId);
      expect(record.identity).toMatchObject({
        id: patientId,
        firstName: 'Sophie',
        lastName: 'Lavigne',
        nameAtBirth: null,
        sex: null,
        dateOfBirth: '1988-04-02',
        phone: '514 555-0199',
        recordOpenedOn: today,
        consultationReason: null,
      });
      expect(record).toMatchObject({ today, episodes: [], attachments: [], accessRequests: [] });
      expect(await auditOf('patient_record.clinical_viewed', patientId)).toHaveLength(1);
    });

    it('shows the demo record: Camille’s episode with consent, her files and the access request 5 days from due', async () => {
      const { patientId: camille } = await seededAccounts(testApp());
      const record = await readRecord(camille);
      expect(record.identity).toMatchObject({ nameAtBirth: 'Camille Lefebvre', sex: 'female' });
      expect(record.identity.consultationReason).toContain('grossesse');
      expect(record.episodes).toHaveLength(1);
      expect(record.episodes[0]).toMatchObject({
        id: demoEpisodeId({ patientIds: { camille } as never }, 'camille'),
        reason: 'Lombalgie de grossesse',
        consentGiven: true,
        consentRecordedBy: expect.any(String),
        open: true,
      });
      expect(record.attachments.map((attachment) => attachment.mediaType).sort()).toEqual(['application/pdf', 'image/png']);
      expect(record.attachments[0]).not.toHaveProperty('content');
      // Her requests from the one queue: the open access request, and the demo's answered portability request.
      expect(record.accessRequests.filter((request) => request.kind === 'access')).toEqual([
        expect.objectContaining({ receivedOn: '2026-11-03', dueOn: '2026-11-23', daysLeft: 5, overdue: false, answered: false }),
      ]);
      expect(record.accessRequests.find((request) => request.kind === 'portability')).toMatchObject({ answered: true, daysLeft: null });
    });

    it('answers 404 with the French message for an unknown id, and audits nothing', async () => {
      const response = await admin().patients[':id'].record.$get({ param: { id: 'inconnu' } }, headers());
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toMatchObject({ code: 'NOT_FOUND', message: patientMessages.notFound });
      expect(await auditOf('patient_record.clinical_viewed', 'inconnu')).toHaveLength(0);
    });

    it('answers 404 for a record merged into another', async () => {
      const keep = await insertPatient('Paul', 'Fusion');
      const duplicate = await insertPatient('Paul', 'Fusion');
      const merged = await admin().patients[':id'].merge.$post({ param: { id: keep }, json: { duplicateId: duplicate } }, headers());
      expect(merged.status).toBe(200);
      const response = await admin().patients[':id'].record.$get({ param: { id: duplicate } }, headers());
      expect(response.status).toBe(404);
    });
  });

  describe('PATCH /patients/:id/record', () => {
    it('changes the identity fields sent and audits their names only', async () => {
      const response = await admin().patients[':id'].record.$patch(
        {
          param: { id: patientId },
          json: { nameAtBirth: 'Sophie Tremblay', sex: 'female', recordOpenedOn: '2026-11-02', consultationReason: 'Lombalgie aiguë' },
        },
        headers(),
      );
      expect(response.status).toBe(200);
      const { identity } = await response.json();
      expect(identity).toMatchObject({
        nameAtBirth: 'Sophie Tremblay',
        sex: 'female',
        recordOpenedOn: '2026-11-02',
        consultationReason: 'Lombalgie aiguë',
      });
      const [event] = await auditOf('patient_record.identity_updated', patientId);
      expect(event?.details).toEqual({ fields: ['nameAtBirth', 'sex', 'recordOpenedOn', 'consultationReason'] });
      expect(JSON.stringify(event?.details)).not.toContain('Lombalgie');
    });

    it('clears a blank optional field, and audits nothing when nothing changed', async () => {
      const cleared = await admin().patients[':id'].record.$patch(
        { param: { id: patientId }, json: { sex: '', nameAtBirth: 'Sophie Tremblay' } },
        headers(),
      );
      expect((await cleared.json()).identity.sex).toBeNull();
      const events = await auditOf('patient_record.identity_updated', patientId);
      expect(events.at(-1)?.details).toEqual({ fields: ['sex'] });
      await admin().patients[':id'].record.$patch({ param: { id: patientId }, json: { sex: null } }, headers());
      expect(await auditOf('patient_record.identity_updated', patientId)).toHaveLength(events.length);
    });

    it('refuses bad input with French messages (422) and changes nothing', async () => {
      const response = await admin().patients[':id'].record.$patch(
        { param: { id: patientId }, json: { sex: 'autre' as never, recordOpenedOn: '2026-02-30', nameAtBirth: 'x'.repeat(201) } },
        headers(),
      );
      expect(response.status).toBe(422);
      const { error } = await readJson<ApiErrorBody>(response);
      expect(error.fields).toEqual({
        sex: "Sexe doit être l'une des valeurs suivantes: Féminin, Masculin, Intersexe, Non précisé",
        recordOpenedOn: 'Dossier ouvert le doit être une date valide',
        nameAtBirth: 'Nom à la naissance ne peut pas dépasser 200 caractères',
      });
      const future = await admin().patients[':id'].record.$patch(
        { param: { id: patientId }, json: { recordOpenedOn: '2026-12-01' } },
        headers(),
      );
      expect(future.status).toBe(422);
      expect((await readJson<ApiErrorBody>(future)).error.fields).toEqual({
        recordOpenedOn: 'Dossier ouvert le ne peut pas être dans le futur',
      });
      expect((await readRecord(patientId)).identity.recordOpenedOn).toBe('2026-11-02');
    });

    it('answers 404 for an unknown patient', async () => {
      const response = await admin().patients[':id'].record.$patch({ param: { id: 'inconnu' }, json: { sex: 'male' } }, headers());
      expect(response.status).toBe(404);
    });
  });

  describe('episodes of care', () => {
    let episodeId: string;

    it('opens an episode with consent stamped by the server (who and when), audited', async () => {
      const response = await admin().patients[':id'].episodes.$post(
        { param: { id: patientId }, json: { reason: 'Lombalgie aiguë', startedOn: '2026-11-02', consentGiven: true } },
        headers(),
      );
      expect(response.status).toBe(201);
      episodeId = (await response.json()).episode.id;
      const [row] = await testApp().db.select().from(episodesOfCare).where(eq(episodesOfCare.id, episodeId));
      expect(row).toMatchObject({ consentRecordedAt: testApp().clock.now().toISOString(), consentRecordedBy: staffId, endedOn: null });
      const [event] = await auditOf('episode.created', episodeId);
      expect(event?.details).toEqual({ patientId, consentRecorded: true });
      // The consent ledger holds it too: the care text's version, at the desk, by her.
      expect(
        await testApp()
          .db.select()
          .from(patientConsents)
          .where(and(eq(patientConsents.patientId, patientId), eq(patientConsents.kind, 'care'))),
      ).toEqual([
        expect.objectContaining({
          version: 1,
          channel: 'desk',
          recordedBy: staffId,
          givenAt: testApp().clock.now().toISOString(),
          withdrawnAt: null,
        }),
      ]);
    });

    it('lists episodes newest first, with their consent state', async () => {
      const older = await admin().patients[':id'].episodes.$post(
        { param: { id: patientId }, json: { reason: 'Cervicalgie', startedOn: '2025-03-01' } },
        headers(),
      );
      const olderId = (await older.json()).episode.id;
      const { episodes } = await readRecord(patientId);
      expect(episodes.map((episode) => episode.id)).toEqual([episodeId, olderId]);
      expect(episodes[1]).toMatchObject({ consentGiven: false, consentRecordedAt: null, consentRecordedBy: null });
      expect(episodes[0]).toMatchObject({ consentGiven: true, consentRecordedBy: expect.any(String) });

      const careRows = () =>
        testApp().db.$count(patientConsents, and(eq(patientConsents.patientId, patientId), eq(patientConsents.kind, 'care')));
      expect(await careRows()).toBe(1);
      const consent = await admin().episodes[':id'].$patch({ param: { id: olderId }, json: { recordConsent: true } }, headers());
      expect(consent.status).toBe(200);
      expect(await auditOf('episode.consent_recorded', olderId)).toHaveLength(1);
      expect(await careRows()).toBe(2);
      const again = await admin().episodes[':id'].$patch({ param: { id: olderId }, json: { recordConsent: true } }, headers());
      expect(again.status).toBe(422);
      expect((await readJson<ApiErrorBody>(again)).error.fields).toEqual({ recordConsent: recordMessages.consentAlready });
    });

    it('refuses a new episode without reason or with a bad date (French, 422), and for an unknown patient (404)', async () => {
      const before = await countOf(episodesOfCare);
      const response = await admin().patients[':id'].episodes.$post(
        { param: { id: patientId }, json: { reason: '  ', startedOn: 'hier' } },
        headers(),
      );
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({
        reason: "Veuillez remplir le champ « Raison de l'épisode »",
        startedOn: 'Début doit être une date valide',
      });
      const unknown = await admin().patients[':id'].episodes.$post(
        { param: { id: 'inconnu' }, json: { reason: 'Test', startedOn: today } },
        headers(),
      );
      expect(unknown.status).toBe(404);
      expect(await countOf(episodesOfCare)).toBe(before);
    });

    it('edits the reason (audited as updated)', async () => {
      const response = await admin().episodes[':id'].$patch(
        { param: { id: episodeId }, json: { reason: 'Lombalgie aiguë droite' } },
        headers(),
      );
      expect(response.status).toBe(200);
      expect(await auditOf('episode.updated', episodeId)).toHaveLength(1);
    });

    it('refuses to close before the start or without its note, and changes nothing', async () => {
      const early = await admin().episodes[':id'].$patch(
        { param: { id: episodeId }, json: { endedOn: '2026-11-01', endNote: 'Fin' } },
        headers(),
      );
      expect(early.status).toBe(422);
      expect((await readJson<ApiErrorBody>(early)).error.fields).toEqual({ endedOn: recordMessages.endBeforeStart });
      const noNote = await admin().episodes[':id'].$patch({ param: { id: episodeId }, json: { endedOn: '2026-11-15' } }, headers());
      expect(noNote.status).toBe(422);
      expect((await readJson<ApiErrorBody>(noNote)).error.fields).toEqual({ endNote: recordMessages.endNoteRequired });
      const [row] = await testApp().db.select().from(episodesOfCare).where(eq(episodesOfCare.id, episodeId));
      expect(row?.endedOn).toBeNull();
    });

    it('closes an episode (audited), which is then kept as it is', async () => {
      const response = await admin().episodes[':id'].$patch(
        { param: { id: episodeId }, json: { endedOn: '2026-11-16', endNote: 'Objectifs atteints' } },
        headers(),
      );
      expect(response.status).toBe(200);
      expect(await auditOf('episode.closed', episodeId)).toHaveLength(1);
      const { episodes } = await readRecord(patientId);
      expect(episodes.find((episode) => episode.id === episodeId)).toMatchObject({
        endedOn: '2026-11-16',
        endNote: 'Objectifs atteints',
        open: false,
      });
      const reopen = await admin().episodes[':id'].$patch({ param: { id: episodeId }, json: { reason: 'Autre' } }, headers());
      expect(reopen.status).toBe(422);
      expect((await readJson<ApiErrorBody>(reopen)).error.message).toBe(recordMessages.episodeClosedAlready);
    });

    it('answers 404 for an unknown episode', async () => {
      const response = await admin().episodes[':id'].$patch({ param: { id: 'inconnu' }, json: { reason: 'Test' } }, headers());
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error.message).toBe(recordMessages.episodeNotFound);
    });
  });

  describe('attachments', () => {
    let attachmentId: string;

    it('adds a PDF told by its bytes (whatever the browser said), with a safe file name, audited without the title', async () => {
      const response = await upload(patientId, {
        ...validUpload(),
        file: file(pdfBytes, '../../etc/Résultat "final"\u0000.exe', 'image/png'),
      });
      expect(response.status).toBe(201);
      attachmentId = (await readJson<{ attachment: { id: string } }>(response)).attachment.id;
      const [row] = await testApp().db.select().from(recordAttachments).where(eq(recordAttachments.id, attachmentId));
      expect(row).toMatchObject({
        mediaType: 'application/pdf',
        fileName: 'Résultat final.pdf',
        sizeBytes: pdfBytes.byteLength,
        kind: 'imaging',
        noteId: null,
      });
      const [event] = await auditOf('attachment.added', attachmentId);
      expect(event?.details).toEqual({ patientId, kind: 'imaging', mediaType: 'application/pdf', sizeBytes: pdfBytes.byteLength });
      const { attachments } = await readRecord(patientId);
      expect(attachments[0]).toMatchObject({ id: attachmentId, title: 'Rapport de radiographie lombaire', sizeBytes: pdfBytes.byteLength });
      expect(attachments[0]).not.toHaveProperty('content');
    });

    it('takes a PNG and a JPEG, and files one under a draft note of the patient', async () => {
      const png = await upload(patientId, {
        ...validUpload(),
        file: file(pngBytes, 'lettre.png'),
        kind: 'correspondence',
        noteId: draftNoteId,
      });
      expect(png.status).toBe(201);
      const jpeg = await upload(patientId, { ...validUpload(), file: file(jpegBytes, 'photo.jpeg') });
      expect(jpeg.status).toBe(201);
      const rows = await testApp().db.select().from(recordAttachments).where(eq(recordAttachments.patientId, patientId));
      expect(rows.map((row) => [row.mediaType, row.noteId]).sort()).toEqual([
        ['application/pdf', null],
        ['image/jpeg', null],
        ['image/png', draftNoteId],
      ]);
      expect(rows.find((row) => row.mediaType === 'image/jpeg')?.fileName).toBe('photo.jpg');
    });

    it('refuses a file whose bytes are no PDF, JPEG or PNG (422), whatever its name and type', async () => {
      const before = await countOf(recordAttachments);
      const response = await upload(patientId, {
        ...validUpload(),
        file: file(Buffer.from('<html><script>alert(1)</script>'), 'rapport.pdf', 'application/pdf'),
      });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({ file: recordMessages.fileType });
      const empty = await upload(patientId, { ...validUpload(), file: file(new Uint8Array(), 'vide.pdf') });
      expect((await readJson<ApiErrorBody>(empty)).error.fields).toEqual({ file: recordMessages.fileEmpty });
      expect(await countOf(recordAttachments)).toBe(before);
    });

    it('refuses missing fields with French messages (422)', async () => {
      const response = await upload(patientId, { kind: 'radio', title: '', receivedOn: '2026-13-01' });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({
        file: recordMessages.fileRequired,
        kind: "Type de document doit être l'une des valeurs suivantes: Résultat d'examen, Correspondance, Imagerie, Autre document",
        title: 'Veuillez remplir le champ « Titre »',
        receivedOn: 'Reçu le doit être une date valide',
      });
      const future = await upload(patientId, { ...validUpload(), receivedOn: '2026-11-19' });
      expect((await readJson<ApiErrorBody>(future)).error.fields).toEqual({ receivedOn: 'Reçu le ne peut pas être dans le futur' });
    });

    it('refuses to file under a signed note with 409 NOTE_001, and under another patient’s note (422)', async () => {
      const before = await countOf(recordAttachments);
      const signed = await upload(patientId, { ...validUpload(), noteId: signedNoteId });
      expect(signed.status).toBe(409);
      expect((await readJson<ApiErrorBody>(signed)).error).toEqual({ code: 'NOTE_001', message: noteMessages.locked });
      const other = await upload(patientId, { ...validUpload(), noteId: otherDraftNoteId });
      expect(other.status).toBe(422);
      expect((await readJson<ApiErrorBody>(other)).error.fields).toEqual({ noteId: recordMessages.noteNotOfPatient });
      expect(await countOf(recordAttachments)).toBe(before);
    });

    it('answers the same 409 when the note is signed after the check: the trigger never surfaces as a 500', async () => {
      const { addAttachment } = await import('./attachments');
      const noteId = await insertNote(patientId, 'draft');
      const deps = testApp().deps;
      await testApp()
        .db.update(soapNotes)
        .set({ status: 'signed', signedAt: testApp().clock.now().toISOString(), signedBy: staffId })
        .where(eq(soapNotes.id, noteId));
      // Straight to the guarded insert, past the check, as a race would: the trigger's abort is the 409.
      const { withSignedNoteGuard } = await import('../notes/note-refusals');
      await expect(
        withSignedNoteGuard(() =>
          deps.db.insert(recordAttachments).values({
            patientId,
            noteId,
            kind: 'other',
            title: 'Course',
            fileName: 'course.pdf',
            mediaType: 'application/pdf',
            sizeBytes: pdfBytes.byteLength,
            content: pdfBytes,
            receivedOn: today,
            createdBy: staffId,
            ...createdTimestamp(testApp().clock),
          }),
        ),
      ).rejects.toMatchObject({ code: 'NOTE_001', status: 409 });
      await expect(addAttachment(deps, patientId, staffId, { ...validUpload(), kind: 'other', noteId } as never)).rejects.toMatchObject({
        code: 'NOTE_001',
      });
    });

    it('answers 413 with a French message over 10 MB, and stores nothing', async () => {
      const before = await countOf(recordAttachments);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdfBytes.subarray(0, 8));
      const response = await upload(patientId, { ...validUpload(), file: file(big, 'gros.pdf') });
      expect(response.status).toBe(413);
      expect((await readJson<ApiErrorBody>(response)).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: recordMessages.fileTooLarge });
      expect(await countOf(recordAttachments)).toBe(before);
    });

    it('takes a file over the API’s 64 kB limit, up to its own', async () => {
      const large = new Uint8Array(2 * 1024 * 1024);
      large.set(pngBytes.subarray(0, 8));
      const response = await upload(patientId, { ...validUpload(), file: file(large, 'scan.png') });
      expect(response.status).toBe(201);
    });

    it('refuses a body over the route’s own limit by its announced length, before reading it (413)', async () => {
      const response = await testApp().app.request(`/api/admin/patients/${patientId}/attachments`, {
        method: 'POST',
        body: 'x',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) },
      });
      expect(response.status).toBe(413);
      expect((await readJson<ApiErrorBody>(response)).error.message).toBe(recordMessages.fileTooLarge);
    });

    it('keeps the global 64 kB limit on the other routes', async () => {
      const response = await testApp().app.request(`/api/admin/patients/${patientId}/access-requests`, {
        method: 'POST',
        body: JSON.stringify({ receivedOn: today, note: 'x'.repeat(70_000) }),
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(response.status).toBe(413);
    });

    it('refuses a body that is not form data with a 4xx, never a 500', async () => {
      const response = await testApp().app.request(`/api/admin/patients/${patientId}/attachments`, {
        method: 'POST',
        body: JSON.stringify({ kind: 'other', title: 'x', receivedOn: today }),
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });

    it('answers 404 for an unknown patient', async () => {
      const response = await upload('inconnu', validUpload());
      expect(response.status).toBe(404);
    });

    it('downloads the bytes as an attachment, with the stored type, nosniff and no-store, audited', async () => {
      const response = await admin().attachments[':id'].file.$get({ param: { id: attachmentId } }, headers());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Resultat final.pdf"; filename*=UTF-8''R%C3%A9sultat%20final.pdf`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes)).toBe(true);
      expect((await auditOf('attachment.downloaded', attachmentId))[0]?.details).toEqual({ patientId });
    });

    it('answers 404 for an unknown file, and offers no route to change or delete one', async () => {
      const response = await admin().attachments[':id'].file.$get({ param: { id: 'inconnu' } }, headers());
      expect(response.status).toBe(404);
      for (const method of ['PATCH', 'PUT', 'DELETE']) {
        const attempt = await testApp().app.request(`/api/admin/attachments/${attachmentId}`, { method, headers: { cookie } });
        expect(attempt.status).toBe(404);
      }
      expect(
        await testApp().db.select({ id: recordAttachments.id }).from(recordAttachments).where(eq(recordAttachments.id, attachmentId)),
      ).toHaveLength(1);
    });
  });

  describe('access requests', () => {
    let requestId: string;

    it('records a request with its due date 20 days later, audited, and shows its clock', async () => {
      const response = await admin().patients[':id']['access-requests'].$post(
        { param: { id: patientId }, json: { receivedOn: '2026-11-10', note: 'Par courriel' } },
        headers(),
      );
      expect(response.status).toBe(201);
      const { accessRequest } = await response.json();
      requestId = accessRequest.id;
      expect(accessRequest.dueOn).toBe('2026-11-30');
      expect((await auditOf('access_request.recorded', requestId))[0]?.details).toEqual({ patientId, dueOn: '2026-11-30' });
      const { accessRequests } = await readRecord(patientId);
      expect(accessRequests[0]).toMatchObject({
        id: requestId,
        dueOn: '2026-11-30',
        daysLeft: 12,
        overdue: false,
        answered: false,
        answeredOn: null,
      });
    });

    it('shows a late request as overdue', async () => {
      const late = await admin().patients[':id']['access-requests'].$post(
        { param: { id: otherPatientId }, json: { receivedOn: '2026-10-27' } },
        headers(),
      );
      expect(late.status).toBe(201);
      const { accessRequests } = await readRecord(otherPatientId);
      expect(accessRequests[0]).toMatchObject({ dueOn: '2026-11-16', daysLeft: -2, overdue: true });
    });

    it('refuses a bad or future date (422, French) and an unknown patient (404), recording nothing', async () => {
      const before = await countOf(privacyRequests);
      const bad = await admin().patients[':id']['access-requests'].$post(
        { param: { id: patientId }, json: { receivedOn: '18/11/2026' } },
        headers(),
      );
      expect(bad.status).toBe(422);
      expect((await readJson<ApiErrorBody>(bad)).error.fields).toEqual({ receivedOn: 'Reçu le doit être une date valide' });
      const future = await admin().patients[':id']['access-requests'].$post(
        { param: { id: patientId }, json: { receivedOn: '2026-11-19' } },
        headers(),
      );
      expect((await readJson<ApiErrorBody>(future)).error.fields).toEqual({ receivedOn: 'Reçu le ne peut pas être dans le futur' });
      const unknown = await admin().patients[':id']['access-requests'].$post(
        { param: { id: 'inconnu' }, json: { receivedOn: today } },
        headers(),
      );
      expect(unknown.status).toBe(404);
      expect(await countOf(privacyRequests)).toBe(before);
    });

    it('refuses an answer before the request was received', async () => {
      const response = await admin()['access-requests'][':id'].answer.$post(
        { param: { id: requestId }, json: { answeredOn: '2026-11-09' } },
        headers(),
      );
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({ answeredOn: recordMessages.answerBeforeReceived });
    });

    it('marks a request answered (audited); the clock stops; a second answer is refused', async () => {
      const response = await admin()['access-requests'][':id'].answer.$post(
        { param: { id: requestId }, json: { answeredOn: today } },
        headers(),
      );
      expect(response.status).toBe(200);
      expect((await auditOf('access_request.answered', requestId))[0]?.details).toEqual({ patientId });
      const { accessRequests } = await readRecord(patientId);
      expect(accessRequests[0]).toMatchObject({
        answered: true,
        answeredOn: today,
        answeredBy: expect.any(String),
        daysLeft: null,
        overdue: false,
      });
      const again = await admin()['access-requests'][':id'].answer.$post(
        { param: { id: requestId }, json: { answeredOn: today } },
        headers(),
      );
      expect(again.status).toBe(422);
      expect((await readJson<ApiErrorBody>(again)).error.message).toBe(recordMessages.accessAnsweredAlready);
    });

    it('answers 404 for an unknown request', async () => {
      const response = await admin()['access-requests'][':id'].answer.$post(
        { param: { id: 'inconnu' }, json: { answeredOn: today } },
        headers(),
      );
      expect(response.status).toBe(404);
    });
  });

  describe('the whole-record export', () => {
    beforeAll(async () => {
      await testApp()
        .db.insert(soapNoteAddenda)
        .values({
          noteId: signedNoteId,
          kind: 'correction',
          reason: 'Côté inversé',
          text: 'Lire : sacro-iliaque gauche.',
          createdBy: staffId,
          ...createdTimestamp(testApp().clock),
        });
      const [service] = await testApp().db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes).limit(1);
      await testApp()
        .db.insert(appointments)
        .values({
          patientId,
          name: 'Sophie Lavigne',
          email: 'sophie@courriel.example',
          phone: '514 555-0199',
          status: 'completed',
          scheduledDate: '2026-11-10',
          scheduledTime: '09:30',
          serviceTypeId: service!.id,
          ...timestamps(testApp().clock),
        });
    });

    it('exports JSON with every part of the record and each file in base64, no-store, audited with the format', async () => {
      const response = await admin().patients[':id'].record['export.json'].$get({ param: { id: patientId } }, headers());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="dossier-lavigne-sophie-${today}.json"; filename*=UTF-8''dossier-lavigne-sophie-${today}.json`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const record = await response.json();
      expect(record.patient).toMatchObject({ firstName: 'Sophie', nameAtBirth: 'Sophie Tremblay', recordOpenedOn: '2026-11-02' });
      expect(record.episodes).toHaveLength(2);
      expect(record.notes.map((note) => note.status).sort()).toEqual(['draft', 'signed', 'signed']);
      const signed = record.notes.find((note) => note.id === signedNoteId);
      expect(signed).toMatchObject({
        signedAt: '2026-11-10T15:00:00.000Z',
        addenda: [expect.objectContaining({ kind: 'correction', reason: 'Côté inversé' })],
      });
      expect(record.outcomes).toEqual([]);
      expect(record.visits).toEqual([
        expect.objectContaining({ date: '2026-11-10', time: '09:30', status: 'completed', serviceName: expect.any(String) }),
      ]);
      expect(record.accessRequests).toHaveLength(1);
      const pdf = record.attachments.find(
        (attachment) => attachment.mediaType === 'application/pdf' && attachment.sizeBytes === pdfBytes.byteLength,
      );
      expect(Buffer.from(pdf!.contentBase64, 'base64').equals(pdfBytes)).toBe(true);
      expect((await auditOf('patient_record.exported', patientId)).map((event) => event.details)).toEqual([{ format: 'json' }]);
    });

    it('exports a French PDF of the whole record, downloaded under the patient’s name, audited with the format', async () => {
      const response = await admin().patients[':id'].record['export.pdf'].$get({ param: { id: patientId } }, headers());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`filename="dossier-lavigne-sophie-${today}.pdf"`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      for (const expected of [
        'Dossier clinique',
        'Sophie Lavigne',
        'Nom à la naissance : Sophie Tremblay',
        'Dossier ouvert le : lundi 2 novembre 2026',
        'Raison de la consultation : Lombalgie aiguë',
        'Épisodes de soins',
        'Lombalgie aiguë droite',
        'Notes cliniques',
        'Visite du mardi 10 novembre 2026 — Signée',
        'Diagnostic : Dysfonction sacro-iliaque droite',
        'Addenda — Correction',
        'Lire : sacro-iliaque gauche.',
        'Documents joints',
        'Rapport de radiographie lombaire',
        'Services et dates',
        "Demandes d'accès au dossier",
        'répondue le mercredi 18 novembre 2026',
      ]) {
        expect(text).toContain(expected);
      }
      expect((await auditOf('patient_record.exported', patientId)).map((event) => event.details)).toContainEqual({ format: 'pdf' });
    });

    it('answers 404 for an unknown patient on both formats', async () => {
      for (const format of ['export.json', 'export.pdf'] as const) {
        const response = await admin().patients[':id'].record[format].$get({ param: { id: 'inconnu' } }, headers());
        expect(response.status).toBe(404);
      }
    });
  });
});
