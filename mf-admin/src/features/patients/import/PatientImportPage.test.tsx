import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patientImportFields, patientImportMessages } from 'shared-domain/patients/patient-import';
import { paths } from 'shared-domain/platform/paths';
import { QueryProvider } from 'shared-ui/QueryProvider';
import { Route, Routes } from 'shared-ui/router';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatientsPage } from '../PatientsPage';
import { PatientImportPage } from './PatientImportPage';
import { type AdminAnswer, type AdminStubRoutes, answerAdminApi, failure } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ImportTestRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route path={paths.adminPatientImport.pattern} element={<PatientImportPage />} />
        <Route path={paths.adminPatients.pattern} element={<PatientsPage />} />
      </Routes>
    </QueryProvider>
  );
}

type Preview = AdminAnswer<'POST /api/admin/patient-imports/preview'>;

const guessed: Preview = {
  fileName: 'patients.csv',
  encoding: 'windows-1252',
  delimiter: ';',
  columns: [
    { index: 0, header: 'Nom', field: 'lastName' },
    { index: 1, header: 'Prénom', field: 'firstName' },
    { index: 2, header: 'Tél. maison', field: null },
  ],
  mappingProblem: null,
  dateOrder: { order: null, how: 'not-needed' },
  rowCount: 0,
  readyCount: 0,
  sample: [],
  errors: [],
  warnings: [],
  duplicates: [],
};

/** A ready row as the preview shows it: a patient with only names, then what a test gives. */
const sampleRow = (line: number, patient: Partial<Preview['sample'][number]>): Preview['sample'][number] => ({
  line,
  lastName: 'Roy',
  firstName: 'Luc',
  email: null,
  phone: null,
  otherPhone: null,
  address: null,
  dateOfBirth: null,
  sex: null,
  recordOpenedOn: null,
  lastVisit: null,
  emailConsent: null,
  nameAtBirth: null,
  notes: null,
  ...patient,
});

const previewed: Preview = {
  ...guessed,
  columns: guessed.columns.map((column) => (column.index === 2 ? { ...column, field: 'otherPhone' } : column)),
  rowCount: 14,
  readyCount: 10,
  errors: [{ line: 5, reasons: ['Courriel doit être une adresse courriel valide'] }],
  duplicates: [
    {
      line: 7,
      firstName: 'Léa',
      lastName: 'Gagnon',
      dateOfBirth: '1984-03-21',
      email: 'lea@example.com',
      phone: null,
      reasons: ['Même courriel'],
      matches: [{ id: 'pat-1', firstName: 'Léa', lastName: 'Gagnon', dateOfBirth: '1984-03-21', email: 'lea@example.com', phone: null }],
      sameAsLine: null,
    },
    {
      line: 9,
      firstName: 'Marc',
      lastName: 'Roy',
      dateOfBirth: null,
      email: 'marc@example.com',
      phone: null,
      reasons: ['Même courriel'],
      matches: [],
      sameAsLine: 3,
    },
    {
      line: 12,
      firstName: 'Zoé',
      lastName: 'Côté',
      dateOfBirth: null,
      email: 'zoe@example.com',
      phone: null,
      reasons: ['Même courriel'],
      matches: [{ id: 'pat-3', firstName: 'Zoé', lastName: 'Côté', dateOfBirth: null, email: 'zoe@example.com', phone: null }],
      sameAsLine: null,
    },
  ],
};

const pastImport: AdminAnswer<'GET /api/admin/patient-imports'>['imports'][number] = {
  id: 'imp-1',
  fileName: 'ancien-logiciel.csv',
  createdAt: '2026-11-16T14:00:00.000Z',
  createdBy: 'Émilie Tremblay',
  rowCount: 12,
  created: 12,
  updated: 0,
  skipped: 0,
  undoUntil: '2026-11-23T14:00:00.000Z',
  undoneAt: null,
  undoable: true,
};

function renderImport(routes: AdminStubRoutes = {}) {
  const api = answerAdminApi(
    {
      'GET /api/admin/patient-imports': () => ({ imports: [pastImport] }),
      'POST /api/admin/patient-imports/preview': ({ body }) => ((body as { mapping?: unknown }).mapping ? previewed : guessed),
      'POST /api/admin/patient-imports': () => ({
        summary: { id: 'imp-2', rowCount: 14, created: 11, updated: 1, skipped: 2, invalid: 1, undoUntil: '2026-11-25T15:00:00.000Z' },
      }),
      ...routes,
    },
    { 'POST /api/admin/patient-imports': 201 },
  );
  renderRemoteRoutes(ImportTestRoutes, paths.adminPatientImport.build(), api);
  return api;
}

async function chooseFile(bytes: Uint8Array<ArrayBuffer>, name = 'patients.csv') {
  const input = (await screen.findByLabelText(/^Fichier CSV/)) as HTMLInputElement;
  const file = new File([bytes], name, { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  fireEvent.click(screen.getByRole('button', { name: 'Lire le fichier' }));
}

const focusedHeading = (name: string) =>
  waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name })));

describe('PatientImportPage', () => {
  it('goes from the file to the mapping, the preview and the import, the focus on each step’s heading', async () => {
    const api = renderImport();
    await screen.findByRole('heading', { level: 1, name: 'Importer des patients' });
    await focusedHeading('Étape 1 sur 4 : choisir le fichier');
    expect(screen.getByRole('link', { name: 'Télécharger le modèle (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/patient-imports/template',
    );
    expect((screen.getByLabelText(/^Fichier CSV/) as HTMLInputElement).accept).toBe('.csv,text/csv');

    // « Nom;Prénom » in Windows-1252: the bytes go as they are, the server decodes them.
    const bytes = new Uint8Array([0x4e, 0x6f, 0x6d, 0x3b, 0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d, 0x0d, 0x0a]);
    await chooseFile(bytes);
    await focusedHeading('Étape 2 sur 4 : associer les colonnes');
    expect(api.sent('POST', '/api/admin/patient-imports/preview')).toEqual([
      { fileName: 'patients.csv', content: btoa(String.fromCharCode(...bytes)) },
    ]);

    const third = screen.getByRole('combobox', { name: /Colonne « Tél\. maison »/ }) as HTMLSelectElement;
    expect((screen.getByRole('combobox', { name: /Colonne « Nom »/ }) as HTMLSelectElement).value).toBe('lastName');
    expect(third.value).toBe('');
    expect([...third.options].map((option) => option.value)).toEqual(['', ...patientImportFields]);
    fireEvent.change(third, { target: { value: 'otherPhone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Voir l’aperçu' }));

    await focusedHeading('Étape 3 sur 4 : vérifier l’aperçu');
    expect(api.sent('POST', '/api/admin/patient-imports/preview')[1]).toMatchObject({ mapping: ['lastName', 'firstName', 'otherPhone'] });
    screen.getByText('14 lignes lues');
    screen.getByText('10 prêtes à importer');
    const errors = screen.getByRole('region', { name: 'Lignes avec des erreurs' });
    expect(
      within(errors)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', 'Courriel doit être une adresse courriel valide']);

    const lea = screen.getByRole('radiogroup', { name: /Ligne 7 : Gagnon, Léa/ });
    expect((within(lea).getByRole('radio', { name: 'Ignorer' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(lea).getByRole('radio', { name: 'Mettre à jour le dossier existant' }));
    const marc = screen.getByRole('radiogroup', { name: /Ligne 9 : Roy, Marc/ });
    // A repeat of an earlier row has no record on file to update.
    expect(within(marc).queryByRole('radio', { name: /Mettre à jour/ })).toBeNull();
    fireEvent.click(within(marc).getByRole('radio', { name: 'Créer quand même' }));

    fireEvent.click(screen.getByRole('button', { name: 'Importer 12 patients' }));
    await focusedHeading('Étape 4 sur 4 : importation terminée');
    expect(api.sent('POST', '/api/admin/patient-imports')).toEqual([
      {
        fileName: 'patients.csv',
        content: btoa(String.fromCharCode(...bytes)),
        mapping: ['lastName', 'firstName', 'otherPhone'],
        decisions: [
          { line: 7, action: 'update', patientId: 'pat-1' },
          { line: 9, action: 'create' },
          { line: 12, action: 'skip' },
        ],
      },
    ]);
    screen.getByText('11 patients créés');
    screen.getByText('1 dossier mis à jour');
    screen.getByText('2 lignes ignorées');
    // The list of past imports is asked again.
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.url.pathname === '/api/admin/patient-imports' && request.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('says why the server refused the file, and keeps the first step', async () => {
    renderImport({
      'POST /api/admin/patient-imports/preview': () =>
        failure(422, {
          error: { code: 'VAL_001', message: patientImportMessages.notCsv, fields: { content: patientImportMessages.notCsv } },
        }),
    });
    await chooseFile(new Uint8Array([0, 1, 2, 3]));
    await screen.findByText(patientImportMessages.notCsv);
    screen.getByRole('heading', { level: 2, name: 'Étape 1 sur 4 : choisir le fichier' });
  });

  it('refuses an empty file before sending it', async () => {
    const api = renderImport();
    await chooseFile(new Uint8Array([]));
    await screen.findByText(patientImportMessages.emptyFile);
    expect(api.sent('POST', '/api/admin/patient-imports/preview')).toEqual([]);
  });

  it('shows the mapping’s problem when no column was recognised as the names', async () => {
    renderImport({
      'POST /api/admin/patient-imports/preview': () => ({
        ...guessed,
        columns: [{ index: 0, header: 'Client', field: null }],
        mappingProblem: patientImportMessages.nameColumnsMissing,
      }),
    });
    await chooseFile(new TextEncoder().encode('Client\r\nJean Roy\r\n'));
    await focusedHeading('Étape 2 sur 4 : associer les colonnes');
    screen.getByText(patientImportMessages.nameColumnsMissing);
  });

  it('undoes a past import after a confirmation, and says what was kept', async () => {
    const api = renderImport({
      'POST /api/admin/patient-imports/imp-1/undo': () => ({
        report: {
          removed: 11,
          restored: 0,
          kept: [{ patientId: 'pat-9', name: 'Roy, Marc', reason: 'Lié à des rendez-vous, des notes, des factures ou un compte' }],
        },
      }),
    });
    const past = await screen.findByRole('region', { name: 'Importations précédentes' });
    expect(
      within(past)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ancien-logiciel.csv',
      'lundi 16 novembre 2026 à 9 h',
      'Émilie Tremblay',
      '12 créés, 0 mis à jour, 0 ignoré',
      'Annuler l’importation',
    ]);
    fireEvent.click(within(past).getByRole('button', { name: 'Annuler l’importation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette importation ?' });
    expect(api.sent('POST', '/api/admin/patient-imports/imp-1/undo')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’importation' }));
    await screen.findByText('Importation annulée : 11 dossiers supprimés, 0 dossier rétabli.');
    screen.getByText('Roy, Marc : Lié à des rendez-vous, des notes, des factures ou un compte');
    expect(api.sent('POST', '/api/admin/patient-imports/imp-1/undo')).toHaveLength(1);
  });
});

describe('PatientImportPage’s preview of an Excel file', () => {
  const excelPreview: Preview = {
    ...guessed,
    rowCount: 4,
    readyCount: 3,
    dateOrder: { order: 'day-first', how: 'detected' },
    sample: [
      sampleRow(2, {
        lastName: 'L’Heureux',
        firstName: 'Françoise',
        dateOfBirth: '1990-05-04',
        sex: 'female',
        email: 'f.lheureux@exemple.ca',
        phone: '514 555-0142',
        address: '1220, avenue du Mont-Royal Est\nApp. 3, Montréal (Québec) H2J 1Y2',
        emailConsent: true,
      }),
      sampleRow(3, { lastName: 'Sacré-Cœur', firstName: 'Zoé' }),
      sampleRow(5, { lastName: '=HYPERLINK("http://exemple.test")', firstName: 'Jean' }),
    ],
    warnings: [{ line: 5, reasons: ['Nom ressemble à une formule de tableur : vérifiez ce nom avant d’importer.'] }],
  };

  async function toPreview(previews: (body: { dateOrder?: string }) => Preview) {
    const api = renderImport({
      'POST /api/admin/patient-imports/preview': ({ body }) => {
        const sent = body as { mapping?: unknown; dateOrder?: string };
        return sent.mapping ? previews(sent) : guessed;
      },
    });
    await chooseFile(new TextEncoder().encode('Nom;Prénom\r\n'));
    await focusedHeading('Étape 2 sur 4 : associer les colonnes');
    fireEvent.click(screen.getByRole('button', { name: 'Voir l’aperçu' }));
    await focusedHeading('Étape 3 sur 4 : vérifier l’aperçu');
    return api;
  }

  it('shows the first ready rows as they will be stored, the order of the dates read, and the names to check', async () => {
    await toPreview(() => excelPreview);
    screen.getByText('Dates lues dans l’ordre jour/mois : c’est l’ordre qu’indiquent les dates du fichier.');
    screen.getByText('Les 3 premières lignes prêtes sur 3, telles qu’elles seront enregistrées.');
    const sample = screen.getByRole('region', { name: 'Premières lignes prêtes' });
    const [first] = within(sample).getAllByRole('row').slice(1);
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      'L’Heureux, Françoise',
      '4 mai 1990',
      'Féminin',
      'f.lheureux@exemple.ca · 514 555-0142',
      '1220, avenue du Mont-Royal Est\nApp. 3, Montréal (Québec) H2J 1Y2',
      'Oui',
    ]);
    const warnings = screen.getByRole('region', { name: 'Noms à vérifier' });
    expect(
      within(warnings)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', 'Nom ressemble à une formule de tableur : vérifiez ce nom avant d’importer.']);
    // The question is asked only when the file cannot tell.
    expect(screen.queryByRole('radiogroup', { name: /Ordre des dates/ })).toBeNull();
  });

  it('asks the order of the dates when the file cannot tell, and imports only once it is chosen', async () => {
    const api = await toPreview(({ dateOrder }) =>
      dateOrder === 'month-first'
        ? { ...excelPreview, dateOrder: { order: 'month-first', how: 'chosen' }, sample: [sampleRow(2, { dateOfBirth: '1990-04-05' })] }
        : { ...excelPreview, dateOrder: { order: null, how: 'undecided' } },
    );
    const question = screen.getByRole('radiogroup', { name: /Ordre des dates du fichier/ });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['jour/mois (04/05/1990 : 4 mai 1990)', false],
      ['mois/jour (04/05/1990 : 5 avril 1990)', false],
    ]);
    screen.getByText('Les premières lignes prêtes s’afficheront une fois l’ordre des dates choisi.');
    expect(screen.queryByRole('region', { name: 'Premières lignes prêtes' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Importer 3 patients' }));
    await screen.findByText('Choisissez l’ordre des dates avant d’importer.');
    expect(document.activeElement).toBe(within(question).getAllByRole('radio')[0]);
    expect(api.sent('POST', '/api/admin/patient-imports')).toEqual([]);

    fireEvent.click(within(question).getByRole('radio', { name: 'mois/jour (04/05/1990 : 5 avril 1990)' }));
    const sample = await screen.findByRole('region', { name: 'Premières lignes prêtes' });
    expect(within(sample).getAllByRole('cell')[2]?.textContent).toBe('5 avr. 1990');
    expect(api.sent('POST', '/api/admin/patient-imports/preview').at(-1)).toMatchObject({ dateOrder: 'month-first' });
    expect((screen.getByRole('radio', { name: 'mois/jour (04/05/1990 : 5 avril 1990)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Choisissez l’ordre des dates avant d’importer.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Importer 3 patients' }));
    await focusedHeading('Étape 4 sur 4 : importation terminée');
    expect(api.sent('POST', '/api/admin/patient-imports')).toMatchObject([{ dateOrder: 'month-first', decisions: [] }]);
  });
});

describe('the Patients page’s link', () => {
  const patientsPage = (role: 'admin' | 'reception') =>
    answerAdminApi({
      'GET /api/admin/me': () => ({ ...testStaff, role }),
      'GET /api/admin/patients': () => ({ patients: [], nextCursor: null }),
    });

  it('offers « Importer des patients » to an administrator', async () => {
    renderRemoteRoutes(ImportTestRoutes, paths.adminPatients.build(), patientsPage('admin'));
    const link = await screen.findByRole('link', { name: 'Importer des patients' });
    expect(link.getAttribute('href')).toBe('/admin/patients/import');
  });

  it('does not offer it to the reception', async () => {
    const api = patientsPage('reception');
    renderRemoteRoutes(ImportTestRoutes, paths.adminPatients.build(), api);
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/admin/me')).toBe(true));
    await screen.findByText("Aucun patient n'est encore enregistré.");
    expect(screen.queryByRole('link', { name: 'Importer des patients' })).toBeNull();
  });
});
