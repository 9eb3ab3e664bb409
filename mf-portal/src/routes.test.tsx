import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, currentLocation, json, refusal, renderPortal, stubApi } from './test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function signIn() {
  const form = screen.getByRole('tabpanel', { name: 'Mot de passe' });
  fireEvent.change(within(form).getByLabelText(/Courriel/), { target: { value: camille.email } });
  fireEvent.change(within(form).getByLabelText(/Mot de passe/), { target: { value: 'le bon mot de passe' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

const meRoute = 'GET /api/portal/me';
const appointmentsRoute = 'GET /api/portal/appointments';
const questionnairesRoute = 'GET /api/portal/questionnaires';
const intakeRoute = 'GET /api/portal/intake';
const familyRoute = 'GET /api/portal/family';
const signedOut = refusal(401, 'AUTH_001', 'Veuillez vous connecter pour continuer.');

describe('the portal routes', () => {
  it('open the portal on its appointments tab, with the breadcrumb the shell gave, asking /api/portal/me', async () => {
    const api = stubApi({
      [meRoute]: json(200, camille),
      [appointmentsRoute]: json(200, { appointments: [] }),
      [questionnairesRoute]: json(200, { questionnaires: [] }),
      [intakeRoute]: json(200, { tasks: [] }),
    });
    renderPortal('/patient-portal');
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    expect(currentLocation()).toBe('/patient-portal/rendez-vous');
    expect(document.title).toBe('Rendez-vous — Clinique chiropratique');
    screen.getByRole('navigation', { name: "Fil d'Ariane" });
    // The session guard asks first; the tab's list only once the patient is known (its chunk may
    // still be loading when the heading shows on a busy machine: wait for the requests, not a time).
    // The frame asks « Pour qui ? » beside the tab, in no set order.
    await waitFor(() =>
      expect(api.requests.map((request) => request.route).filter((route) => route !== familyRoute)).toEqual([
        meRoute,
        intakeRoute,
        questionnairesRoute,
        appointmentsRoute,
      ]),
    );
    expect(api.requests.map((request) => request.route)).toContain(familyRoute);
  });

  it.each([
    ['/patient-portal/paiements', 'Paiements'],
    ['/patient-portal/rendez-vous', 'Rendez-vous'],
    ['/patient-portal/documents', 'Documents'],
    ['/patient-portal/profil', 'Mon profil'],
  ])('show %s as the tab « %s »', async (path, name) => {
    stubApi({ [meRoute]: json(200, camille) });
    renderPortal(path);
    await screen.findByRole('heading', { level: 1, name });
    expect(screen.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
  });

  it('say « Page introuvable » in the portal for an address of the portal that names no page, leading back to the appointments', async () => {
    stubApi({
      [meRoute]: json(200, camille),
      [appointmentsRoute]: json(200, { appointments: [] }),
      [questionnairesRoute]: json(200, { questionnaires: [] }),
      [intakeRoute]: json(200, { tasks: [] }),
    });
    renderPortal('/patient-portal/factures-anciennes');
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    screen.getByRole('link', { name: 'Rendez-vous' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Retour à mes rendez-vous' })));
    expect(currentLocation()).toBe('/patient-portal/rendez-vous');
  });

  it('send a visitor without a session to the patient login', async () => {
    stubApi({ [meRoute]: signedOut });
    renderPortal('/patient-portal/profil');
    await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' });
    expect(currentLocation()).toBe('/patient-portal/login');
  });

  it('after signing in, ask for the patient again (not the 401 kept from before) and return to the page asked for', async () => {
    const api = stubApi({ [meRoute]: [signedOut, json(200, camille)], 'POST /api/auth/patient/sign-in': json(200, { signedIn: true }) });
    renderPortal('/patient-portal/profil');
    await screen.findByRole('tabpanel', { name: 'Mot de passe' });
    signIn();
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    expect(currentLocation()).toBe('/patient-portal/profil');
    expect(api.to(meRoute)).toHaveLength(2);
  });

  it('after a session that ended under the patient’s eyes, say so, and let them sign in again to the same page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      [meRoute]: [json(200, camille), signedOut, json(200, camille)],
      'POST /api/auth/patient/sign-in': json(200, { signedIn: true }),
    });
    renderPortal('/patient-portal/profil');
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });

    // Back to the tab after a while: the portal checks the session again, and it has ended.
    act(() => vi.advanceTimersByTime(31_000));
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await screen.findByRole('heading', { name: 'Session expirée. Veuillez vous reconnecter.' });
    act(() => vi.advanceTimersByTime(2000));
    await screen.findByRole('tabpanel', { name: 'Mot de passe' });

    signIn();
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    expect(currentLocation()).toBe('/patient-portal/profil');
  });

  it('show the login without asking for a session', async () => {
    const api = stubApi({});
    renderPortal('/patient-portal/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' });
    // Only the clinic's public profile, for the page's identity: no session asked.
    expect(api.requests.map((request) => request.route).filter((route) => route !== 'GET /api/public/clinic')).toEqual([]);
  });
});
