import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showProfile(patient: Record<string, unknown>) {
  stubApi({ 'GET /api/portal/me': json(200, patient) });
  renderPortal('/patient-portal/profil');
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  const values = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling as HTMLElement]));
  return values as Record<string, HTMLElement>;
}

describe('« Mon profil »', () => {
  it('shows the clinic’s record read-only: full name, e-mail, phone (formatted, to call), address', async () => {
    const values = await showProfile(camille);
    expect(values['Nom complet']?.textContent).toBe('Camille Roy');
    expect(values.Courriel?.textContent).toBe('camille.roy@courriel.example');
    const phone = within(values.Téléphone as HTMLElement).getByRole('link');
    expect(phone.textContent).toBe('514 555-0142');
    expect(phone.getAttribute('href')).toBe('tel:5145550142');
    expect(values.Adresse?.textContent).toBe(camille.address);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /modifier/i })).toBeNull();
    expect(screen.getByText('Pour modifier ces informations, communiquez avec votre clinique.')).toBeTruthy();
  });

  it('says what the record does not hold rather than leaving a blank', async () => {
    const values = await showProfile({ ...camille, phone: null, address: null, email: null });
    expect(values.Courriel?.textContent).toBe('Non indiqué');
    expect(values.Téléphone?.textContent).toBe('Non indiqué');
    expect(values.Adresse?.textContent).toBe('Non indiqué');
  });
});
