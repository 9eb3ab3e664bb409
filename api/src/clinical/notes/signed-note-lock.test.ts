// No route, however called, changes a signed note. The write routes
// are listed from the router itself (so a route is covered the moment it is mounted), each called
// with every `:param` set to a signed note's id and a body a note route would accept, by a staff
// session with its second factor (a patient session on the portal). The note, its addenda and the
// files filed with it must come out byte-identical; only the addenda route may add an addendum.
// Behind the routes, the triggers of migration 0006 refuse any raw change.
import { eq } from 'drizzle-orm';
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAttachments, soapNoteAddenda, soapNotes } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { type ListedRoute, routesUnder } from '../../testing/routes-under';
import { createTestSession, seededAccounts, silenceLogs, useTestApp } from '../../testing/test-app';
import { AppError } from '../../platform/http/app-error';
import { withSignedNoteGuard } from './note-refusals';
import { insertTestNote, validNoteBody } from './note-test-support';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const addendaRoute = '/api/admin/notes/:id/addenda';

// Aims every write route at the note: minutes on a loaded machine; the time limit catches a hang only.
describe('a signed note', { timeout: 300_000 }, () => {
  const testApp = useTestApp();
  let noteId: string;
  let attachmentId: string;
  let addendumId: string;
  let patientId: string;
  let staffId: string;
  let patientAccountId: string;
  let writeRoutes: ListedRoute[];
  let restoreLogs: () => void;

  const snapshot = async () => ({
    note: await testApp().db.select().from(soapNotes).where(eq(soapNotes.id, noteId)),
    addenda: await testApp().db.select().from(soapNoteAddenda).where(eq(soapNoteAddenda.noteId, noteId)),
    attachments: await testApp().db.select().from(recordAttachments).where(eq(recordAttachments.noteId, noteId)),
  });

  beforeAll(async () => {
    restoreLogs = silenceLogs();
    ({ staffId, patientAccountId, patientId } = await seededAccounts(testApp()));
    // Filed while a draft (a signed note takes no new file), then signed, with one addendum.
    noteId = await insertTestNote(testApp(), { patientId, createdBy: staffId, status: 'draft', signedAt: null, signedBy: null });
    const [attachment] = await testApp()
      .db.insert(recordAttachments)
      .values({
        patientId,
        noteId,
        kind: 'exam_result',
        title: 'Radiographie lombaire',
        fileName: 'radio.pdf',
        mediaType: 'application/pdf',
        sizeBytes: 4,
        content: Buffer.from('%PDF'),
        receivedOn: '2026-11-10',
        createdBy: staffId,
        ...createdTimestamp(testApp().clock),
      })
      .returning({ id: recordAttachments.id });
    attachmentId = attachment!.id;
    const signedAt = testApp().clock.now().toISOString();
    await testApp().db.update(soapNotes).set({ status: 'signed', signedAt, signedBy: staffId }).where(eq(soapNotes.id, noteId));
    const [addendum] = await testApp()
      .db.insert(soapNoteAddenda)
      .values({ noteId, kind: 'annotation', reason: null, text: 'Vu en suivi.', createdBy: staffId, ...createdTimestamp(testApp().clock) })
      .returning({ id: soapNoteAddenda.id });
    addendumId = addendum!.id;
    const routes = inspectRoutes(testApp().app);
    writeRoutes = [...routesUnder(routes, '/api/admin'), ...routesUnder(routes, '/api/portal')].filter((route) =>
      writeMethods.has(route.method),
    );
  });

  afterAll(() => restoreLogs());

  /** Every field a note, a draft, an addendum or an attachment route might read, aimed at the signed note. */
  const plausibleBody = () => ({
    ...validNoteBody(patientId, { subjective: 'Réécrit', plan: 'Réécrit', structured: { pain: { now: 0 } } }),
    noteId,
    id: noteId,
    status: 'draft',
    sign: true,
    kind: 'annotation',
    reason: 'Essai',
    text: 'Essai de modification',
    title: 'Remplacé',
    fileName: 'remplace.pdf',
    content: 'JVBERg==',
  });

  /** The same fields as a form with a file, for routes that take an upload. */
  const plausibleForm = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(plausibleBody())) form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    form.set('file', new Blob(['%PDF-1.4 remplacé'], { type: 'application/pdf' }), 'remplace.pdf');
    return form;
  };

  it('is changed by no write route of the admin or portal surface, aimed at it, its file or its addendum', async () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
    expect(writeRoutes).toContainEqual({ method: 'PATCH', path: '/api/admin/notes/:id' });
    expect(writeRoutes).toContainEqual({ method: 'POST', path: addendaRoute });

    const before = await snapshot();
    expect(before.note).toHaveLength(1);
    expect(before.attachments).toHaveLength(1);
    const admittedOnNote: string[] = [];
    for (const { method, path } of writeRoutes) {
      for (const target of [noteId, attachmentId, addendumId]) {
        for (const body of [() => JSON.stringify(plausibleBody()), plausibleForm]) {
          const tried = `${method} ${path} (${target === noteId ? 'note' : target === attachmentId ? 'file' : 'addendum'})`;
          // A fresh session each time: a sign-out route ends the one it is called with.
          const cookie = path.startsWith('/api/portal')
            ? await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId })
            : await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
          const sent = body();
          const response = await testApp().app.request(path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, target), {
            method,
            // FormData sets its own multipart content type.
            headers: typeof sent === 'string' ? { cookie, 'content-type': 'application/json' } : { cookie },
            body: sent,
          });
          if (path.startsWith('/api/admin/notes/:id') && path !== addendaRoute && (response.status < 400 || response.status >= 500)) {
            admittedOnNote.push(`${tried} → ${response.status}`);
          }
          const after = await snapshot();
          expect(after.note, tried).toEqual(before.note);
          expect(after.attachments, tried).toEqual(before.attachments);
          // Only the addenda route may add one; none is ever changed or removed.
          expect(after.addenda.slice(0, before.addenda.length), tried).toEqual(before.addenda);
          if (!(method === 'POST' && path === addendaRoute)) expect(after.addenda, tried).toHaveLength(before.addenda.length);
          before.addenda = after.addenda;
        }
      }
    }
    expect(admittedOnNote).toEqual([]);
    // The body was plausible enough for the one route that may write: it added its addendum.
    expect(before.addenda).toHaveLength(2);
  });

  it('turns a trigger’s refusal into 409 NOTE_001, never a 500', async () => {
    const write = withSignedNoteGuard(() => testApp().db.update(soapNotes).set({ plan: 'x' }).where(eq(soapNotes.id, noteId)));
    await expect(write).rejects.toMatchObject({ code: 'NOTE_001', status: 409 });
    const other = withSignedNoteGuard(() => testApp().db.update(soapNotes).set({ patientId: 'inconnu' }).where(eq(soapNotes.id, noteId)));
    await expect(other).rejects.not.toBeInstanceOf(AppError);
  });

  it('refuses raw SQL changes: the note, its addenda, and its files are kept as signed', async () => {
    const { client } = testApp();
    await expect(client.execute({ sql: "update soap_notes set subjective = 'x' where id = ?", args: [noteId] })).rejects.toThrow(/signed/);
    await expect(client.execute({ sql: "update soap_notes set status = 'draft' where id = ?", args: [noteId] })).rejects.toThrow(/signed/);
    await expect(client.execute({ sql: 'delete from soap_notes where id = ?', args: [noteId] })).rejects.toThrow(/signed/);
    await expect(client.execute({ sql: "update soap_note_addenda set text = 'x' where note_id = ?", args: [noteId] })).rejects.toThrow(
      /signed/,
    );
    await expect(client.execute({ sql: 'delete from soap_note_addenda where note_id = ?', args: [noteId] })).rejects.toThrow(/signed/);
    await expect(client.execute({ sql: "update record_attachments set title = 'x' where note_id = ?", args: [noteId] })).rejects.toThrow(
      /signed/,
    );
    await expect(client.execute({ sql: 'delete from record_attachments where note_id = ?', args: [noteId] })).rejects.toThrow(/signed/);
  });
});
