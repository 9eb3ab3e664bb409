import { cleanup, screen } from '@testing-library/react';
import { currentLocation, jsonResponse as json, renderRemoteRoutes } from 'shared-ui/test-support/renderRemoteRoutes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PortalRoutes from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string, me: () => Promise<Response>) =>
  renderRemoteRoutes(PortalRoutes, path, me, <nav aria-label="Fil d'Ariane" />);

describe('the portal routes', () => {
  it('show the signed-in patient’s portal, with the breadcrumb the shell gave, asking /api/portal/me', async () => {
    const fetch = renderAt('/patient-portal', async () => json(200, { firstName: 'Camille', lastName: 'Roy', email: 'c@example.com' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeTruthy();
    expect(document.title).toBe('Portail Patient — Clinique chiropratique');
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/portal\/me$/);
  });

  it('send a visitor without a session to the patient login', async () => {
    renderAt('/patient-portal', async () =>
      json(401, {
        error: { code: 'AUTH_001', message: 'Veuillez vous connecter pour continuer.' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeTruthy();
    expect(currentLocation()).toBe('/patient-portal/login');
  });

  it('show the login without asking for a session', async () => {
    const fetch = renderAt('/patient-portal/login', async () => json(500, {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
