import { cleanup, screen } from '@testing-library/react';
import { currentLocation, jsonResponse as json, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRoutes from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string, me: () => Promise<Response>) => renderRemoteRoutes(AdminRoutes, path, me);

describe('the admin routes', () => {
  it('show the signed-in staff member’s day, asking /api/admin/me', async () => {
    const fetch = renderAt('/admin/dashboard', async () =>
      json(200, { fullName: 'Émilie Tremblay', email: 'e@example.com', role: 'owner' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma Journée — Émilie Tremblay' })).toBeTruthy();
    expect(document.title).toBe('Ma Journée — Clinique chiropratique');
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/me$/);
  });

  it('send a visitor without a session to the admin login', async () => {
    renderAt('/admin/dashboard', async () =>
      json(401, {
        error: { code: 'AUTH_001', message: 'Veuillez vous connecter pour continuer.' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeTruthy();
    expect(currentLocation()).toBe('/admin');
  });

  it('send a staff member whose second factor is not verified to the factor step', async () => {
    renderAt('/admin/dashboard', async () =>
      json(403, {
        error: {
          code: 'AUTH_003',
          message: "Veuillez d'abord configurer l'authentification à deux facteurs.",
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeTruthy();
    expect(currentLocation()).toBe('/admin?etape=verification');
  });

  it('show the signup page', async () => {
    renderAt('/admin/signup', async () => json(500, {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/admin');
  });
});
