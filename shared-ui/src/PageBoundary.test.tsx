// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from './PageBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('boom');
}

describe('PageBoundary', () => {
  it('shows the loading state while a lazy page loads, then the page', async () => {
    const Page = lazy(async () => ({ default: () => <h1>Page chargée</h1> }));
    render(
      <MemoryRouter>
        <PageBoundary>
          <Page />
        </PageBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    await screen.findByRole('heading', { name: 'Page chargée' });
  });

  it('shows a crashed page’s error in the main landmark, and starts afresh on another path', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/casse']}>
        <Link to="/ailleurs">Ailleurs</Link>
        <PageBoundary>
          <Routes>
            <Route path="/casse" element={<Broken />} />
            <Route path="/ailleurs" element={<h1>Ailleurs</h1>} />
          </Routes>
        </PageBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main').id).toBe('contenu');
    expect(screen.getByRole('alert').textContent).toMatch(/Référence de l'erreur : ERR-/);
    fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
    screen.getByRole('heading', { level: 1, name: 'Ailleurs' });
    consoleError.mockRestore();
  });
});
