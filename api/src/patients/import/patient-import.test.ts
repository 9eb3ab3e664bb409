import { count, eq, like } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { patientImportFields, patientImportMessages, type PatientImportMapping } from 'shared-domain/patients/patient-import';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, auditEvents, patientConsents, patientImports, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { base64Of, generatedPatientCsv, patientsOnFile } from './patient-import-test-support';
import { keptReasons } from './undo-patient-import';

const templateMapping: PatientImportMapping = [...patientImportFields];

describe('the patient import (admin)', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  const admin = () => testApp().api.admin['patient-imports'];
  const headers = () => ({ headers: { cookie } });

  const patientCount = async () => (await testApp().db.select({ n: count() }).from(patients))[0]?.n ?? 0;
  const importCount = async () => (await testApp().db.select({ n: count() }).from(patientImports))[0]?.n ?? 0;

  async function preview(text: string | Uint8Array, mapping?: PatientImportMapping) {
    return admin().preview.$post(
      { json: { fileName: 'patients.csv', content: base64Of(text), ...(mapping ? { mapping } : {}) } },
      headers(),
    );
  }

  async function importFile(
    text: string | Uint8Array,
    decisions: { line: number; action: 'create' | 'update' | 'skip'; patientId?: string }[] = [],
  ) {
    return admin().$post({ json: { fileName: 'patients.csv', content: base64Of(text), mapping: templateMapping, decisions } }, headers());
  }

  /** The mapping a template file gets, and its rows after the header. */
  const templateFile = (...rows: string[]) =>
    `Nom;Prénom;Date de naissance;Sexe;Courriel;Cellulaire;Autre téléphone;Adresse;Ville;Province;Code postal;Date de la première visite;Date de la dernière visite;Consentement aux courriels;Nom à la naissance;Notes\r\n${rows.join('\r\n')}\r\n`;

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  it('offers the template in French, UTF-8 with its byte-order mark, `;` and an example row that imports as is', async () => {
    const response = await admin().template.$get({}, headers());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('modele-import-patients.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, example, rest] = text.split('\r\n');
    expect(header).toBe(
      '"Nom";"Prénom";"Date de naissance";"Sexe";"Courriel";"Cellulaire";"Autre téléphone";"Adresse";"Ville";"Province";"Code postal";"Date de la première visite";"Date de la dernière visite";"Consentement aux courriels";"Nom à la naissance";"Notes"',
    );
    expect(example).toContain('"Tremblay";"Marie-Ève"');
    expect(rest).toBe('');

    const read = await preview(bytes);
    expect(read.status).toBe(200);
    const body = await read.json();
    expect(body.columns.map((column) => column.field)).toEqual(templateMapping);
    expect([body.rowCount, body.readyCount, body.errors, body.duplicates]).toEqual([1, 1, [], []]);
  });

  describe('a 2 000-row file with 10 bad rows and 5 duplicates of records on file', () => {
    let file: ReturnType<typeof generatedPatientCsv>;
    let onFile: { id: string; email: string }[];
    let before: number;

    beforeAll(async () => {
      onFile = await patientsOnFile(testApp(), 5);
      file = generatedPatientCsv({ rows: 2000, badRows: 10, duplicateEmails: onFile.map((patient) => patient.email) });
      before = await patientCount();
    });

    it('previews exactly those, writing nothing', async () => {
      expect(file.badLines).toHaveLength(10);
      expect(file.duplicateLines).toHaveLength(5);
      const response = await preview(file.text);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.delimiter).toBe(';');
      expect(body.encoding).toBe('utf-8');
      expect(body.mappingProblem).toBeNull();
      expect(body.rowCount).toBe(2000);
      expect(body.readyCount).toBe(1985);
      expect(body.errors.map((error) => error.line)).toEqual(file.badLines);
      expect(body.errors[0]?.reasons).toEqual(['Courriel doit être une adresse courriel valide']);
      expect(body.duplicates.map((duplicate) => duplicate.line)).toEqual(file.duplicateLines);
      expect(body.duplicates.map((duplicate) => duplicate.matches.map((match) => match.id))).toEqual(onFile.map((patient) => [patient.id]));
      expect(body.duplicates[0]?.reasons).toEqual(['Même courriel']);
      expect(body.duplicates[0]?.sameAsLine).toBeNull();
      expect(await patientCount()).toBe(before);
      // Showing records on file is a read of patients' details: audited, with counts only.
      const previews = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'patients.import_previewed'));
      expect(previews.at(-1)?.details).toEqual({ rows: 2000, duplicates: 5 });
    });

    it('imports the 1 985 others (the duplicates skipped), each carrying the batch, and audits counts only', async () => {
      const response = await importFile(file.text);
      expect(response.status).toBe(201);
      const { summary } = await response.json();
      expect(summary).toMatchObject({ rowCount: 2000, created: 1985, updated: 0, skipped: 15, invalid: 10 });
      expect(await patientCount()).toBe(before + 1985);
      const carried = await testApp().db.select({ n: count() }).from(patients).where(eq(patients.importId, summary.id));
      expect(carried[0]?.n).toBe(1985);

      const [one] = await testApp().db.select().from(patients).where(eq(patients.email, 'patient.1@import.example'));
      expect(one).toMatchObject({
        firstName: 'Émile 1',
        lastName: 'Roy',
        dateOfBirth: '1941-02-02',
        sex: 'female',
        phone: '438 200-0001',
        address: '101, avenue du Parc, Montréal (Québec) H2J 1Y2',
        recordOpenedOn: '2020-01-15',
        lastVisit: '2026-10-01',
        emailConsent: true,
      });

      const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.entityId, summary.id));
      expect(audit?.action).toBe('patients.imported');
      expect(audit?.details).toEqual({ rows: 2000, created: 1985, updated: 0, skipped: 15 });

      const list = await (await admin().$get({}, headers())).json();
      expect(list.imports[0]).toMatchObject({
        id: summary.id,
        fileName: 'patients.csv',
        created: 1985,
        skipped: 15,
        undoable: true,
        undoneAt: null,
      });
    });

    it('undoes it: the records it created are removed, and it cannot be undone twice', async () => {
      const list = await (await admin().$get({}, headers())).json();
      const id = list.imports[0]?.id as string;
      const response = await admin()[':id'].undo.$post({ param: { id } }, headers());
      expect(response.status).toBe(200);
      expect((await response.json()).report).toEqual({ removed: 1985, restored: 0, kept: [] });
      expect(await patientCount()).toBe(before);
      const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'patients.import_undone'));
      expect(audit?.details).toEqual({ removed: 1985, restored: 0, kept: 0 });

      const again = await admin()[':id'].undo.$post({ param: { id } }, headers());
      expect(again.status).toBe(409);
      expect((await readJson<ApiErrorBody>(again)).error.message).toBe(patientImportMessages.undoClosed);
      const after = await (await admin().$get({}, headers())).json();
      expect(after.imports[0]).toMatchObject({ id, undoable: false });
    });
  });

  it('reads a Windows-1252 file with `;` (Excel’s « CSV » in French) and its accents right', async () => {
    const text = 'Nom;Prénom;Ville\r\nBélanger;Hélène;Québec\r\n';
    const bytes = new Uint8Array(Buffer.from(text, 'latin1'));
    expect(bytes).toContain(0xe9);
    const response = await preview(bytes);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect([body.encoding, body.delimiter]).toEqual(['windows-1252', ';']);
    expect(body.columns).toEqual([
      { index: 0, header: 'Nom', field: 'lastName' },
      { index: 1, header: 'Prénom', field: 'firstName' },
      { index: 2, header: 'Ville', field: 'city' },
    ]);
    expect(body.readyCount).toBe(1);
  });

  it('reads a UTF-8 file with its BOM, `,`, English headers, quoted cells and line breaks, giving spreadsheet rows', async () => {
    const text =
      '\uFEFFFirst Name,Last Name,Email,Notes\r\n"Zoé","D\'Amours",zoe@exemple.ca,"Première ligne\nseconde"\r\n\r\nLuc,,luc@exemple.ca,\r\n';
    const response = await preview(text);
    const body = await response.json();
    expect([body.encoding, body.delimiter]).toEqual(['utf-8', ',']);
    expect(body.columns.map((column) => column.field)).toEqual(['firstName', 'lastName', 'email', 'notes']);
    // The blank row 3 keeps its number: Luc is on the spreadsheet's row 4.
    expect(body.errors).toEqual([{ line: 4, reasons: ['Veuillez remplir le champ « Nom »'] }]);
    expect(body.readyCount).toBe(1);
  });

  it('flags a row repeating an earlier one of the file, and a record on file by mobile and birth date', async () => {
    const [existing] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Rémi', lastName: 'Aubin', phone: '819 555-0123', dateOfBirth: '1970-05-05', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    const text = templateFile(
      'Caron;Sophie;1990-01-01;F;sophie.caron@exemple.ca;;;;;;;;;;;',
      'Caron;Sophie;01/01/1990;F;;;;;;;;;;;;',
      'Aubin-Tremblay;Rémi;05/05/1970;M;;(819) 555-0123;;;;;;;;;;',
    );
    const body = await (await preview(text)).json();
    expect(body.readyCount).toBe(1);
    expect(body.duplicates).toMatchObject([
      { line: 3, reasons: ['Même nom et même date de naissance'], matches: [], sameAsLine: 2 },
      { line: 4, reasons: ['Même cellulaire et même date de naissance'], matches: [{ id: existing?.id }], sameAsLine: null },
    ]);
  });

  describe('decisions and undo of what was touched since', () => {
    it('updates a record on file when asked, and undo restores the fields it replaced', async () => {
      const [existing] = await testApp()
        .db.insert(patients)
        .values({
          firstName: 'Nadia',
          lastName: 'Lebel',
          email: 'nadia.lebel@exemple.ca',
          phone: '514 555-0111',
          ...timestamps(testApp().clock),
        })
        .returning({ id: patients.id, updatedAt: patients.updatedAt });
      const id = existing?.id as string;
      const text = templateFile('Lebel;Nadia;1988-08-08;F;nadia.lebel@exemple.ca;514 555-0999;;;;;;;;oui;;');
      testApp().clock.advance({ minutes: 1 });
      const response = await importFile(text, [{ line: 2, action: 'update', patientId: id }]);
      expect(response.status).toBe(201);
      const { summary } = await response.json();
      expect(summary).toMatchObject({ created: 0, updated: 1, skipped: 0 });
      const [updated] = await testApp().db.select().from(patients).where(eq(patients.id, id));
      expect(updated).toMatchObject({ phone: '514 555-0999', dateOfBirth: '1988-08-08', emailConsent: true, importId: summary.id });

      testApp().clock.advance({ minutes: 1 });
      const undo = await (await admin()[':id'].undo.$post({ param: { id: summary.id } }, headers())).json();
      expect(undo.report).toEqual({ removed: 0, restored: 1, kept: [] });
      const [restored] = await testApp().db.select().from(patients).where(eq(patients.id, id));
      expect(restored).toMatchObject({ phone: '514 555-0111', dateOfBirth: null, emailConsent: null, importId: null, sex: null });
    });

    it('creates a duplicate when asked « Créer quand même »', async () => {
      await testApp()
        .db.insert(patients)
        .values({ firstName: 'Yves', lastName: 'Petit', email: 'yves.petit@exemple.ca', ...timestamps(testApp().clock) });
      const response = await importFile(templateFile('Petit;Yves;;M;yves.petit@exemple.ca;;;;;;;;;;;'), [{ line: 2, action: 'create' }]);
      expect((await response.json()).summary).toMatchObject({ created: 1, skipped: 0 });
      const rows = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, 'yves.petit@exemple.ca'));
      expect(rows).toHaveLength(2);
    });

    it('keeps, and reports, the records edited or given an appointment since', async () => {
      const text = templateFile('Garant;Alice;;F;;;;;;;;;;;;', 'Garant;Bruno;;M;;;;;;;;;;;;', 'Garant;Carole;;F;;;;;;;;;;;;');
      const { summary } = await (await importFile(text)).json();
      const created = await testApp().db.select().from(patients).where(eq(patients.importId, summary.id));
      const byName = new Map(created.map((row) => [row.firstName, row.id]));
      testApp().clock.advance({ minutes: 5 });
      const edit = await testApp().api.admin.patients[':id'].$patch(
        { param: { id: byName.get('Alice') as string }, json: { notes: 'Appelée le 18' } },
        headers(),
      );
      expect(edit.status).toBe(200);
      await testApp()
        .db.insert(appointments)
        .values({
          patientId: byName.get('Bruno') as string,
          name: 'Bruno Garant',
          email: 'b@exemple.ca',
          phone: '514 555-0000',
          ...timestamps(testApp().clock),
        });

      const undo = await (await admin()[':id'].undo.$post({ param: { id: summary.id } }, headers())).json();
      expect(undo.report.removed).toBe(1);
      expect(undo.report.kept).toEqual(
        expect.arrayContaining([
          { patientId: byName.get('Alice'), name: 'Garant, Alice', reason: keptReasons.changed },
          { patientId: byName.get('Bruno'), name: 'Garant, Bruno', reason: 'Lié à : rendez-vous' },
        ]),
      );
      const left = await testApp().db.select({ firstName: patients.firstName }).from(patients).where(like(patients.lastName, 'Garant'));
      expect(left.map((row) => row.firstName).sort()).toEqual(['Alice', 'Bruno']);
    });

    it('keeps a record that an appointment or a consent came to refer to between its read and its batch, and says why', async () => {
      const text = templateFile('Lachance;Denise;;F;;;;;;;;;;;;', 'Lachance;Éloi;;M;;;;;;;;;;;;');
      const { summary } = await (await importFile(text)).json();
      const created = await testApp().db.select().from(patients).where(eq(patients.importId, summary.id));
      const byName = new Map(created.map((row) => [row.firstName, row.id]));
      const denise = byName.get('Denise') as string;
      const batch = testApp().db.batch.bind(testApp().db);
      // The references arrive after the undo has read the records, just before its batch runs.
      const spy = vi.spyOn(testApp().db, 'batch').mockImplementationOnce(async (statements) => {
        await testApp()
          .db.insert(appointments)
          .values({
            patientId: denise,
            name: 'Denise Lachance',
            email: 'd@exemple.ca',
            phone: '514 555-0001',
            ...timestamps(testApp().clock),
          });
        await testApp().db.insert(patientConsents).values({
          patientId: denise,
          kind: 'email_reminders',
          version: 1,
          channel: 'paper',
          givenAt: testApp().clock.now().toISOString(),
          createdAt: testApp().clock.now().toISOString(),
        });
        return batch(statements);
      });
      try {
        const undo = await (await admin()[':id'].undo.$post({ param: { id: summary.id } }, headers())).json();
        expect(undo.report).toEqual({
          removed: 1,
          restored: 0,
          kept: [{ patientId: denise, name: 'Lachance, Denise', reason: 'Lié à : rendez-vous, consentements' }],
        });
      } finally {
        spy.mockRestore();
      }
      const left = await testApp().db.select({ firstName: patients.firstName }).from(patients).where(eq(patients.importId, summary.id));
      expect(left.map((row) => row.firstName)).toEqual(['Denise']);
      expect(await testApp().db.select().from(appointments).where(eq(appointments.patientId, denise))).toHaveLength(1);
      expect(await testApp().db.select().from(patientConsents).where(eq(patientConsents.patientId, denise))).toHaveLength(1);
    });

    it('refuses an undo after its 7 days', async () => {
      const { summary } = await (await importFile(templateFile('Tardif;Denis;;M;;;;;;;;;;;;'))).json();
      testApp().clock.advance({ days: 7, minutes: 1 });
      // A week later: another session (sessions end after 12 hours).
      cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
      const response = await admin()[':id'].undo.$post({ param: { id: summary.id } }, headers());
      expect(response.status).toBe(409);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('IMPORT_001');
      expect(await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.lastName, 'Tardif'))).toHaveLength(1);
    });
  });

  describe('bad input: a French message, 4xx, nothing written', () => {
    let patientsBefore: number;
    let importsBefore: number;
    beforeAll(async () => {
      patientsBefore = await patientCount();
      importsBefore = await importCount();
    });

    async function expectRefusal(response: Response, status: number, message: string) {
      expect(response.status).toBe(status);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error.message === message || Object.values(body.error.fields ?? {}).includes(message)).toBe(true);
      expect(await patientCount()).toBe(patientsBefore);
      expect(await importCount()).toBe(importsBefore);
    }

    it('an empty file', async () => {
      await expectRefusal(await preview(''), 422, patientImportMessages.emptyFile);
      await expectRefusal(await preview('\uFEFF \r\n'), 422, patientImportMessages.emptyFile);
      await expectRefusal(await importFile(''), 422, patientImportMessages.emptyFile);
    });

    it('a header without rows', async () => {
      await expectRefusal(await preview('Nom;Prénom\r\n\r\n'), 422, patientImportMessages.noRows);
    });

    it('no name column: the preview says so and reads nothing; the import refuses', async () => {
      const text = 'Client;Téléphone\r\nJean Roy;514 555-0000\r\n';
      const body = await (await preview(text)).json();
      expect(body.mappingProblem).toBe(patientImportMessages.nameColumnsMissing);
      expect([body.readyCount, body.errors, body.duplicates]).toEqual([0, [], []]);
      await expectRefusal(await preview(text, [null, 'phone']), 422, patientImportMessages.nameColumnsMissing);
      const response = await admin().$post(
        { json: { fileName: 'clients.csv', content: base64Of(text), mapping: ['lastName', 'phone'] } },
        headers(),
      );
      await expectRefusal(response, 422, patientImportMessages.nameColumnsMissing);
    });

    it('a mapping that does not fit the file', async () => {
      await expectRefusal(
        await preview('Nom;Prénom\r\nRoy;Jean\r\n', ['lastName', 'firstName', null]),
        422,
        patientImportMessages.mappingMismatch,
      );
    });

    it('binary garbage (a workbook or an image renamed .csv)', async () => {
      const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
      await expectRefusal(await preview(garbage), 422, patientImportMessages.notCsv);
      await expectRefusal(await importFile(garbage), 422, patientImportMessages.notCsv);
    });

    it('a quote never closed', async () => {
      await expectRefusal(await preview('Nom;Prénom\r\n"Roy;Jean\r\n'), 422, patientImportMessages.unreadable);
    });

    it('content that is not base64', async () => {
      const response = await admin().preview.$post({ json: { fileName: 'x.csv', content: 'pas du base64 !' } }, headers());
      await expectRefusal(response, 422, patientImportMessages.notCsv);
    });

    it('a file past 5 MB, and a body past the route’s limit', async () => {
      const row = 'Roy;Jean;;;;;;;;;;;;;;\r\n';
      const big = templateFile(row.repeat(Math.ceil((5 * 1024 * 1024) / row.length)));
      await expectRefusal(await preview(big), 413, patientImportMessages.tooBig);
      const huge = await testApp().app.request('/api/admin/patient-imports', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'x.csv', content: 'A'.repeat(8 * 1024 * 1024), mapping: templateMapping }),
      });
      await expectRefusal(huge, 413, patientImportMessages.tooBig);
    });

    it('more than 10 000 rows', async () => {
      const { text } = generatedPatientCsv({ rows: 10_001 });
      await expectRefusal(await preview(text), 422, patientImportMessages.tooManyRows);
    });

    it('an update naming a record the row does not match', async () => {
      const [other] = await testApp().db.select({ id: patients.id }).from(patients).limit(1);
      await testApp()
        .db.insert(patients)
        .values({ firstName: 'Guy', lastName: 'Lamy', email: 'guy.lamy@exemple.ca', ...timestamps(testApp().clock) });
      patientsBefore = await patientCount();
      const response = await importFile(templateFile('Lamy;Guy;;M;guy.lamy@exemple.ca;;;;;;;;;;;'), [
        { line: 2, action: 'update', patientId: other?.id as string },
      ]);
      await expectRefusal(response, 422, 'Ligne 2 : choisissez le dossier existant à mettre à jour.');
    });
  });

  it('is the administrators’ only', async () => {
    const reception = await staffMemberWithSession(testApp(), 'reception');
    const practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    for (const member of [reception, practitioner]) {
      const response = await admin().template.$get({}, { headers: { cookie: member.cookie } });
      expect(response.status).toBe(403);
      const list = await admin().$get({}, { headers: { cookie: member.cookie } });
      expect(list.status).toBe(403);
    }
  });
});
