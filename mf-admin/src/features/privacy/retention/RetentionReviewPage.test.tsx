import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RetentionReviewView } from 'shared-domain/privacy/privacy-retention';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';

import { RetentionReviewPage } from './RetentionReviewPage';
import { answerAdminApi, failure, json } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = (decided = false): RetentionReviewView => ({
  today: '2026-11-18',
  cutoff: '2021-11-18',
  records: decided
    ? []
    : [
        {
          patientId: 'p-1',
          recordLabel: 'Gisèle Archambault',
          lastServiceOn: '2020-10-14',
          lastServiceSource: 'visit',
          yearsSince: 6,
          holds: { notes: 3, attachments: 1, invoices: 2, appointments: 4 },
          waits: [],
        },
        {
          patientId: 'p-3',
          recordLabel: 'Hélène Dubuc',
          lastServiceOn: '2020-09-20',
          lastServiceSource: 'visit',
          yearsSince: 6,
          holds: { notes: 1, attachments: 0, invoices: 1, appointments: 1 },
          waits: [
            { kind: 'privacy_request', reference: 'DEM-2026-0451', dueOn: '2026-12-08' },
            { kind: 'balance', owedCents: 8500 },
            {
              kind: 'legal_hold',
              holdId: 'h-1',
              reason: 'Litige avec l’assureur',
              placedBy: 'Dre Émilie Tremblay',
              placedAt: '2026-11-02T15:00:00.000Z',
            },
          ],
        },
      ],
  decisions: [
    {
      id: 'd-1',
      patientId: 'p-2',
      recordLabel: 'Bernard Lafleur',
      lastServiceOn: '2020-09-01',
      decision: 'keep',
      reason: 'Litige en cours avec l’assureur',
      decidedAt: '2026-10-02T14:00:00.000Z',
      decidedBy: 'Dre Émilie Tremblay',
      reviewOn: '2027-10-02',
    },
  ],
});

function renderReview() {
  let decided = false;
  const api = answerAdminApi({
    'GET /api/admin/me': () => testStaff,
    'GET /api/admin/privacy/retention': () => review(decided),
    'POST /api/admin/privacy/record-holds': () =>
      json(201, {
        id: '00000000-0000-4000-a000-000000000002',
        patientId: 'p-1',
        reason: 'Ordonnance du tribunal',
        incidentId: null,
        placedAt: '2026-11-18T15:00:00.000Z',
      }),
    'POST /api/admin/privacy/record-holds/h-1/release': () => ({ id: 'h-1', patientId: 'p-3', releasedAt: '2026-11-18T15:00:00.000Z' }),
    'POST /api/admin/privacy/retention/p-1/decision': async ({ body: sent }) => {
      const body = sent as { decision: string; confirmation?: string };
      if (body.confirmation !== 'gisèle archambault') {
        return failure(422, {
          error: {
            code: 'VAL_001',
            message: 'Certains champs sont invalides.',
            fields: { confirmation: 'Le nom tapé ne correspond pas au dossier « Gisèle Archambault ».' },
          },
        });
      }
      decided = true;
      return { decision: 'anonymise' as const, patientId: 'p-1', decisionId: 'd-2' };
    },
  });
  renderAdminPage(<RetentionReviewPage />, api, '/admin/privacy/retention');
  return api;
}

describe('« Conservation des dossiers »', () => {
  it('lists each record past its period with its last service, years since and what it holds, then the decisions', async () => {
    renderReview();
    screen.getByRole('heading', { level: 1, name: 'Conservation des dossiers' });
    const table = await screen.findByRole('table', { name: 'Dossiers à réviser' });
    const row = within(table).getByRole('row', { name: /Gisèle Archambault/ });
    expect(row.textContent).toContain('14 octobre 2020');
    expect(row.textContent).toContain('Dernière visite');
    expect(row.textContent).toContain('6 ans');
    expect(row.textContent).toContain('3 notes cliniques, 1 pièce jointe, 2 factures, 4 rendez-vous');
    for (const name of ['Anonymiser', 'Détruire le dossier', 'Conserver']) within(row).getByRole('button', { name });
    const decisions = screen.getByRole('table', { name: 'Décisions prises' });
    expect(decisions.textContent).toContain('Litige en cours avec l’assureur');
    expect(decisions.textContent).toContain('Révision le samedi 2 octobre 2027');
  });

  it('says why a record must be kept for now, and offers neither « Anonymiser » nor « Détruire le dossier » for it', async () => {
    renderReview();
    const table = await screen.findByRole('table', { name: 'Dossiers à réviser' });
    const row = within(table).getByRole('row', { name: /Hélène Dubuc/ });
    expect(row.textContent).toContain('À garder pour l’instant (ni anonymisation ni destruction) :');
    within(row).getByText(/^Demande DEM-2026-0451 en cours \(réponse due le .*8 décembre 2026\)$/);
    within(row).getByText(/^Solde impayé de 85,00\s\$$/);
    within(row).getByRole('button', { name: 'Conserver' });
    expect(within(row).queryByRole('button', { name: 'Anonymiser' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Détruire le dossier' })).toBeNull();
  });

  it('places a legal hold on a record with its reason, and lifts one from the reason it gives', async () => {
    const api = renderReview();
    const table = await screen.findByRole('table', { name: 'Dossiers à réviser' });
    const row = within(table).getByRole('row', { name: /Gisèle Archambault/ });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Suspendre' })));
    const dialog = await screen.findByRole('dialog', { name: 'Suspendre la destruction' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspendre la destruction' })));
    await within(dialog).findByText('Indiquez le motif de la suspension (par exemple, un litige en cours).');
    expect(api.sent('POST', '/api/admin/privacy/record-holds')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Ordonnance du tribunal' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspendre la destruction' })));
    await screen.findByText('La destruction du dossier de Gisèle Archambault est suspendue.');
    expect(api.sent('POST', '/api/admin/privacy/record-holds')).toEqual([{ patientId: 'p-1', reason: 'Ordonnance du tribunal' }]);

    const held = within(await screen.findByRole('table', { name: 'Dossiers à réviser' })).getByRole('row', { name: /Hélène Dubuc/ });
    within(held).getByText(/^Suspension légale : Litige avec l’assureur \(par Dre Émilie Tremblay, le .*2 novembre 2026\)/);
    // A double click lifts it once: the second click comes while the first is on its way.
    const lift = within(held).getByRole('button', { name: 'Lever la suspension' });
    await act(async () => {
      fireEvent.click(lift);
      fireEvent.click(lift);
    });
    await screen.findByText("La suspension du dossier d'Hélène Dubuc est levée.");
    expect(api.sent('POST', '/api/admin/privacy/record-holds/h-1/release')).toHaveLength(1);
    expect(screen.queryByText('Cette suspension a déjà été levée.')).toBeNull();
  });

  it('anonymises once the record’s name is typed, saying a wrong name beside the field', async () => {
    const api = renderReview();
    const table = await screen.findByRole('table', { name: 'Dossiers à réviser' });
    await act(async () => fireEvent.click(within(table).getByRole('button', { name: 'Anonymiser' })));
    const dialog = await screen.findByRole('dialog', { name: 'Anonymiser le dossier' });
    expect(dialog.textContent).toContain('Cette action est définitive.');
    const field = within(dialog).getByLabelText(/Pour confirmer, tapez le nom du dossier : Gisèle Archambault/);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymiser' })));
    await within(dialog).findByText('Tapez le nom du dossier pour confirmer.');
    expect(api.sent('POST', '/api/admin/privacy/retention/p-1/decision')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Gisèle' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymiser' })));
    await within(dialog).findByText('Le nom tapé ne correspond pas au dossier « Gisèle Archambault ».');

    fireEvent.change(field, { target: { value: 'gisèle archambault' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anonymiser' })));
    await screen.findByText('Le dossier de Gisèle Archambault a été anonymisé.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Aucun dossier n’a dépassé sa période de conservation.');
    expect(api.sent('POST', '/api/admin/privacy/retention/p-1/decision')).toEqual([
      { decision: 'anonymise', confirmation: 'Gisèle' },
      { decision: 'anonymise', confirmation: 'gisèle archambault' },
    ]);
  });

  it('asks for a reason to keep a record', async () => {
    const api = renderReview();
    const table = await screen.findByRole('table', { name: 'Dossiers à réviser' });
    const row = within(table).getByRole('row', { name: /Gisèle Archambault/ });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Conserver' })));
    const dialog = await screen.findByRole('dialog', { name: 'Conserver le dossier' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Conserver' })));
    await within(dialog).findByText('Indiquez le motif de la conservation (par exemple, un litige en cours).');
    expect(api.sent('POST', '/api/admin/privacy/retention/p-1/decision')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
