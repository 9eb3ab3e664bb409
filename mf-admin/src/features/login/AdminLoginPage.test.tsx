import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLoginPage } from './AdminLoginPage';

afterEach(cleanup);

describe('AdminLoginPage', () => {
  it('is titled as the spec names it, with the secure-access line and a link back to the site', () => {
    render(
      <MemoryRouter>
        <AdminLoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeTruthy();
    expect(document.title).toBe('Connexion Admin — Clinique chiropratique');
    expect(screen.getByText('Accès administrateur sécurisé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au site' }).getAttribute('href')).toBe('/');
  });
});
