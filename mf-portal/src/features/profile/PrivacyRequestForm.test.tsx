import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { privacyRequestMessages } from 'shared-domain/privacy/privacy-requests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, refusal, renderPortal, stubApi } from '../../test-support/portal-test-api';
import { profileText } from './profile-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sendRoute = 'POST /api/portal/privacy-requests';

function showProfile(routes: Record<string, Response> = {}) {
  const api = stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/correction-requests': json(200, { requests: [] }),
    'GET /api/portal/consents': json(200, { consents: [] }),
    ...routes,
  });
  renderPortal('/patient-portal/profil');
  return api;
}

const section = () => screen.getByRole('region', { name: profileText.privacyRequestTitle });

describe('« Mon profil »: other requests about her information (Law 25)', () => {
  it('sends the kind chosen and what she adds, then says the clinic will answer', async () => {
    const api = showProfile({
      [sendRoute]: json(201, {
        request: { id: 'q-1', reference: 'DEM-2026-0012', kind: 'deindexation' },
        message: privacyRequestMessages.portalSent,
      }),
    });
    await screen.findByRole('heading', { level: 2, name: profileText.privacyRequestTitle });
    expect(
      within(section())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Accès au dossier', 'Portabilité (copie de mes données)', 'Cessation de la diffusion', 'Désindexation']);
    fireEvent.change(within(section()).getByLabelText(/^Type de demande/), { target: { value: 'deindexation' } });
    fireEvent.change(within(section()).getByLabelText(/^Précisions/), { target: { value: 'Mon témoignage sur le site' } });
    fireEvent.click(within(section()).getByRole('button', { name: profileText.send }));
    await within(section()).findByText(privacyRequestMessages.portalSent);
    expect(api.requests.filter((request) => request.route === sendRoute).map((request) => request.body)).toEqual([
      { kind: 'deindexation', details: 'Mon témoignage sur le site' },
    ]);
  });

  it('keeps the form and says why when the clinic refuses (too many today)', async () => {
    showProfile({ [sendRoute]: refusal(429, 'RATE_LIMITED', privacyRequestMessages.portalTooMany) });
    await screen.findByRole('heading', { level: 2, name: profileText.privacyRequestTitle });
    fireEvent.click(within(section()).getByRole('button', { name: profileText.send }));
    await within(section()).findByText(privacyRequestMessages.portalTooMany);
    expect(within(section()).queryByText(privacyRequestMessages.portalSent)).toBeNull();
  });
});
