// The patient import's speed: a 5 000-row file previews in under 5 s and imports in
// under 10 s, on a clinic that already has thousands of records (the duplicates are looked up in
// memory, the rows inserted 500 at a time in one batch). Timed by the benchmark (`cd api && npm run
// timing`, called from `e2e/bench/run.ts`), never by CI: the figures depend on the machine's load.
import { patientImportFields } from 'shared-domain/patients/patient-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { base64Of, generatedPatientCsv, patientsOnFile } from './patient-import-test-support';

const rows = 5000;
const previewBoundMs = 5000;
const importBoundMs = 10_000;

describe('import des patients : durée', () => {
  const testApp = useTestApp();
  let cookie: string;
  let content: string;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    // A clinic with a history: 5 000 records on file, 20 of which the file repeats.
    const onFile = await patientsOnFile(testApp(), 5000);
    content = base64Of(
      generatedPatientCsv({ rows, badRows: 25, duplicateEmails: onFile.slice(0, 20).map((patient) => patient.email) }).text,
    );
  });

  it(`previews ${rows} rows in under ${previewBoundMs / 1000} s and imports them in under ${importBoundMs / 1000} s`, async () => {
    const admin = testApp().api.admin['patient-imports'];
    const headers = { headers: { cookie } };

    let start = performance.now();
    const preview = await admin.preview.$post({ json: { fileName: 'patients.csv', content } }, headers);
    const previewMs = performance.now() - start;
    expect(preview.status).toBe(200);
    expect((await preview.json()).readyCount).toBe(rows - 25 - 20);

    start = performance.now();
    const response = await admin.$post({ json: { fileName: 'patients.csv', content, mapping: [...patientImportFields] } }, headers);
    const importMs = performance.now() - start;
    expect(response.status).toBe(201);
    expect((await response.json()).summary.created).toBe(rows - 25 - 20);

    console.info(`import des patients : aperçu de ${rows} lignes ${previewMs.toFixed(0)} ms, importation ${importMs.toFixed(0)} ms`);
    expect(previewMs).toBeLessThan(previewBoundMs);
    expect(importMs).toBeLessThan(importBoundMs);
  });
});
