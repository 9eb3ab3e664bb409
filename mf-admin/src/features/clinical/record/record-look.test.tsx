// « Dossier clinique » on the patient file at 1280 px, on the real stylesheets
// as happy-dom computes them (shared-ui/test-support/stylesheets): it takes the whole width of the
// file's grid of sections, as « Notes cliniques » does, instead of one narrow column of it.
import { cleanup, screen } from '@testing-library/react';
import kitCss from 'shared-ui/styles.css?raw';

import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import patientsCss from '../../patients/patients.css?raw';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import notesCss from '../notes/notes-history.css?raw';
import { PatientRecordSection } from './PatientRecordSection';
import recordCss from './clinical-record.css?raw';
import { emptyRecord } from '../../../test-support/clinical-record';
import { answerAdminApi, json } from '../../../test-support/admin-stub-api';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss, patientsCss, notesCss, recordCss);
  setViewport(1280);
});
afterEach(() => {
  cleanup();
  unload();
  vi.unstubAllGlobals();
  setViewport(1024);
});

const record = emptyRecord();

describe('« Dossier clinique » in the patient file', () => {
  it('spans the file’s grid of sections, as wide as « Notes cliniques »', async () => {
    const api = answerAdminApi({
      'GET /api/admin/patients/pat-1/record': () => record,
      'GET /api/admin/patients/pat-1/intakes': () => json(200, { intakes: [] }),
    });
    renderAdminPage(
      <div className="patient-file__sections">
        <PatientRecordSection patientId="pat-1" />
        <section className="patient-file__section patient-notes" aria-label="Notes cliniques" />
      </div>,
      api,
    );
    const section = await screen.findByRole('region', { name: 'Dossier clinique' });
    await screen.findByText('Camille Lefebvre');
    const notes = screen.getByRole('region', { name: 'Notes cliniques' });
    // The grid has two columns of sections at this width (22rem each at least).
    expect(getComputedStyle(section.parentElement as HTMLElement).gridTemplateColumns).toBe('repeat(auto-fit, minmax(22rem, 1fr))');
    expect(getComputedStyle(section).gridColumn).toBe('1 / -1');
    expect(getComputedStyle(section).gridColumn).toBe(getComputedStyle(notes).gridColumn);
  });
});
