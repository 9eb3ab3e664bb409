import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from 'shared-domain/platform/paths';
import AdminRoutes from './routes';
import { answerAdminApi, failure, refusal, signedIn, type TypedHandler } from './test-support/admin-stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Lazy pages inside the frame (every view in its sidebar) take a while on a busy machine.
const slow = { timeout: 5000 };

const renderAt = (path: string, me: TypedHandler<'GET /api/admin/me'>) =>
  renderRemoteRoutes(AdminRoutes, path, answerAdminApi({ 'GET /api/admin/me': me }));

const signedInApi = answerAdminApi({
  'GET /api/admin/me': signedIn,
  'GET /api/admin/sessions': () => ({ sessions: [] }),
  'GET /api/admin/audit-events': () => ({ events: [], nextBefore: null }),
});

describe('the admin routes', () => {
  it('show the signed-in staff member’s day in the frame, asking /api/admin/me', async () => {
    const fetch = renderRemoteRoutes(AdminRoutes, '/admin/dashboard', signedInApi, <nav aria-label="Fil d'Ariane">fil</nav>);
    await screen.findByRole('heading', { level: 1, name: 'Ma Journée' }, slow);
    screen.getByText(/^Bonjour Émilie Tremblay, nous sommes le /);
    expect(document.title).toBe('Ma Journée — Clinique chiropratique');
    screen.getByRole('navigation', { name: 'Navigation du back-office' });
    // The shell's breadcrumb is placed once, inside the frame.
    expect(screen.getAllByRole('navigation', { name: "Fil d'Ariane" })).toHaveLength(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/me$/);
  });

  it('open the account security and the audit trail in the frame', async () => {
    renderRemoteRoutes(AdminRoutes, '/admin/security', signedInApi);
    await screen.findByRole('heading', { level: 1, name: 'Sécurité du compte' }, slow);
    expect(document.title).toBe('Sécurité du compte — Clinique chiropratique');
    cleanup();
    renderRemoteRoutes(AdminRoutes, '/admin/audit', signedInApi);
    await screen.findByRole('heading', { level: 1, name: "Journal d'audit" }, slow);
  });

  it('keep the frame from one view to the next: the chosen link keeps the focus', async () => {
    renderRemoteRoutes(AdminRoutes, '/admin/dashboard', signedInApi);
    await screen.findByRole('heading', { level: 1, name: 'Ma Journée' }, slow);
    const audit = screen.getByRole('link', { name: "Journal d'audit" });
    audit.focus();
    await act(async () => fireEvent.click(audit));
    await screen.findByRole('heading', { level: 1, name: "Journal d'audit" }, slow);
    expect(currentLocation()).toBe('/admin/audit');
    await waitFor(() => expect(document.activeElement).toBe(audit));
    expect(audit.getAttribute('aria-current')).toBe('page');
  });

  it('say « Page introuvable » in the frame for an address of the back-office that names no view, leading back to Ma Journée', async () => {
    renderRemoteRoutes(AdminRoutes, '/admin/facturation-inconnue', signedInApi);
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, slow);
    expect(document.title).toBe('Page introuvable — Clinique chiropratique');
    screen.getByRole('navigation', { name: 'Navigation du back-office' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Retour à Ma Journée' })));
    expect(currentLocation()).toBe('/admin/dashboard');
  });

  it('open « Paiements » in the frame, on its list of payments', async () => {
    const api = answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/payments': () => ({
        payments: [],
        totalsByTender: [],
        receivedBy: [],
        totalCents: 0,
        nextCursor: null,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    });
    renderRemoteRoutes(AdminRoutes, paths.adminPayments.build(), api);
    await screen.findByRole('heading', { level: 1, name: 'Paiements' }, slow);
    const sidebar = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(sidebar).getByRole('link', { name: 'Paiements' }).getAttribute('aria-current')).toBe('page');
    await screen.findByText('Aucun paiement ni remboursement ne correspond à ces filtres.', undefined, slow);
  });

  it('open « Facturation » in the frame, on its list of invoices', async () => {
    const api = answerAdminApi({
      'GET /api/admin/me': signedIn,
      'GET /api/admin/invoices': () => ({ invoices: [], nextCursor: null }),
    });
    renderRemoteRoutes(AdminRoutes, `${paths.adminBilling.build()}?status=draft`, api);
    await screen.findByRole('heading', { level: 1, name: 'Facturation' }, slow);
    const sidebar = screen.getByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(sidebar).getByRole('link', { name: 'Facturation' }).getAttribute('aria-current')).toBe('page');
    await screen.findByText('Aucune facture ne correspond à ces filtres.', undefined, slow);
  });

  it('send a visitor without a session to the admin login', async () => {
    renderAt('/admin/security', async () =>
      failure(401, {
        error: { code: 'AUTH_001', message: 'Veuillez vous connecter pour continuer.' },
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/admin'));
    expect(screen.queryByRole('navigation', { name: 'Navigation du back-office' })).toBeNull();
  });

  it('send a staff member whose second factor is not verified to the factor step', async () => {
    renderAt('/admin/audit', async () =>
      failure(403, {
        error: {
          code: 'AUTH_003',
          message: "Veuillez d'abord configurer l'authentification à deux facteurs.",
        },
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/admin?etape=verification'));
    expect(screen.queryByRole('navigation', { name: 'Navigation du back-office' })).toBeNull();
  });

  it('show the signup page, without the frame', async () => {
    renderAt('/admin/signup', async () => refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue'));
    await screen.findByRole('heading', { level: 1, name: 'Inscription Admin' }, slow);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('navigation', { name: 'Navigation du back-office' })).toBeNull();
  });
});
