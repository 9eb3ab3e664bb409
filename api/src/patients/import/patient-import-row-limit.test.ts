// A file far past the row limit is refused once the limit is passed, not after reading it all: the
// parser (the real one, counting the records it hands over) reads the header and one row past the
// limit, then stops.
import type { Options } from 'csv-parse';
import { patientImportLimits, patientImportMessages } from 'shared-domain/patients/patient-import';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { base64Of } from './patient-import-test-support';

const parser = vi.hoisted(() => ({ recordsRead: 0 }));

vi.mock('csv-parse', async (importOriginal) => {
  const csv = await importOriginal<typeof import('csv-parse')>();
  return {
    ...csv,
    parse: (options: Options) =>
      csv.parse({
        ...options,
        on_record: (record, info) => {
          parser.recordsRead += 1;
          return options.on_record ? options.on_record(record, info) : record;
        },
      }),
  };
});

describe('the patient import past its row limit', () => {
  const testApp = useTestApp();
  let cookie: string;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });
  beforeEach(() => {
    parser.recordsRead = 0;
  });

  const preview = (text: string) =>
    testApp().app.request('/api/admin/patient-imports/preview', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'patients.csv', content: base64Of(text) }),
    });

  async function expectTooManyRows(response: Response) {
    expect(response.status).toBe(422);
    expect((await readJson<ApiErrorBody>(response)).error.message).toBe(patientImportMessages.tooManyRows);
  }

  it('refuses 200 000 rows after reading the header and 10 001 of them', async () => {
    await expectTooManyRows(await preview(`Nom;Prénom;Courriel\r\n${'Roy;Jean\r\n'.repeat(200_000)}`));
    expect(parser.recordsRead).toBe(1 + patientImportLimits.maxRows + 1);
  });

  it('stops at 100 000 spreadsheet rows however few of them are filled', async () => {
    // Excel writes the rows a sheet formatted but left empty as separators only: blank rows, not patients.
    const text = `Nom;Prénom\r\nRoy;Jean\r\n${';\r\n'.repeat(patientImportLimits.maxLines)}Roy;Luc\r\n`;
    await expectTooManyRows(await preview(text));
    expect(parser.recordsRead).toBe(patientImportLimits.maxLines + 1);
  });

  it('still reads a file of exactly 10 000 rows, blank rows between them', async () => {
    const text = `Nom;Prénom\r\n${'Roy;Jean\r\n;\r\n\r\n'.repeat(patientImportLimits.maxRows)}`;
    const response = await preview(text);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rowCount: number };
    expect(body.rowCount).toBe(patientImportLimits.maxRows);
  });
});
