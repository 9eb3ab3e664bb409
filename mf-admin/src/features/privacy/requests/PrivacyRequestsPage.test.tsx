import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { privacyRequestMessages } from 'shared-domain/privacy/privacy-requests';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import type { PrivacyRequest } from './api/privacy-requests';
import { PrivacyRequestsPage } from './PrivacyRequestsPage';
import { type AdminAnswer, answerAdminApi, failure } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const late: PrivacyRequest = {
  id: 'req-1',
  reference: 'DEM-2026-0003',
  kind: 'access',
  channel: 'email',
  patientId: 'pat-1',
  requesterName: 'Camille Gagnon',
  requesterEmail: 'camille.gagnon@courriel.example',
  details: 'Copie complète du dossier',
  receivedOn: '2026-10-26',
  dueOn: '2026-11-15',
  status: 'open',
  answer: null,
  answeredOn: null,
  answeredBy: null,
  letterSentAt: null,
  createdAt: '2026-10-26T14:00:00.000Z',
  countdown: { daysLeft: -3, overdue: true, text: 'En retard de 3 jours' },
};
const visitor: PrivacyRequest = {
  ...late,
  id: 'req-2',
  reference: 'DEM-2026-0004',
  kind: 'deindexation',
  patientId: null,
  requesterName: 'Marc Visiteur',
  requesterEmail: 'marc@courriel.example',
  details: 'Retirer mon nom du site',
  receivedOn: '2026-11-06',
  dueOn: '2026-12-06',
  countdown: { daysLeft: 18, overdue: false, text: '18 jours restants' },
};
const answered: PrivacyRequest = {
  ...late,
  id: 'req-3',
  reference: 'DEM-2026-0001',
  kind: 'correction',
  status: 'answered',
  answer: 'Votre date de naissance est corrigée.',
  answeredOn: '2026-11-10',
  answeredBy: 'Dre Émilie Tremblay',
  receivedOn: '2026-11-02',
  dueOn: '2026-11-22',
  countdown: { daysLeft: null, overdue: false, text: 'Répondue' },
};
const queue: AdminAnswer<'GET /api/admin/privacy/requests'> = {
  today: '2026-11-18',
  counts: { total: 3, open: 2, overdue: 1, dueToday: 0, answered: 1, refused: 0 },
  requests: [late, visitor, answered],
};

function renderQueue(routes: Parameters<typeof answerAdminApi>[0] = {}, status: Parameters<typeof answerAdminApi>[1] = {}) {
  const api = answerAdminApi(
    {
      'GET /api/admin/me': () => testStaff,
      'GET /api/admin/privacy/requests': () => queue,
      ...routes,
    },
    { 'POST /api/admin/privacy/requests': 201, ...status },
  );
  renderAdminPage(<PrivacyRequestsPage />, api, '/admin/privacy/requests');
  return api;
}

const dialog = () => screen.getByRole('dialog');

describe('« Demandes d’accès et de rectification »', () => {
  it('lists each request with its reference, kind, requester, deadline and countdown, an overdue one flagged, and the counts', async () => {
    renderQueue();
    screen.getByRole('heading', { level: 1, name: 'Demandes d’accès et de rectification' });
    const table = await screen.findByRole('table', { name: 'Demandes reçues' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'DEM-2026-0003',
        'Accès au dossier',
        'Camille Gagnon',
        'lundi 26 octobre 2026',
        'dimanche 15 novembre 2026⚠ En retard de 3 jours',
        'À traiter',
      ],
      [
        'DEM-2026-0004',
        'Désindexation',
        'Marc Visiteur (Sans dossier)',
        'vendredi 6 novembre 2026',
        'dimanche 6 décembre 202618 jours restants',
        'À traiter',
      ],
      ['DEM-2026-0001', 'Rectification', 'Camille Gagnon', 'lundi 2 novembre 2026', 'dimanche 22 novembre 2026Répondue', 'Répondue'],
    ]);
    within(rows[0]!).getByText('⚠ En retard de 3 jours').closest('.privacy-deadline--overdue');
    screen.getByText('2 à traiter · 1 en retard · 0 échue aujourd’hui');
  });

  it('asks the server again with each filter', async () => {
    const api = renderQueue();
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type (facultatif)' }), { target: { value: 'deindexation' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'En retard seulement' }));
    await waitFor(() => expect(api.requests.map((request) => request.url.search)).toContain('?kind=deindexation&overdue=true'));
  });

  it('says when nothing matches, and offers « Réessayer » when the queue cannot be read', async () => {
    let fail = true;
    renderQueue({
      'GET /api/admin/privacy/requests': () =>
        fail ? failure(503, { error: { code: 'DB_002', message: 'Base de données indisponible' } }) : { ...queue, requests: [] },
    });
    await screen.findByText('Les demandes ne peuvent pas être affichées');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText('Aucune demande reçue pour le moment.');
  });

  it('« Nouvelle demande » from a person without a record: checks her name and e-mail, then records it and announces its reference', async () => {
    const api = renderQueue({
      'POST /api/admin/privacy/requests': () => ({ request: { ...visitor, id: 'req-9', reference: 'DEM-2026-0009' } }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Type de demande/), { target: { value: 'deindexation' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Une personne sans dossier' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner la demande' }));
    await within(dialog()).findByText(privacyRequestMessages.requesterRequired);
    expect(api.sent('POST', '/api/admin/privacy/requests')).toEqual([]);

    fireEvent.change(within(dialog()).getByLabelText(/^Nom de la personne/), { target: { value: 'Marc Visiteur' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Courriel de la personne/), { target: { value: 'marc@courriel.example' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Reçue par/), { target: { value: 'email' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner la demande' }));
    await screen.findByText('Demande DEM-2026-0009 consignée');
    expect(api.sent('POST', '/api/admin/privacy/requests')).toEqual([
      expect.objectContaining({
        kind: 'deindexation',
        patientId: null,
        requesterName: 'Marc Visiteur',
        requesterEmail: 'marc@courriel.example',
        channel: 'email',
        receivedOn: '2026-11-18',
      }),
    ]);
  });

  it('opens a request’s panel: its details, the patient file, a refusal that needs its reason', async () => {
    const api = renderQueue({ 'POST /api/admin/privacy/requests/req-1/answer': () => ({ request: { ...late, status: 'refused' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir la demande DEM-2026-0003' }));
    within(dialog()).getByRole('heading', { name: 'Demande DEM-2026-0003' });
    within(dialog()).getByText('Copie complète du dossier');
    expect(within(dialog()).getByRole('link', { name: 'Voir le dossier du patient' }).getAttribute('href')).toBe('/admin/patients/pat-1');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Refuser la demande' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner la réponse' }));
    await within(dialog()).findByText(privacyRequestMessages.refusalNeedsReason);
    fireEvent.change(within(dialog()).getByLabelText(/^Motif du refus/), { target: { value: 'Dossier à conserver 5 ans' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Consigner la réponse' }));
    await screen.findByText(privacyRequestMessages.answered);
    expect(api.sent('POST', '/api/admin/privacy/requests/req-1/answer')).toEqual([
      { status: 'refused', answer: 'Dossier à conserver 5 ans' },
    ]);
  });

  it('« Envoyer la lettre » for an answered request, with its PDF; a refusal from the server is said in French', async () => {
    const api = renderQueue({
      'POST /api/admin/privacy/requests/req-3/letter': () =>
        failure(409, { error: { code: 'PRIV_012', message: privacyRequestMessages.letterSentAlready } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir la demande DEM-2026-0001' }));
    within(dialog()).getByText('Votre date de naissance est corrigée.');
    expect(within(dialog()).getByRole('link', { name: 'Lettre (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/privacy/requests/req-3/letter.pdf',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Envoyer la lettre' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/privacy/requests/req-3/letter')).toHaveLength(1));
    await within(dialog()).findByText(privacyRequestMessages.letterSentAlready);
    expect(api.sent('POST', '/api/admin/privacy/requests/req-3/letter')).toHaveLength(1);
  });
});
