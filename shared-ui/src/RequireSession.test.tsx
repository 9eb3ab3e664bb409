// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiData } from './api-result';
import { createQueryClient } from './query-client';
import { QueryProvider } from './QueryProvider';
import {
  RequireSession,
  returnPathFrom,
  sessionCheckFailedMessage,
  sessionEndedFrom,
  sessionExpiredDelayMs,
  sessionExpiredMessage,
} from './RequireSession';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string) => json(status, { error: { code, message: 'Refus' } });

/** A page that shows where the guard sent the visitor and what it asked to come back to. */
function Landing({ name }: { name: string }) {
  const { pathname, search, state } = useLocation();
  return (
    <p>
      {name} {pathname}
      {search} retour={returnPathFrom(state) ?? '-'}
      {sessionEndedFrom(state) ? ' (session terminée)' : ''}
    </p>
  );
}

function Page() {
  return <h1>Bonjour</h1>;
}

function renderProtected(me: () => Promise<Response>, { secondFactor = true, client = createQueryClient({ retryDelay: 0 }) } = {}) {
  const session = queryOptions({
    queryKey: ['me'],
    queryFn: () => apiData(me) as Promise<{ firstName: string }>,
  });
  render(
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={['/espace/fiche?onglet=2']}>
        <Routes>
          <Route path="/connexion" element={<Landing name="Connexion" />} />
          <Route path="/verification" element={<Landing name="Vérification" />} />
          <Route
            element={
              <RequireSession
                session={session}
                loginPath="/connexion"
                secondFactorPath={secondFactor ? '/verification?etape=2' : undefined}
                title="Espace"
              />
            }
          >
            <Route path="/espace/fiche" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('RequireSession', () => {
  it('shows a loading page titled after the area, then the protected page', async () => {
    renderProtected(async () => json(200, { firstName: 'Camille' }));
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    screen.getByRole('heading', { level: 1, name: 'Espace' });
    await screen.findByRole('heading', { name: 'Bonjour' });
  });

  it('sends a visitor without a session (401) to the login, remembering where they were going', async () => {
    renderProtected(async () => refusal(401, 'AUTH_001'));
    expect((await screen.findByText(/^Connexion/)).textContent).toBe('Connexion /connexion retour=/espace/fiche?onglet=2');
  });

  it('sends a staff member without a verified second factor (403 AUTH_003) to the factor step, not the login', async () => {
    renderProtected(async () => refusal(403, 'AUTH_003'));
    expect((await screen.findByText(/^Vérification/)).textContent).toBe('Vérification /verification?etape=2 retour=/espace/fiche?onglet=2');
  });

  it('sends any other refusal (403) to the login, as does AUTH_003 where there is no factor step', async () => {
    renderProtected(async () => refusal(403, 'AUTH_002'));
    await screen.findByText(/^Connexion \/connexion/);
    cleanup();
    renderProtected(async () => refusal(403, 'AUTH_003'), { secondFactor: false });
    await screen.findByText(/^Connexion \/connexion/);
  });

  it('when the server cannot be reached, tries 3 times, then says so in French with Réessayer, which asks again', async () => {
    const me = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { firstName: 'Léa' }));
    renderProtected(me);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(sessionCheckFailedMessage);
    expect(me).toHaveBeenCalledTimes(3);
    screen.getByRole('heading', { level: 1, name: 'Espace' });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { name: 'Bonjour' });
    expect(me).toHaveBeenCalledTimes(4);
  });

  it('shows the server’s own message when it answered with a failure, without asking again by itself', async () => {
    const me = vi.fn(async () =>
      json(503, {
        error: { code: 'DB_002', message: 'La base de données est momentanément indisponible.' },
      }),
    );
    renderProtected(me);
    expect((await screen.findByRole('alert')).textContent).toContain('La base de données est momentanément indisponible.');
    expect(me).toHaveBeenCalledOnce();
  });
});

describe('RequireSession once signed in', () => {
  it('keeps the page when a later check gets no answer, and leaves it when the session is over', async () => {
    const client = createQueryClient({ retryDelay: 0 });
    const me = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(json(200, { firstName: 'Camille' }))
      .mockRejectedValue(new TypeError('Failed to fetch'));
    renderProtected(me, { client });
    await screen.findByRole('heading', { name: 'Bonjour' });
    await act(() => client.refetchQueries({ queryKey: ['me'] }));
    expect(me).toHaveBeenCalledTimes(4);
    screen.getByRole('heading', { name: 'Bonjour' });
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      me.mockResolvedValue(refusal(401, 'AUTH_001'));
      await act(() => client.refetchQueries({ queryKey: ['me'] }));
      expect((await screen.findByRole('alert')).textContent).toContain(sessionExpiredMessage);
      expect(screen.queryByText(/^Connexion/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(sessionExpiredDelayMs));
      // The sign-in is told the session ended under her eyes, to say so.
      expect((await screen.findByText(/^Connexion/)).textContent).toBe(
        'Connexion /connexion retour=/espace/fiche?onglet=2 (session terminée)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the session again when another query of the area is refused for want of one', async () => {
    // Fake from the start, so that every timer the guard or the data layer sets is on this clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = createQueryClient({ retryDelay: 0 });
      const me = vi.fn<() => Promise<Response>>().mockResolvedValueOnce(json(200, { firstName: 'Camille' }));
      renderProtected(me, { client });
      await screen.findByRole('heading', { name: 'Bonjour' });
      me.mockResolvedValue(refusal(401, 'AUTH_001'));
      await act(() =>
        client
          .fetchQuery({ queryKey: ['rendez-vous'], queryFn: () => apiData(async () => refusal(401, 'AUTH_001')) })
          .catch(() => undefined),
      );
      expect((await screen.findByRole('alert')).textContent).toContain(sessionExpiredMessage);
      // Once: the session's own refusal does not ask again in a loop, for as long as « Session
      // expirée » stays on screen.
      await act(() => vi.advanceTimersByTimeAsync(sessionExpiredDelayMs - 1));
      expect(me).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RequireSession with its own problem display', () => {
  it('hands a 404 as not-found and any other failure as an error, with a retry', async () => {
    const me = vi.fn(async () => json(404, { error: { code: 'NOT_FOUND', message: 'Aucun dossier patient trouvé.' } }));
    const session = queryOptions({ queryKey: ['me-404'], queryFn: () => apiData(me) as Promise<{ firstName: string }> });
    render(
      <QueryProvider client={createQueryClient({ retryDelay: 0 })}>
        <MemoryRouter initialEntries={['/espace/fiche']}>
          <Routes>
            <Route
              element={
                <RequireSession
                  session={session}
                  loginPath="/connexion"
                  title="Espace"
                  renderProblem={(problem) => (
                    <button type="button" onClick={problem.retry}>
                      {problem.kind}: {problem.message}
                    </button>
                  )}
                />
              }
            >
              <Route path="/espace/fiche" element={<Page />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryProvider>,
    );
    const button = await screen.findByRole('button', { name: 'not-found: Aucun dossier patient trouvé.' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(me).toHaveBeenCalledTimes(2));
  });
});

describe('returnPathFrom', () => {
  it('keeps only a path on this site', () => {
    expect(returnPathFrom({ returnTo: '/admin/dashboard' })).toBe('/admin/dashboard');
    expect(returnPathFrom({ returnTo: '//evil.example' })).toBeUndefined();
    expect(returnPathFrom({ returnTo: 'https://evil.example' })).toBeUndefined();
    expect(returnPathFrom(null)).toBeUndefined();
  });

  it('keeps a path with a query, an encoded character or accents', () => {
    expect(returnPathFrom({ returnTo: '/espace/fiche?onglet=2&x=a%20b' })).toBe('/espace/fiche?onglet=2&x=a%20b');
    expect(returnPathFrom({ returnTo: '/' })).toBe('/');
    expect(returnPathFrom({ returnTo: '/confidentialité' })).toBe('/confidentialité');
  });

  // Open redirects after sign-in: none of these leads off the site.
  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/ /evil.example',
    '/admin\\..\\..\\evil',
    '/%E0%A4%A',
    'evil.example',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (returnTo) => {
    expect(returnPathFrom({ returnTo })).toBeUndefined();
  });

  it('refuses a value that is not a string', () => {
    expect(returnPathFrom({ returnTo: ['/admin'] })).toBeUndefined();
    expect(returnPathFrom({ returnTo: { toString: () => '/admin' } })).toBeUndefined();
  });
});
