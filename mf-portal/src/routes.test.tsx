import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PortalRoutes from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, me: () => Promise<Response>) {
  const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(me);
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoutes breadcrumb={<nav aria-label="Fil d'Ariane" />} />
      <Where />
    </MemoryRouter>,
  );
  return fetch;
}

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
    expect(screen.getByTestId('where').textContent).toBe('/patient-portal/login');
  });

  it('show the login without asking for a session', async () => {
    const fetch = renderAt('/patient-portal/login', async () => json(500, {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
