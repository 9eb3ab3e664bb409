// The patient import's speed: a 5 000-row file previews in under 5 s and imports in
// under 10 s, on a clinic that already has thousands of records (the duplicates are looked up in
// memory, the rows inserted 500 at a time in one batch); and a file far past the row limit is
// refused without holding up the server (its longest pause of the event loop while the file is
// read is printed). Timed by the benchmark (`cd api && npm run timing`, called from
// `e2e/bench/run.ts`), never by CI: the figures depend on the machine's load.
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { patientImportFields, patientImportMessages } from 'shared-domain/patients/patient-import';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { base64Of, generatedPatientCsv, patientsOnFile } from './patient-import-test-support';

const rows = 5000;
const previewBoundMs = 5000;
const importBoundMs = 10_000;
// A file of short rows (a name and a first name): 200 000 of them fit well under 5 MB.
const hugeRows = 200_000;
const stallBoundMs = 1000;

/** The longest time between two turns of the event loop from now to `stop()`: how long the server could answer no one. */
function longestLoopPause() {
  let last = performance.now();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return longest;
    },
  };
}

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
    const previewPause = longestLoopPause();
    const preview = await admin.preview.$post({ json: { fileName: 'patients.csv', content } }, headers);
    const previewMs = performance.now() - start;
    const previewPauseMs = previewPause.stop();
    expect(preview.status).toBe(200);
    expect((await preview.json()).readyCount).toBe(rows - 25 - 20);

    start = performance.now();
    const response = await admin.$post({ json: { fileName: 'patients.csv', content, mapping: [...patientImportFields] } }, headers);
    const importMs = performance.now() - start;
    expect(response.status).toBe(201);
    expect((await response.json()).summary.created).toBe(rows - 25 - 20);

    console.info(
      `import des patients : aperçu de ${rows} lignes ${previewMs.toFixed(0)} ms (boucle d’événements arrêtée au plus ${previewPauseMs.toFixed(0)} ms), importation ${importMs.toFixed(0)} ms`,
    );
    expect(previewMs).toBeLessThan(previewBoundMs);
    expect(importMs).toBeLessThan(importBoundMs);
  });

  it(`refuses a ${hugeRows.toLocaleString('fr-CA')}-row file with the server's event loop never paused ${stallBoundMs} ms`, async () => {
    const text = `Nom;Prénom;Date de naissance;Sexe;Courriel\r\n${'Roy;Jean\r\n'.repeat(hugeRows)}`;
    const body = JSON.stringify({ fileName: 'patients.csv', content: base64Of(text) });
    const pause = longestLoopPause();
    const start = performance.now();
    const response = await testApp().app.request('/api/admin/patient-imports/preview', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    const refusedMs = performance.now() - start;
    const stallMs = pause.stop();
    expect(response.status).toBe(422);
    expect((await readJson<ApiErrorBody>(response)).error.message).toBe(patientImportMessages.tooManyRows);

    console.info(
      `import des patients : fichier de ${hugeRows} lignes (${(text.length / 1e6).toFixed(1)} Mo) refusé en ${refusedMs.toFixed(0)} ms, boucle d’événements arrêtée au plus ${stallMs.toFixed(0)} ms`,
    );
    expect(stallMs).toBeLessThan(stallBoundMs);
  });
});
