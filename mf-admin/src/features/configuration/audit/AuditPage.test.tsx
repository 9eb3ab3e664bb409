import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-domain/platform/format';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import { listedPatient } from '../../../test-support/patients';
import type { AuditEvent } from './api/audit-events';
import { type AdminAnswer, type TypedHandler, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: string, createdAt: string, fields: Partial<AuditEvent>): AuditEvent => ({
  id,
  createdAt,
  actorType: 'staff',
  actorId: 'staff-1',
  actorName: 'Émilie Tremblay',
  action: 'staff.signed_in',
  entity: 'staff_users',
  entityId: 'staff-1',
  patientId: null,
  patientName: null,
  record: null,
  detailLines: [],
  ...fields,
});

const firstPage = [
  event('e6', '2026-11-18T15:10:00.000Z', {
    actorName: 'Léa Roy',
    action: 'patient_record.viewed',
    entity: 'patients',
    entityId: 'p-camille',
    patientId: 'p-camille',
    patientName: 'Camille Gagnon',
  }),
  event('e5', '2026-11-18T15:05:00.000Z', {
    action: 'settings.hours_updated',
    entity: 'booking_hours',
    entityId: null,
    record: "Heures d'ouverture",
    detailLines: ["Heure d'ouverture du lundi : 08:00 → 09:00"],
  }),
  event('e4', '2026-11-18T14:59:00.000Z', {
    actorType: 'public',
    actorId: null,
    actorName: null,
    action: 'staff.sign_in_failed',
    record: 'Membre du personnel : Émilie Tremblay',
    detailLines: ['Motif : mot de passe erroné', 'Adresse IP : 198.51.100.7'],
  }),
];
const secondPage = [event('e2', '2026-11-17T10:00:00.000Z', { action: 'billing.refund' })];

const team: AdminAnswer<'GET /api/admin/team'> = {
  members: [
    {
      id: 'staff-lea',
      fullName: 'Léa Roy',
      email: 'lea@clinique.example',
      role: 'practitioner',
      createdAt: '2026-01-05T15:00:00.000Z',
      active: true,
      deactivatedAt: null,
      secondFactorEnabled: true,
      secondFactorLocked: false,
      lastSignInAt: null,
      owner: false,
    },
  ],
  invitations: [],
};

function renderAudit(pages: TypedHandler<'GET /api/admin/audit-events'>, path = '/admin/audit') {
  return renderRemoteRoutes(
    AdminRoutes,
    path,
    answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/team': () => team,
      'GET /api/admin/audit-events': pages,
      'GET /api/admin/patients': () => ({
        patients: [listedPatient('p-camille', { firstName: 'Camille', lastName: 'Gagnon' })],
        nextCursor: null,
      }),
    }),
  );
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Événements du journal' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const askedQueries = (fetch: ReturnType<typeof renderAudit>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/api/admin/audit-events')
    .map((url) => Object.fromEntries(url.searchParams));

describe('AuditPage', () => {
  it('names whom each event concerns and what changed, in French', async () => {
    renderAudit(() => ({ events: firstPage, nextBefore: null }));
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date et heure',
      'Qui',
      'Action',
      'Concerne',
      'Détails',
    ]);
    expect(rows()).toEqual([
      [formatDateTime(new Date('2026-11-18T15:10:00.000Z')), 'Léa Roy', 'Dossier patient consulté', 'Camille Gagnon', '—Aucun détail'],
      [
        formatDateTime(new Date('2026-11-18T15:05:00.000Z')),
        'Émilie Tremblay',
        "Heures d'ouverture modifiées",
        "Heures d'ouverture",
        "Heure d'ouverture du lundi : 08:00 → 09:00",
      ],
      [
        'mercredi 18 novembre 2026 à 9 h 59',
        'Visiteur',
        'Échec de connexion du personnel',
        'Membre du personnel : Émilie Tremblay',
        'Motif : mot de passe erronéAdresse IP : 198.51.100.7',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Camille Gagnon' }).getAttribute('href')).toBe('/admin/patients/p-camille');
    screen.getByText('Début du journal atteint.');
  });

  it('pages back with the cursor, the focus on the first older event', async () => {
    const fetch = renderAudit(({ url }) =>
      url.searchParams.get('before') === 'curseur-e4'
        ? { events: secondPage, nextBefore: null }
        : { events: firstPage, nextBefore: 'curseur-e4' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    // An action the catalogue does not list (an older row) gets a generic label.
    expect(rows()[3]).toEqual([
      formatDateTime(new Date('2026-11-17T10:00:00.000Z')),
      'Émilie Tremblay',
      'Action non répertoriée (billing.refund)',
      '—Aucun détail',
      '—Aucun détail',
    ]);
    expect(document.activeElement).toBe(screen.getAllByRole('row')[4]);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    expect(askedQueries(fetch)).toEqual([{ limit: '50' }, { limit: '50', before: 'curseur-e4' }]);
  });

  it('reads the patient from the address, filters by staff member, action and period, and exports what it shows', async () => {
    const fetch = renderAudit(() => ({ events: firstPage.slice(0, 1), nextBefore: null }), '/admin/audit?patient=p-camille');
    await screen.findByText('Patient : Camille Gagnon');
    expect(askedQueries(fetch)).toEqual([{ patientId: 'p-camille', limit: '50' }]);
    const filters = screen.getByLabelText('Filtrer le journal');
    await within(filters).findByRole('option', { name: 'Léa Roy' });
    fireEvent.change(within(filters).getByLabelText(/^Membre du personnel/), { target: { value: 'staff-lea' } });
    fireEvent.change(within(filters).getByLabelText(/^Action/), { target: { value: 'patient_record.viewed' } });
    fireEvent.change(within(filters).getByLabelText(/^Du/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText(/^Au/), { target: { value: '2026-11-18' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    const wanted = { patientId: 'p-camille', staffId: 'staff-lea', action: 'patient_record.viewed', from: '2026-11-01', to: '2026-11-18' };
    await waitFor(() => expect(askedQueries(fetch).at(-1)).toEqual({ ...wanted, limit: '50' }));
    // One file per spreadsheet: Excel in French (`;`) or in English (`,`).
    const french = screen.getByRole('link', { name: /^CSV — Excel français : les événements filtrés \(point-virgule/ });
    expect(french.getAttribute('href')).toBe(`/api/admin/audit-events.csv?${new URLSearchParams({ ...wanted, format: 'excel-fr' })}`);
    const english = screen.getByRole('link', { name: /^CSV — Excel anglais : les événements filtrés \(virgule entre/ });
    expect(english.getAttribute('href')).toBe(`/api/admin/audit-events.csv?${new URLSearchParams({ ...wanted, format: 'excel-en' })}`);

    fireEvent.click(within(filters).getByRole('button', { name: 'Tous les patients' }));
    const { patientId: _chosen, ...withoutPatient } = wanted;
    await waitFor(() => expect(askedQueries(fetch).at(-1)).toEqual({ ...withoutPatient, limit: '50' }));
    expect(screen.queryByText('Patient : Camille Gagnon')).toBeNull();
  });

  it('finds the patient by name on the page itself, then filters the trail to her', async () => {
    const fetch = renderAudit(() => ({ events: firstPage.slice(0, 1), nextBefore: null }));
    await screen.findByRole('table');
    const filters = screen.getByLabelText('Filtrer le journal');
    fireEvent.change(within(filters).getByRole('combobox', { name: /^Patient/ }), { target: { value: 'Camille' } });
    fireEvent.click(await within(filters).findByRole('option', { name: /Camille Gagnon/ }));
    fireEvent.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(askedQueries(fetch).at(-1)).toEqual({ patientId: 'p-camille', limit: '50' }));
    await screen.findByText('Patient : Camille Gagnon');
  });

  it('keeps what it shows when the next page fails, and says so', async () => {
    renderAudit(({ url }) =>
      url.searchParams.has('before')
        ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
        : { events: firstPage, nextBefore: 'curseur-e4' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    const problem = await screen.findByText('La base de données est momentanément indisponible.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(rows()).toHaveLength(3);
    screen.getByRole('button', { name: 'Afficher plus' });
  });

  it('says when the trail is empty, and offers to try again when it cannot be read', async () => {
    let asked = 0;
    renderAudit(() =>
      ++asked === 1
        ? failure(500, { error: { code: 'INTERNAL', message: 'Une erreur inattendue est survenue' } })
        : { events: [], nextBefore: null },
    );
    await screen.findByRole('heading', { name: 'Erreur lors du chargement du journal' });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText("Aucun événement n'a encore été enregistré.");
    expect(screen.queryByRole('table')).toBeNull();
  });
});
