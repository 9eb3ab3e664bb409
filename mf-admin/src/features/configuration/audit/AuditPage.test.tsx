import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from 'shared-domain/platform/format';
import { renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from '../../../routes';
import type { AuditEvent } from './api/audit-events';
import { type TypedHandler, answerAdminApi, failure, signedIn } from '../../../test-support/admin-stub-api';

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
  details: null,
  ...fields,
});

const firstPage = [
  event('e5', '2026-11-18T15:00:00.000Z', { action: 'staff.signed_in', details: { ipAddress: '203.0.113.5', secondFactor: 'verify' } }),
  event('e4', '2026-11-18T14:59:00.000Z', {
    actorType: 'public',
    actorId: null,
    actorName: null,
    action: 'staff.sign_in_failed',
    details: { reason: 'wrong_password', ipAddress: '198.51.100.7', token: 'jamais-affiché' },
  }),
  event('e3', '2026-11-18T14:00:00.000Z', {
    actorType: 'patient',
    actorName: null,
    action: 'patient.signed_in',
    details: { method: 'magic_link' },
  }),
];
const secondPage = [event('e2', '2026-11-17T10:00:00.000Z', { action: 'billing.refund', details: { amount: { cents: 8500 } } })];

function renderAudit(pages: TypedHandler<'GET /api/admin/audit-events'>) {
  return renderRemoteRoutes(
    AdminRoutes,
    '/admin/audit',
    answerAdminApi({ 'GET /api/admin/me': signedIn, 'GET /api/admin/audit-events': pages }),
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

describe('AuditPage', () => {
  it('shows the newest events in French: when, who, what, and the details that matter', async () => {
    renderAudit(() => ({ events: firstPage, nextBefore: null }));
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date et heure', 'Qui', 'Action', 'Détails']);
    expect(rows()).toEqual([
      [
        formatDateTime(new Date('2026-11-18T15:00:00.000Z')),
        'Émilie Tremblay',
        'Connexion du personnel (mot de passe accepté)',
        'Deux facteurs : code demandéAdresse IP : 203.0.113.5',
      ],
      [
        'mercredi 18 novembre 2026 à 9 h 59',
        'Visiteur',
        'Échec de connexion du personnel',
        'Motif : mot de passe erronéAdresse IP : 198.51.100.7',
      ],
      ['mercredi 18 novembre 2026 à 9 h', 'Patient', 'Connexion du patient', 'Méthode : lien magique'],
    ]);
    expect(screen.getByRole('table').textContent).not.toContain('jamais-affiché');
    screen.getByText('Début du journal atteint.');
    // Read-only: nothing to press but what pages the trail.
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toEqual([]);
  });

  it('pages back with the cursor, the focus on the first older event', async () => {
    const fetch = renderAudit(({ url }) =>
      url.searchParams.get('before') === 'curseur-e3'
        ? { events: secondPage, nextBefore: null }
        : { events: firstPage, nextBefore: 'curseur-e3' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const older = rows()[3];
    // An action the catalogue does not list (an older row) gets a generic label; a nested detail is not shown.
    expect(older).toEqual([
      formatDateTime(new Date('2026-11-17T10:00:00.000Z')),
      'Émilie Tremblay',
      'Action non répertoriée (billing.refund)',
      '—Aucun détail',
    ]);
    expect(document.activeElement).toBe(screen.getAllByRole('row')[4]);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/api/admin/audit-events')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([{ limit: '50' }, { limit: '50', before: 'curseur-e3' }]);
  });

  it('keeps what it shows when the next page fails, and says so', async () => {
    renderAudit(({ url }) =>
      url.searchParams.has('before')
        ? failure(503, { error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' } })
        : { events: firstPage, nextBefore: 'curseur-e3' },
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
