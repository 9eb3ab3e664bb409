import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from 'shared-ui/query-client';
import { QueryProvider } from 'shared-ui/QueryProvider';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayQueryKey, dayRefreshMs } from '../../scheduling/day/api/day';
import { recentSearchesKey } from '../search/recent-searches';
import { meQueryOptions } from '../session/api/me';
import { BackOfficeFrame } from '../../../BackOfficeFrame';
import { AdminFrame, type AdminFrameProps, sidebarCollapsedKey } from './AdminFrame';
import type { SidebarSection } from './sidebar-sections';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewportWidth = (width: number) => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });

let assign: ReturnType<typeof vi.spyOn>;

/** The day's read, which feeds the « Demandes » badge (a test that stubs `fetch` itself replaces it). */
const dayWith = (pendingRequests: number) => () => ({
  date: '2026-11-23',
  now: '2026-11-23T14:10:00.000Z',
  timeZone: 'America/Toronto',
  appointments: [],
  pendingRequests,
  waitlistCount: 0,
  revenue: { completedCount: 0, estimatedCents: 0 },
  stats: { averageVisitMinutes: 30, satisfaction: 4.9 },
});

beforeEach(() => {
  vi.stubGlobal('fetch', answerAdminApi({ 'GET /api/admin/day': dayWith(0) }));
  window.localStorage.clear();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setViewportWidth(1024);
});

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/**
 * The frame at `path`, signed in (the guard has loaded `me`), around a stand-in view: as routes.tsx
 * composes it (its counts read from the day), or given its counts.
 */
function renderFrame({
  path = '/admin/dashboard',
  sections,
  counts,
  role = 'admin',
}: {
  path?: string;
  sections?: readonly SidebarSection[];
  counts?: AdminFrameProps['counts'];
  role?: StaffRole;
} = {}) {
  const client: QueryClient = createQueryClient({ retry: false });
  client.setQueryData(meQueryOptions().queryKey, { ...testStaff, role });
  const view = render(
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            element={
              counts ? (
                <AdminFrame sections={sections} counts={counts} breadcrumb={<p>fil d'Ariane</p>} />
              ) : (
                <BackOfficeFrame sections={sections} breadcrumb={<p>fil d'Ariane</p>} />
              )
            }
          >
            <Route path="*" element={<main>vue</main>} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { client, ...view };
}

const nav = () => screen.getByRole('navigation', { name: 'Navigation du back-office' });
const sectionNames = () =>
  within(nav())
    .getAllByRole('list')
    .map((list) => list.getAttribute('aria-labelledby') ?? '');
const sectionLabels = () => sectionNames().map((id) => document.getElementById(id)?.textContent);
/** The views listed under one section: [label, address] each. */
const viewsOf = (section: string) => {
  const id = sectionNames().find((labelId) => document.getElementById(labelId)?.textContent === section) ?? '';
  const list = within(nav())
    .getAllByRole('list')
    .find((element) => element.getAttribute('aria-labelledby') === id);
  return within(list ?? document.body)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};
const frame = () => document.querySelector('.admin-frame');
const collapsedFrame = () => frame()?.classList.contains('ui-sidebar-layout--collapsed');
const menuOpen = () => frame()?.classList.contains('ui-sidebar-layout--open');

describe('AdminFrame', () => {
  it('lists the sections in the specification’s order, skipping those without a view', () => {
    const item = (label: string) => ({ path: `/admin/${label}`, label, icon: 'day' as const, access: 'everyone' as const });
    renderFrame({
      sections: [
        { label: 'Principal', items: [item('a')] },
        { label: 'Gestion', items: [item('b')] },
        { label: 'Finances', items: [item('c')] },
        { label: 'Analyses', items: [] },
        { label: 'Configuration', items: [item('d')] },
      ],
    });
    expect(sectionLabels()).toEqual(['Principal', 'Gestion', 'Finances', 'Configuration']);
  });

  describe('for each role, only the views it may open', () => {
    const links = () =>
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent);

    it('gives the receptionist no clinical, figures or management view but the actionable lists, and her role’s name', () => {
      renderFrame({ role: 'reception' });
      screen.getByText('Réception');
      expect(screen.queryByText('Administration')).toBeNull();
      for (const hidden of [
        "Journal d'audit",
        'Paramètres',
        'Paramètres avancés',
        'Équipe',
        'Analyses',
        'Progrès des patients',
        'Surveillance du système',
        'Automatisation',
        // The tax report and the financial reports are revenue: the clinic's figures.
        'Taxes et relevés',
        'Rapports financiers',
      ]) {
        expect(links()).not.toContain(hidden);
      }
      // Her section of analyses holds the actionable lists only (their next steps are hers too).
      expect(sectionLabels()).toEqual(['Principal', 'Gestion', 'Finances', 'Analyses', 'Configuration']);
      expect(links()).toEqual(
        expect.arrayContaining([
          'Analyses actionnables',
          'Ma Journée',
          'Demandes',
          'Calendrier',
          'Patients',
          "Liste d'attente",
          'Facturation',
          'Paiements',
          'Sécurité du compte',
        ]),
      );
    });

    it('gives the practitioner the analyses and the invoices, but not the payments, the settings, the team nor the audit trail', () => {
      renderFrame({ role: 'practitioner' });
      screen.getByText('Praticienne ou praticien');
      for (const hidden of ["Journal d'audit", 'Paramètres', 'Paramètres avancés', 'Équipe', 'Surveillance du système']) {
        expect(links()).not.toContain(hidden);
      }
      expect(sectionLabels()).toEqual(['Principal', 'Gestion', 'Finances', 'Analyses', 'Configuration', 'Confidentialité']);
      // The requests reach the record; the register, the review and the consents are the privacy officer's.
      expect(viewsOf('Confidentialité')).toEqual([['Accès et rectification', '/admin/privacy/requests']]);
      expect(links()).toEqual(expect.arrayContaining(['Analyses', 'Progrès des patients', 'Patients', 'Sécurité du compte']));
      // She reads the invoices and the clinic's figures; the payments' books are the cash desk's.
      expect(viewsOf('Finances')).toEqual([
        ['Facturation', '/admin/billing'],
        ['Assurances', '/admin/insurance'],
        ['Taxes et relevés', '/admin/taxes'],
        ['Rapports financiers', '/admin/financial-reports'],
      ]);
    });

    it('gives the admin every view', () => {
      renderFrame({ role: 'admin' });
      expect(links()).toEqual(expect.arrayContaining(["Journal d'audit", 'Paramètres', 'Équipe', 'Analyses', 'Facturation']));
    });
  });

  it('shows every view of the back-office under its section, each with its icon', () => {
    renderFrame();
    expect(sectionLabels()).toEqual(['Principal', 'Gestion', 'Finances', 'Analyses', 'Configuration', 'Confidentialité']);
    expect(viewsOf('Principal')).toEqual([
      ['Ma Journée', '/admin/dashboard'],
      ['Demandes', '/admin/requests'],
      ['Calendrier', '/admin/calendar'],
      ['Actions rapides', '/admin/quick-actions'],
    ]);
    expect(viewsOf('Gestion')).toEqual([
      ['Patients', '/admin/patients'],
      ['Rendez-vous', '/admin/appointments'],
      ["Liste d'attente", '/admin/waitlist'],
      ['Re-réservation', '/admin/rebooking'],
      ['Automatisation', '/admin/automation'],
      ["Santé de l'automatisation", '/admin/automation-health'],
      ['Annulations automatisées', '/admin/cancellation-automation'],
      ['Actions en un clic', '/admin/one-click-batch'],
      ['Opérations groupées', '/admin/batch'],
    ]);
    expect(viewsOf('Finances')).toEqual([
      ['Facturation', '/admin/billing'],
      ['Paiements', '/admin/payments'],
      ['Assurances', '/admin/insurance'],
      ['Taxes et relevés', '/admin/taxes'],
      ['Rapports financiers', '/admin/financial-reports'],
    ]);
    expect(viewsOf('Analyses')).toEqual([
      ['Analyses', '/admin/analytics'],
      ['Analyses actionnables', '/admin/actionable-analytics'],
      ['Progrès des patients', '/admin/progress'],
      ['Surveillance du système', '/admin/monitoring'],
    ]);
    expect(viewsOf('Configuration')).toEqual([
      ['Paramètres', '/admin/settings'],
      ['Paramètres avancés', '/admin/advanced-settings'],
      ['Équipe', '/admin/team'],
      ['Sécurité du compte', '/admin/security'],
      ["Journal d'audit", '/admin/audit'],
    ]);
    expect(viewsOf('Confidentialité')).toEqual([
      ['Accès et rectification', '/admin/privacy/requests'],
      ['Consentements', '/admin/privacy/consents'],
      ['Registre des incidents', '/admin/privacy/incidents'],
      ['Conservation des dossiers', '/admin/privacy/retention'],
    ]);
    // Each view has its own icon: two identical drawings would tell the collapsed sidebar's views apart by position only.
    const drawings = within(nav())
      .getAllByRole('link')
      .map((link) => link.querySelector('svg path')?.getAttribute('d'));
    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('shows the waiting requests as a badge on Demandes when given the count, and nothing at zero', () => {
    const { unmount } = renderFrame({ counts: { pendingRequests: 3 } });
    const requests = screen.getByRole('link', { name: /^Demandes\s*, 3 demandes en attente$/ });
    expect(requests.querySelector('.admin-sidebar__count [aria-hidden="true"]')?.textContent).toBe('3');
    unmount();
    renderFrame({ counts: { pendingRequests: 0 } });
    expect(screen.getByRole('link', { name: 'Demandes' }).querySelector('.admin-sidebar__count')).toBeNull();
  });

  it("feeds the Demandes badge, as composed, from the day's count of waiting requests, and follows the day's reads", async () => {
    let waiting = 2;
    const api = answerAdminApi({ 'GET /api/admin/day': () => dayWith(waiting)() });
    vi.stubGlobal('fetch', api);
    const { client } = renderFrame();
    await screen.findByRole('link', { name: /^Demandes\s*, 2 demandes en attente$/ });
    // A request scheduled or declined reads the day again (RequestsPage): the badge follows.
    waiting = 1;
    await client.invalidateQueries({ queryKey: dayQueryKey });
    await screen.findByRole('link', { name: /^Demandes\s*, 1 demande en attente$/ });
    waiting = 0;
    await client.invalidateQueries({ queryKey: dayQueryKey });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Demandes' }).querySelector('.admin-sidebar__count')).toBeNull());
    // The day view's own query, with its 30 s rhythm: no other read for the badge.
    expect(new Set(api.requests.map((request) => `${request.method} ${request.url.pathname}`))).toEqual(new Set(['GET /api/admin/day']));
    expect(client.getQueryCache().find({ queryKey: dayQueryKey })?.options).toMatchObject({ refetchInterval: dayRefreshMs });
  });

  it('has the search and the shortcuts help in its header', () => {
    renderFrame();
    const header = screen.getByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: /^Rechercher/ }));
    screen.getByRole('dialog', { name: 'Recherche globale' });
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Rechercher un patient ou un rendez-vous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(header).getByRole('button', { name: 'Raccourcis clavier' }));
    screen.getByRole('dialog', { name: 'Raccourcis clavier' });
  });

  it('marks the current view, and only it', () => {
    renderFrame({ path: '/admin/security' });
    expect(screen.getByRole('link', { name: 'Sécurité du compte' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Ma Journée' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: "Journal d'audit" }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the user as Administration, a link to the site in a new tab, and the view with the breadcrumb', () => {
    renderFrame();
    screen.getByText('Administration');
    screen.getByText(testStaff.fullName);
    const site = screen.getByRole('link', { name: /^Voir le site/ });
    expect([site.getAttribute('href'), site.getAttribute('target'), site.getAttribute('rel')]).toEqual(['/', '_blank', 'noopener']);
    expect(screen.getByRole('main').textContent).toBe('vue');
    screen.getByText("fil d'Ariane");
  });

  it('collapses to its icons and back, keeping the names, and remembers the choice', () => {
    const { unmount } = renderFrame();
    const toggle = screen.getByRole('button', { name: 'Menu latéral' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(collapsedFrame()).toBe(false);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(collapsedFrame()).toBe(true);
    // The labels are only visually hidden: they still name the links and buttons.
    screen.getByRole('link', { name: 'Ma Journée' });
    screen.getByRole('button', { name: 'Se déconnecter' });
    expect(window.localStorage.getItem(sidebarCollapsedKey)).toBe('true');

    unmount();
    renderFrame();
    expect(screen.getByRole('button', { name: 'Menu latéral' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Menu latéral' }));
    expect(window.localStorage.getItem(sidebarCollapsedKey)).toBe('false');
  });

  it('still works when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    renderFrame();
    const toggle = screen.getByRole('button', { name: 'Menu latéral' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  describe('on a phone, the slide-over', () => {
    beforeEach(() => setViewportWidth(375));
    const menu = () => screen.getByRole('button', { name: 'Menu' });
    const content = () => screen.getByRole('main', { hidden: true }).closest('.ui-sidebar-layout__content');

    it('opens from Menu with the focus on its first view, the page behind inert', () => {
      renderFrame();
      expect(menu().getAttribute('aria-expanded')).toBe('false');
      expect(content()?.hasAttribute('inert')).toBe(false);
      fireEvent.click(menu());
      expect(menu().getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById(menu().getAttribute('aria-controls') ?? '')?.contains(nav())).toBe(true);
      expect(menuOpen()).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ma Journée' }));
      expect(content()?.hasAttribute('inert')).toBe(true);
    });

    it('closes on Escape, the focus back on Menu', () => {
      renderFrame();
      fireEvent.click(menu());
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      expect(menu().getAttribute('aria-expanded')).toBe('false');
      expect(menuOpen()).toBe(false);
      expect(document.activeElement).toBe(menu());
    });

    it('closes from its own button, the focus back on Menu', () => {
      renderFrame();
      expect(screen.queryByRole('button', { name: 'Fermer le menu' })).toBeNull();
      fireEvent.click(menu());
      fireEvent.click(screen.getByRole('button', { name: 'Fermer le menu' }));
      expect(menu().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menu());
    });

    it('closes on a press outside it', () => {
      renderFrame();
      fireEvent.click(menu());
      const backdrop = document.querySelector('.ui-sidebar-layout__backdrop');
      expect(backdrop).toBeTruthy();
      fireEvent.pointerDown(backdrop ?? document.body);
      expect(menu().getAttribute('aria-expanded')).toBe('false');
      expect(document.querySelector('.ui-sidebar-layout__backdrop')).toBeNull();
      expect(document.activeElement).toBe(menu());
    });

    it('closes when a view is chosen, which opens', () => {
      renderFrame();
      fireEvent.click(menu());
      fireEvent.click(screen.getByRole('link', { name: "Journal d'audit" }));
      expect(screen.getByTestId('where').textContent).toBe('/admin/audit');
      expect(menu().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menu());
    });
  });

  describe('Se déconnecter', () => {
    it('signs out on the server, forgets every answer, then loads the home page afresh', async () => {
      // On the fake clock from the start: every timer the frame or the data layer sets runs on it.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      // The server answers when the test says so: until then the frame shows that it is signing out.
      let answerSignOut = () => {};
      const signedOut = new Promise<void>((resolve) => {
        answerSignOut = resolve;
      });
      const api = answerAdminApi({
        'GET /api/admin/day': dayWith(0),
        'POST /api/auth/sign-out': async () => {
          await signedOut;
          return { signedOut: true };
        },
      });
      vi.stubGlobal('fetch', api);
      const { client } = renderFrame();
      window.localStorage.setItem(recentSearchesKey, JSON.stringify(['Tremblay']));
      fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      expect((await screen.findByRole('button', { name: 'Déconnexion…' })).hasAttribute('disabled')).toBe(true);
      await waitFor(() => expect(api.requests).toHaveLength(2));
      expect(assign).not.toHaveBeenCalled();
      answerSignOut();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      // The recent searches (patients' names, often) do not outlive the session on this computer.
      expect(window.localStorage.getItem(recentSearchesKey)).toBeNull();
      // A second on this clock, on which the stubs answer at once: a re-render would have asked by now.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      // The badge's one read of the day on opening, then only the sign-out.
      expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
        'GET /api/admin/day',
        'POST /api/auth/sign-out',
      ]);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      // The frame stays as it was while the page is replaced: nothing asks the server again.
      expect(screen.getByRole('button', { name: 'Déconnexion…' })).toHaveProperty('disabled', true);
    });

    it('says so and stays when the server cannot be reached', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      const { client } = renderFrame();
      fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        "La déconnexion n'a pas abouti. Vérifiez votre connexion, puis réessayez.",
      );
      expect(assign).not.toHaveBeenCalled();
      expect(client.getQueryData(meQueryOptions().queryKey)).toEqual(testStaff);
      expect((screen.getByRole('button', { name: 'Se déconnecter' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });
});
