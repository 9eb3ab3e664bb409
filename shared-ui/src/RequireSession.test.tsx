// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSession } from './RequireSession';

afterEach(cleanup);

function renderProtected(check: () => Promise<Response>) {
  render(
    <MemoryRouter initialEntries={['/prive']}>
      <Routes>
        <Route path="/connexion" element={<h1>Connexion</h1>} />
        <Route
          path="/prive"
          element={
            <RequireSession<{ firstName: string }> check={check} loginPath="/connexion">
              {(data) => <h1>Bonjour {data.firstName}</h1>}
            </RequireSession>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireSession', () => {
  it('shows the protected screen with what the server returned', async () => {
    renderProtected(async () => Response.json({ firstName: 'Camille' }));
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille' })).toBeTruthy();
  });

  it('sends the visitor to the sign-in page when the server says 401 or 403', async () => {
    renderProtected(async () => new Response(null, { status: 401 }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    cleanup();
    renderProtected(async () => new Response(null, { status: 403 }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });

  it('offers a retry when the server fails, and asks again', async () => {
    const check = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
      .mockResolvedValueOnce(Response.json({ firstName: 'Léa' }));
    renderProtected(check);
    expect(await screen.findByText('Erreur lors du chargement de vos informations. Veuillez réessayer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa' })).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
