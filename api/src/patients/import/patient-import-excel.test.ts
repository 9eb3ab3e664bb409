// Files as Excel saves them for a clinic in Quebec: Windows-1252 or UTF-8 (with or without its
// byte-order mark), addresses on two lines, dates whose order the file must tell (or a person), and
// names that look like formulas.
import { count, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import {
  type ImportDateOrder,
  importFormulaWarning,
  patientImportFields,
  patientImportMessages,
  type PatientImportMapping,
} from 'shared-domain/patients/patient-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeWindows1252 } from '../../platform/files/windows-1252';
import { patients } from '../../platform/db/schema';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { base64Of } from './patient-import-test-support';
import { decodeCsvBytes } from './read-patient-csv';

const templateMapping: PatientImportMapping = [...patientImportFields];
const templateHeader =
  'Nom;Prénom;Date de naissance;Sexe;Courriel;Cellulaire;Autre téléphone;Adresse;Ville;Province;Code postal;Date de la première visite;Date de la dernière visite;Consentement aux courriels;Nom à la naissance;Notes';

/** A file with the template's columns: `rows` as given (cells joined by `;`). */
const templateFile = (...rows: string[]) => `${templateHeader}\r\n${rows.join('\r\n')}\r\n`;

/** `text` as Excel writes it on a French Windows: one byte per character, from Windows-1252's table. */
function windows1252(text: string): Uint8Array {
  const high = new Map([...decodeWindows1252(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i))].map((c, i) => [c, 0x80 + i]));
  return Uint8Array.from([...text].map((character) => high.get(character) ?? character.charCodeAt(0)));
}

// Windows-1252's own table for 0x80–0x9F (the Unicode consortium's cp1252.txt), the five undefined
// bytes as the WHATWG encoding standard maps them: control characters.
const cp1252High: Record<number, number> = {
  128: 0x20ac,
  129: 0x81,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  141: 0x8d,
  142: 0x017d,
  143: 0x8f,
  144: 0x90,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  157: 0x9d,
  158: 0x017e,
  159: 0x0178,
};
const undefinedBytes = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

describe('decoding a file', () => {
  it('reads every byte 0x80–0x9F of a Windows-1252 file as Windows-1252 has it, and the rest as Latin-1', () => {
    for (let byte = 0x80; byte <= 0x9f; byte += 1) {
      expect(decodeWindows1252(Uint8Array.of(0x41, byte, 0x42)).codePointAt(1)).toBe(cp1252High[byte]);
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = decodeWindows1252(all);
    expect(text).toHaveLength(256);
    for (let byte = 0; byte < 256; byte += 1) if (byte < 0x80 || byte > 0x9f) expect(text.codePointAt(byte)).toBe(byte);
  });

  it('tells UTF-8 with and without its byte-order mark from Windows-1252', () => {
    const names = 'L’Heureux;Sacré-Cœur;“€ 5 – …”';
    const withMark = new Uint8Array(Buffer.from(`\uFEFF${names}`));
    expect(decodeCsvBytes(withMark)).toEqual({ text: names, encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array(Buffer.from(names)))).toEqual({ text: names, encoding: 'utf-8' });
    expect(decodeCsvBytes(windows1252(names))).toEqual({ text: names, encoding: 'windows-1252' });
  });
});

describe('the patient import reads Excel’s files intact (admin)', () => {
  const testApp = useTestApp();
  let cookie: string;
  const admin = () => testApp().api.admin['patient-imports'];
  const headers = () => ({ headers: { cookie } });
  const patientCount = async () => (await testApp().db.select({ n: count() }).from(patients))[0]?.n ?? 0;

  async function preview(file: string | Uint8Array, options: { mapping?: PatientImportMapping; dateOrder?: ImportDateOrder } = {}) {
    const response = await admin().preview.$post({ json: { fileName: 'patients.csv', content: base64Of(file), ...options } }, headers());
    expect(response.status).toBe(200);
    return response.json();
  }

  async function importFile(file: string | Uint8Array, dateOrder?: ImportDateOrder) {
    return admin().$post(
      { json: { fileName: 'patients.csv', content: base64Of(file), mapping: templateMapping, ...(dateOrder ? { dateOrder } : {}) } },
      headers(),
    );
  }

  const stored = async (lastName: string) => testApp().db.select().from(patients).where(eq(patients.lastName, lastName));

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  it('imports a Windows-1252 file with ’ œ € “ ” – … in its cells, and refuses only the five bytes that are no character', async () => {
    const rows = Array.from(
      { length: 32 },
      (_, i) => `Octet;Essai ${0x80 + i};;;;;;;;;;;;;;a${String.fromCodePoint(cp1252High[0x80 + i] as number)}b`,
    );
    const file = windows1252(templateFile('L’Heureux;Françoise;;F;;;;Sacré-Cœur;;;;;;;;« Prix : 5 € » – “rappel”…', ...rows));
    expect([...file]).toEqual(expect.arrayContaining([0x92, 0x9c, 0x80, 0x93, 0x94, 0x96, 0x85]));

    const body = await preview(file);
    expect(body.encoding).toBe('windows-1252');
    expect(body.sample[0]).toMatchObject({
      line: 2,
      lastName: 'L’Heureux',
      firstName: 'Françoise',
      address: 'Sacré-Cœur',
      notes: '« Prix : 5 € » – “rappel”…',
    });
    expect(body.readyCount).toBe(1 + 27);
    expect(body.errors).toEqual(
      undefinedBytes.map((byte) => ({
        line: byte - 0x80 + 3,
        reasons: ['Notes contient des caractères invisibles ou de contrôle qui ne sont pas permis'],
      })),
    );

    const response = await importFile(file);
    expect(response.status).toBe(201);
    expect(await stored('L’Heureux')).toMatchObject([{ firstName: 'Françoise', address: 'Sacré-Cœur' }]);
    const notes = new Map((await stored('Octet')).map((row) => [row.firstName, row.notes]));
    expect(notes.size).toBe(27);
    for (const [byte, codePoint] of Object.entries(cp1252High)) {
      if (undefinedBytes.includes(Number(byte))) continue;
      expect(notes.get(`Essai ${byte}`)).toBe(`a${String.fromCodePoint(codePoint)}b`);
    }
  });

  it('reads the same names from UTF-8 with its byte-order mark, UTF-8 without it and Windows-1252', async () => {
    const text = templateFile('D’Anjou;Cœur;;;;;;;;;;;;;;');
    for (const [file, encoding] of [
      [`\uFEFF${text}`, 'utf-8'],
      [text, 'utf-8'],
      [windows1252(text), 'windows-1252'],
    ] as const) {
      const body = await preview(file);
      expect(body.encoding).toBe(encoding);
      expect(body.columns.map((column) => column.field)).toEqual(templateMapping);
      expect(body.sample).toMatchObject([{ lastName: 'D’Anjou', firstName: 'Cœur' }]);
    }
  });

  it('keeps an address on two lines, and still refuses a line break in a name and other controls in an address', async () => {
    const file = templateFile(
      'Bérubé;Anne;;;;;;"1220, avenue du Mont-Royal Est\r\nApp. 3";Montréal;QC;H2J 1Y2;;;;;"Allergique\r\nau latex"',
      '"Roy\r\nTremblay";Luc;;;;;;;;;;;;;;',
      'Roy;Paul;;;;;;"12, rue Ontario\u202E";;;;;;;;',
    );
    const body = await preview(file);
    expect(body.sample).toMatchObject([
      { line: 2, address: '1220, avenue du Mont-Royal Est\nApp. 3, Montréal (Québec) H2J 1Y2', notes: 'Allergique\nau latex' },
    ]);
    // A cell on two lines is still one spreadsheet row: the next rows are 3 and 4.
    expect(body.errors).toEqual([
      { line: 3, reasons: ['Nom contient des caractères invisibles ou de contrôle qui ne sont pas permis'] },
      { line: 4, reasons: ['Adresse contient des caractères invisibles ou de contrôle qui ne sont pas permis'] },
    ]);
    expect((await importFile(file)).status).toBe(201);
    expect(await stored('Bérubé')).toMatchObject([
      { address: '1220, avenue du Mont-Royal Est\nApp. 3, Montréal (Québec) H2J 1Y2', notes: 'Allergique\nau latex' },
    ]);
  });

  describe('dates whose day and month could be swapped', () => {
    it('are read day-first when a date of the file has a day above 12, and the preview says so', async () => {
      const body = await preview(templateFile('Dufour;Ana;04/05/1990;;;;;;;;;;;;;', 'Dufour;Ben;25/12/1980;;;;;;;;;;;;;'));
      expect(body.dateOrder).toEqual({ order: 'day-first', how: 'detected' });
      expect(body.sample.map((row) => row.dateOfBirth)).toEqual(['1990-05-04', '1980-12-25']);
    });

    it('are read month-first when a date of the file has a month-first day above 12 (any date column)', async () => {
      const body = await preview(templateFile('Dufour;Ana;04/05/1990;;;;;;;;;;;;;', 'Dufour;Ben;;;;;;;;;;12/25/2020;;;;'));
      expect(body.dateOrder).toEqual({ order: 'month-first', how: 'detected' });
      expect(body.sample.map((row) => [row.dateOfBirth, row.recordOpenedOn])).toEqual([
        ['1990-04-05', null],
        [null, '2020-12-25'],
      ]);
    });

    it('need no order when the file writes them AAAA-MM-JJ', async () => {
      const body = await preview(templateFile('Dufour;Ana;1990-05-04;;;;;;;;;;;;;'));
      expect(body.dateOrder).toEqual({ order: null, how: 'not-needed' });
    });

    it('are asked about when the file cannot tell (or says both), and the import waits for the answer', async () => {
      const ambiguous = templateFile('Vachon-Dates;Ana;04/05/1990;;;;;;;;;;;;;', 'Vachon-Dates;Ben;01/02/1985;;;;;;;;;;;;;');
      expect((await preview(ambiguous)).dateOrder).toEqual({ order: null, how: 'undecided' });
      const both = templateFile('Vachon-Dates;Ana;25/12/1990;;;;;;;;;;;;;', 'Vachon-Dates;Ben;12/25/1985;;;;;;;;;;;;;');
      expect((await preview(both)).dateOrder).toEqual({ order: null, how: 'undecided' });

      const before = await patientCount();
      const refused = await importFile(ambiguous);
      expect(refused.status).toBe(422);
      expect((await readJson<ApiErrorBody>(refused)).error.fields).toEqual({ dateOrder: patientImportMessages.dateOrderMissing });
      expect(await patientCount()).toBe(before);

      const chosen = await preview(ambiguous, { dateOrder: 'month-first' });
      expect(chosen.dateOrder).toEqual({ order: 'month-first', how: 'chosen' });
      expect(chosen.sample.map((row) => row.dateOfBirth)).toEqual(['1990-04-05', '1985-01-02']);
      expect((await importFile(ambiguous, 'month-first')).status).toBe(201);
      expect((await stored('Vachon-Dates')).map((row) => row.dateOfBirth).sort()).toEqual(['1985-01-02', '1990-04-05']);
    });

    it('refuse an order that is neither', async () => {
      const response = await admin().preview.$post(
        // @ts-expect-error: an order the schema does not know, as a hand-made request would send.
        { json: { fileName: 'patients.csv', content: base64Of(templateFile('Roy;Luc;;;;;;;;;;;;;;')), dateOrder: 'year-first' } },
        headers(),
      );
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields?.dateOrder).toBe(
        "Ordre des dates doit être l'une des valeurs suivantes: jour/mois, mois/jour",
      );
    });
  });

  it('shows the first five ready rows as they will be stored', async () => {
    const file = templateFile(
      ...['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six'].map(
        (name, i) => `Sample;${name};1984-03-2${i};Femme;;(514) 555-014${i};;;;;;;;O;;`,
      ),
    );
    const body = await preview(file);
    expect(body.sample.map((row) => row.line)).toEqual([2, 3, 4, 5, 6]);
    expect(body.sample[0]).toEqual({
      line: 2,
      lastName: 'Sample',
      firstName: 'Un',
      dateOfBirth: '1984-03-20',
      sex: 'female',
      email: null,
      phone: '514 555-0140',
      otherPhone: null,
      address: null,
      recordOpenedOn: null,
      lastVisit: null,
      emailConsent: true,
      nameAtBirth: null,
      notes: null,
    });
  });

  it('flags the names that look like spreadsheet formulas, row by row, and leaves the others alone', async () => {
    const file = templateFile(
      '"=HYPERLINK(""http://exemple.test"";""Cliquez"")";Jean;;;;;;;;;;;;;;',
      'Roy;@SUM(A1:A9);;;;;;;;;;;;;;',
      'Roy;Luc;;;;;;;;;;;;;"-2+3";',
      '"\t=1+1";"+cmd|\' /C calc\'!A0";;;;;;;;;;;;;;',
      'Saint-Pierre;Jean-Marie;;;;+1 514 555-0142;;-;;;;;;;D’Amours-Roy;- à rappeler',
    );
    const body = await preview(file);
    expect(body.warnings).toEqual([
      { line: 2, reasons: [importFormulaWarning('Nom')] },
      { line: 3, reasons: [importFormulaWarning('Prénom')] },
      { line: 4, reasons: [importFormulaWarning('Nom à la naissance')] },
      { line: 5, reasons: [importFormulaWarning('Nom'), importFormulaWarning('Prénom')] },
    ]);
    // A warning, not a refusal: the person decides with the rows in view.
    expect(body.errors).toEqual([]);
    expect(body.readyCount).toBe(5);
  });
});
