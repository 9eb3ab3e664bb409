import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PatientLoginPage } from './PatientLoginPage';

afterEach(cleanup);

describe('PatientLoginPage', () => {
  it('is titled as the spec names it and points people without an account to the clinic', () => {
    render(
      <MemoryRouter>
        <PatientLoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeTruthy();
    expect(document.title).toBe('Connexion Patient — Clinique chiropratique');
    expect(screen.getByRole('link', { name: 'Contactez votre clinique' }).getAttribute('href')).toBe('/');
  });
});
