import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { incidentMessages } from 'shared-domain/privacy/privacy-incidents';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import type { Incident } from './api/privacy-incidents';
import { IncidentRegisterPage } from './IncidentRegisterPage';
import { type AdminAnswer, answerAdminApi, failure } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minor: Incident = {
  id: 'inc-1',
  reference: 'INC-2026-001',
  informationInvolved: 'Nom et heure du rendez-vous',
  circumstances: 'Rappel envoyé à une mauvaise adresse',
  occurredFrom: '2026-10-02',
  occurredTo: null,
  discoveredOn: '2026-10-03',
  peopleCount: 1,
  riskAssessment: 'Risque faible',
  seriousInjuryRisk: false,
  commissionNotifiedOn: null,
  peopleNotifiedOn: null,
  measures: 'Adresse corrigée',
  status: 'no_notice_required',
  recordedByName: 'Émilie Tremblay',
  createdAt: '2026-10-03T16:00:00.000Z',
  updatedAt: '2026-10-03T16:00:00.000Z',
};
const serious: Incident = {
  ...minor,
  id: 'inc-2',
  reference: 'INC-2026-002',
  circumstances: 'Clé USB perdue',
  discoveredOn: '2026-11-12',
  occurredFrom: '2026-11-10',
  peopleCount: 14,
  seriousInjuryRisk: true,
  status: 'notice_due',
};
const register: AdminAnswer<'GET /api/admin/privacy/incidents'> = { incidents: [serious, minor], today: '2026-11-18' };

function renderRegister(routes: Parameters<typeof answerAdminApi>[0] = {}) {
  const api = answerAdminApi(
    {
      'GET /api/admin/me': () => testStaff,
      'GET /api/admin/privacy/incidents': () => register,
      ...routes,
    },
    { 'POST /api/admin/privacy/incidents': 201 },
  );
  renderAdminPage(<IncidentRegisterPage />, api, '/admin/privacy/incidents');
  return api;
}

const dialog = () => screen.getByRole('dialog');
const fill = (label: RegExp, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('« Registre des incidents de confidentialité »', () => {
  it('lists each entry with its number, people, serious risk, notices and status, and says entries are kept 5 years', async () => {
    renderRegister();
    screen.getByRole('heading', { level: 1, name: 'Registre des incidents de confidentialité' });
    const table = await screen.findByRole('table', { name: 'Incidents consignés' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['INC-2026-002', 'jeudi 12 novembre 2026', '14', 'Oui', 'Commission : non transmis · Personnes : non transmis', 'Avis à transmettre'],
      ['INC-2026-001', 'samedi 3 octobre 2026', '1', 'Non', 'Non requis', 'Aucun avis requis'],
    ]);
    screen.getByText(incidentMessages.kept);
    expect(screen.queryByRole('button', { name: /supprimer/i })).toBeNull();
  });

  it('exports the whole register or a period, and refuses a period out of order', async () => {
    renderRegister();
    await screen.findByRole('table');
    // One CSV per spreadsheet: Excel in French (`;`) or in English (`,`).
    const csvLinks = () =>
      [/^CSV — Excel français : le registre.*\(point-virgule/, /^CSV — Excel anglais : le registre.*\(virgule entre/].map((name) =>
        screen.getByRole('link', { name }).getAttribute('href'),
      );
    expect(csvLinks()).toEqual([
      '/api/admin/privacy/incidents/export.csv?format=excel-fr',
      '/api/admin/privacy/incidents/export.csv?format=excel-en',
    ]);
    fireEvent.change(screen.getByLabelText('Du (facultatif)'), { target: { value: '2026-11-01' } });
    expect(csvLinks()).toEqual([
      '/api/admin/privacy/incidents/export.csv?from=2026-11-01&format=excel-fr',
      '/api/admin/privacy/incidents/export.csv?from=2026-11-01&format=excel-en',
    ]);
    expect(screen.getByRole('link', { name: 'Exporter (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/privacy/incidents/export.pdf?from=2026-11-01',
    );
    fireEvent.change(screen.getByLabelText('Au (facultatif)'), { target: { value: '2026-10-01' } });
    expect(screen.queryByRole('link', { name: /^CSV — Excel/ })).toBeNull();
    screen.getByText('La date de fin ne peut pas précéder la date de début.');
  });

  it('« Consigner un incident »: checks the fields in French, warns of the notices a serious risk calls for, then records it', async () => {
    const api = renderRegister({
      'POST /api/admin/privacy/incidents': () => ({
        incident: { ...serious, id: 'inc-3', reference: 'INC-2026-003' },
        message: 'Incident INC-2026-003 consigné',
        changed: [],
      }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Consigner un incident' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner l’incident' }));
    await within(dialog()).findByText('Veuillez remplir le champ « Renseignements visés »');
    within(dialog()).getByText(incidentMessages.seriousRequired);
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('informationInvolved'));

    fill(/^Renseignements visés/, 'Feuille du jour');
    fill(/^Circonstances/, 'Clé USB perdue');
    fill(/^Nombre de personnes/, '14');
    fill(/^Date de l'incident/, '2026-11-10');
    fill(/^Date où la clinique/, '2026-11-19');
    fill(/^Évaluation du risque/, 'Renseignements de santé');
    fill(/^Mesures prises/, 'Avis en préparation');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Oui' }));
    within(dialog()).getByText(incidentMessages.seriousWithoutNotices);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner l’incident' }));
    await within(dialog()).findByText('Date où la clinique en a pris connaissance ne peut pas être dans le futur');
    expect(api.sent('POST', '/api/admin/privacy/incidents')).toEqual([]);

    fill(/^Date où la clinique/, '2026-11-12');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner l’incident' }));
    await screen.findByText('Incident INC-2026-003 consigné');
    expect(api.sent('POST', '/api/admin/privacy/incidents')).toEqual([
      expect.objectContaining({
        peopleCount: 14,
        seriousInjuryRisk: true,
        occurredTo: null,
        discoveredOn: '2026-11-12',
        commissionNotifiedOn: null,
      }),
    ]);
  });

  it('« Modifier »: starts from the entry, sends its version, and says so when someone else changed it meanwhile', async () => {
    const api = renderRegister({
      'PUT /api/admin/privacy/incidents/inc-2': () =>
        failure(409, { error: { code: 'PRIV_030', message: incidentMessages.changedMeanwhile } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: "Modifier l'incident INC-2026-002" }));
    expect((within(dialog()).getByLabelText(/^Circonstances/) as HTMLTextAreaElement).value).toBe('Clé USB perdue');
    expect((within(dialog()).getByRole('radio', { name: 'Oui' }) as HTMLInputElement).checked).toBe(true);
    fill(/^Avis à la Commission/, '2026-11-13');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer les modifications' }));
    await within(dialog()).findByText(incidentMessages.changedMeanwhile);
    expect(api.sent('PUT', '/api/admin/privacy/incidents/inc-2')).toEqual([
      expect.objectContaining({ commissionNotifiedOn: '2026-11-13', version: serious.updatedAt }),
    ]);
  });

  it('« Avis aux personnes »: shows the notice to reread, copies it and offers its PDF', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRegister({
      'GET /api/admin/privacy/incidents/inc-2/notice': () => ({
        notice: {
          title: 'Avis aux personnes concernées — incident de confidentialité',
          sections: [],
          text: 'Madame, Monsieur, une clé USB…',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Avis aux personnes concernées, incident INC-2026-002' }));
    const text = (await within(dialog()).findByLabelText("Texte de l'avis")) as HTMLTextAreaElement;
    expect(text.value).toBe('Madame, Monsieur, une clé USB…');
    expect(within(dialog()).getByRole('link', { name: 'Télécharger (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/privacy/incidents/inc-2/notice.pdf',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copier' }));
    await within(dialog()).findByText('Avis copié dans le presse-papiers.');
    expect(writeText).toHaveBeenCalledWith('Madame, Monsieur, une clé USB…');
  });
});
