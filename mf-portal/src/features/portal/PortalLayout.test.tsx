import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { camille, currentLocation, json, refusal, renderPortal, stubApi, unreachable } from '../../test-support/portal-test-api';
import { sidebarCollapsedKey } from './PortalLayout';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewportWidth = (width: number) => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });

const meRoute = 'GET /api/portal/me';
const signOutRoute = 'POST /api/auth/sign-out';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  setViewportWidth(1024);
});

const sidebar = () => screen.getByRole('navigation', { name: 'Portail patient' });

async function openPortal(path = '/patient-portal/rendez-vous', extra: Parameters<typeof stubApi>[0] = {}) {
  // The default tab (« Rendez-vous ») loads its list and the questionnaires: answered empty, as these tests are about the frame.
  const api = stubApi({
    [meRoute]: json(200, camille),
    'GET /api/portal/appointments': json(200, { appointments: [] }),
    'GET /api/portal/questionnaires': json(200, { questionnaires: [] }),
    'GET /api/portal/intake': json(200, { tasks: [] }),
    ...extra,
  });
  renderPortal(path);
  // The frame, then the tab's page (each is loaded when first needed).
  await screen.findByRole('navigation', { name: 'Portail patient' });
  await waitFor(() => expect(screen.getByRole('main').querySelector('.portal-page__body')).not.toBeNull());
  return api;
}

describe('the portal frame', () => {
  it('lists the four tabs in the spec’s order, marks the current one, and welcomes the patient by first name', async () => {
    await openPortal();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Paiements', 'Rendez-vous', 'Documents', 'Mon profil']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/patient-portal/paiements',
      '/patient-portal/rendez-vous',
      '/patient-portal/documents',
      '/patient-portal/profil',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
    screen.getByText('Bonjour Camille');
    screen.getByRole('heading', { level: 1, name: 'Rendez-vous' });
  });

  it('moves to a chosen tab and gives its heading the focus, keeping the frame', async () => {
    await openPortal();
    const frame = sidebar();
    fireEvent.click(within(frame).getByRole('link', { name: 'Mon profil' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(currentLocation()).toBe('/patient-portal/profil');
    expect(sidebar()).toBe(frame);
    expect(within(frame).getByRole('link', { name: 'Mon profil' }).getAttribute('aria-current')).toBe('page');
    expect(within(frame).getByRole('link', { name: 'Rendez-vous' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves the focus alone when a tab is opened directly', async () => {
    await openPortal('/patient-portal/documents');
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });

  it('reduces the sidebar to its icons on a desktop, and remembers it', async () => {
    await openPortal();
    const portal = sidebar().closest('.portal') as HTMLElement;
    expect(portal.classList.contains('ui-sidebar-layout--collapsed')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Réduire le menu' }));
    expect(portal.classList.contains('ui-sidebar-layout--collapsed')).toBe(true);
    expect(window.localStorage.getItem(sidebarCollapsedKey)).toBe('true');
    // Reduced, each tab keeps its name (for screen readers) and shows it as a tooltip.
    expect(within(sidebar()).getByRole('link', { name: 'Documents' }).getAttribute('title')).toBe('Documents');
    cleanup();

    await openPortal();
    expect((sidebar().closest('.portal') as HTMLElement).classList.contains('ui-sidebar-layout--collapsed')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir le menu' }));
    expect(window.localStorage.getItem(sidebarCollapsedKey)).toBe('false');
  });

  it('still works when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await openPortal();
    fireEvent.click(screen.getByRole('button', { name: 'Réduire le menu' }));
    screen.getByRole('button', { name: 'Agrandir le menu' });
  });
});

describe('the sidebar on a phone', () => {
  beforeEach(() => setViewportWidth(375));

  const menuButton = () => screen.getByRole('button', { name: 'Menu' });
  const content = () => screen.getByRole('main', { hidden: true }).closest('.ui-sidebar-layout__content') as HTMLElement;
  const slideOverOpen = () => (sidebar().closest('.portal') as HTMLElement).classList.contains('ui-sidebar-layout--open');

  async function openMenu() {
    await openPortal();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(slideOverOpen()).toBe(false);
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(slideOverOpen()).toBe(true);
    // The focus goes into it, and the page behind is out of reach.
    expect(document.activeElement).toBe(within(sidebar()).getByRole('link', { name: 'Paiements' }));
    expect(content().hasAttribute('inert')).toBe(true);
  }

  const expectClosed = () => {
    expect(slideOverOpen()).toBe(false);
    expect(content().hasAttribute('inert')).toBe(false);
  };

  it('opens as a slide-over from the menu button and closes with Escape, the focus back on the button', async () => {
    await openMenu();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expectClosed();
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('closes on a press outside it', async () => {
    await openMenu();
    fireEvent.pointerDown(document.querySelector('.ui-sidebar-layout__backdrop') as HTMLElement);
    expectClosed();
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('closes with its own button', async () => {
    await openMenu();
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Fermer le menu' }));
    expectClosed();
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('closes when a tab is chosen, the focus on the new tab’s heading', async () => {
    await openMenu();
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Documents' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expectClosed();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('signing out', () => {
  it('ends the session on the server, then reloads on the login', async () => {
    const api = await openPortal('/patient-portal/rendez-vous', { [signOutRoute]: json(200, { signedOut: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/patient-portal/login'));
    expect(api.to(signOutRoute)).toHaveLength(1);
  });

  it('counts a session already ended as signed out', async () => {
    await openPortal('/patient-portal/rendez-vous', {
      [signOutRoute]: refusal(401, 'AUTH_001', 'Veuillez vous connecter pour continuer.'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/patient-portal/login'));
  });

  it('says so, and stays, when the server could not end the session', async () => {
    await openPortal('/patient-portal/rendez-vous', { [signOutRoute]: unreachable });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La déconnexion n'a pas abouti. Vérifiez votre connexion Internet, puis réessayez.",
    );
    expect(assign).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Se déconnecter' });
  });
});

describe('the portal’s load states', () => {
  const notFound = `Aucun dossier patient trouvé pour ${camille.email}. Veuillez contacter votre clinique.`;

  it('shows the loading state while the patient is asked for', async () => {
    stubApi({ [meRoute]: () => new Promise<never>(() => {}) });
    renderPortal('/patient-portal/rendez-vous');
    expect((await screen.findByRole('status')).textContent).toBe('Chargement…');
    screen.getByRole('heading', { level: 1, name: 'Portail Patient' });
  });

  it('without a patient record: the message, back to the home page, sign out', async () => {
    stubApi({ [meRoute]: refusal(404, 'NOT_FOUND', notFound), [signOutRoute]: json(200, { signedOut: true }) });
    renderPortal('/patient-portal/rendez-vous');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(notFound);
    await waitFor(() => expect(document.activeElement).toBe(within(notice).getByRole('heading', { name: 'Dossier patient introuvable' })));
    expect(within(notice).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(within(notice).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/patient-portal/login'));
  });

  it('on an error: the message, try again (which loads the portal), sign out', async () => {
    const message = 'Une erreur inattendue est survenue. Veuillez réessayer.';
    const api = stubApi({ [meRoute]: [refusal(500, 'INTERNAL', message), json(200, camille)] });
    renderPortal('/patient-portal/rendez-vous');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(message);
    within(notice).getByRole('button', { name: 'Se déconnecter' });
    expect(within(notice).queryByRole('link', { name: "Retour à l'accueil" })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 1, name: 'Rendez-vous' });
    expect(api.to(meRoute)).toHaveLength(2);
  });
});
