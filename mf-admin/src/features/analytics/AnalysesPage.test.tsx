import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, type StubApi } from '../../test-support/admin-stub-api';
import { renderAdminPage } from '../../test-support/render-admin-page';
import { testStaff } from '../../test-support/staff';
import { AnalysesPage } from './AnalysesPage';
import type { ClinicAnalysis } from './api/analyses';

// The clock pinned (only `Date`): the page's default period is the month of today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const busyHours = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
(busyHours[2] as number[])[10] = 4;

const analysis: ClinicAnalysis = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  previous: { from: '2026-10-01', to: '2026-10-31' },
  figures: [
    { key: 'visitsCompleted', value: 112, previous: 100, change: 0.12 },
    { key: 'noShowRate', value: 0.05, previous: 0.1, change: -0.5 },
    { key: 'revenueCollected', value: 850000, previous: 0, change: null },
  ],
  bookingsByChannel: [{ channel: 'online', value: 30, previous: 30, change: 0 }],
  noShowByChannel: [{ channel: 'online', rate: 0.1, count: 3, of: 30 }],
  noShowByReminder: [{ outcome: 'delivery_failed', rate: 0.5, count: 1, of: 2 }],
  bookingFunnel: [
    { step: 'opened', visits: 40, share: 1, previous: 30 },
    { step: 'service', visits: 30, share: 0.75, previous: 20 },
    { step: 'slot', visits: 12, share: 0.3, previous: 10 },
    { step: 'booked', visits: 10, share: 0.25, previous: 8 },
  ],
  freedSlots: {
    freed: 4,
    refilled: 3,
    share: 0.75,
    byChannel: { waitlist: 2, rebooking: 1, other: 0 },
    medianHoursEmpty: 5.5,
    previousShare: 0.5,
  },
  busyHours,
  waitlistByDay: [
    { label: 'Sans préférence', count: 1 },
    { label: 'Mardi', count: 2 },
  ],
  waitlistByTime: [],
};

function renderAnalyses(routes: AdminStubRoutes = {}, path = '/admin/analytics') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' }),
    'GET /api/admin/analyses': () => analysis,
    ...routes,
  });
  renderAdminPage(<AnalysesPage />, api, path);
  return api;
}

const asked = (api: StubApi, pathname: string) =>
  api.requests.filter((request) => request.url.pathname === pathname).map((request) => Object.fromEntries(request.url.searchParams));

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Analyses', () => {
  it('shows each figure of the month with its definition, its change read aloud and its list', async () => {
    const api = renderAnalyses();
    const visits = await screen.findByRole('article', { name: 'Visites terminées' });
    expect(spaces(visits.textContent)).toContain('en hausse de 12 % par rapport à la période précédente');
    within(visits).getByText('Rendez-vous de la période marqués « Terminé ».');
    expect(within(visits).getByText('↑').getAttribute('aria-hidden')).toBe('true');
    const noShows = screen.getByRole('article', { name: 'Taux d’absence' });
    expect(spaces(noShows.textContent)).toContain('5 %');
    expect(spaces(noShows.textContent)).toContain('en baisse de 50 %');
    expect(within(noShows).getByRole('link', { name: 'Voir la liste : Taux d’absence' }).getAttribute('href')).toContain(
      'liste=noShowRate',
    );
    expect(spaces(screen.getByRole('article', { name: 'Revenus encaissés' }).textContent)).toContain(
      'aucune comparaison possible avec la période précédente',
    );
    expect(asked(api, '/api/admin/analyses')).toEqual([{ period: 'month', date: '2026-11-25' }]);
  });

  it('gives the heat map’s counts as a table, and the waitlist’s days in the week’s order', async () => {
    renderAnalyses();
    const table = await screen.findByRole('table', { name: 'Visites terminées par jour et heure' });
    const tuesday = within(table).getByRole('row', { name: /Mardi/ });
    expect(
      within(tuesday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4']);
    const days = screen.getByRole('table', { name: 'Par jour souhaité' });
    expect(
      within(days)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mardi', 'Sans préférence']);
  });

  it('gives the online booking funnel counted by the server, each step’s share of the pages opened', async () => {
    renderAnalyses();
    const funnel = await screen.findByRole('table', { name: 'Parcours de réservation en ligne' });
    const booked = within(funnel).getByRole('row', { name: /Rendez-vous réservé/ });
    expect(
      within(booked)
        .getAllByRole('cell')
        .map((cell) => spaces(cell.textContent)),
    ).toEqual(['10', '25 %', '8']);
    screen.getByText(/sans témoin ni outil tiers/);
    const freed = screen.getByRole('table', { name: 'Créneaux libérés repris' });
    expect(spaces(within(freed).getByRole('row', { name: /Repris par un autre/ }).textContent)).toContain('3 (75 %)');
    expect(spaces(within(freed).getByRole('row', { name: /Temps resté vide/ }).textContent)).toContain('5,5 h');
    // The appointments that took them again open as a list, for the same period.
    const refilledList = within(freed).getByRole('link', {
      name: 'Voir la liste : Créneaux libérés repris, Repris par un autre rendez-vous',
    });
    expect(refilledList.getAttribute('href')).toContain('liste=freedSlotsRefilled');
  });

  it('asks the period chosen and keeps it in the address', async () => {
    const api = renderAnalyses();
    await screen.findByRole('article', { name: 'Visites terminées' });
    fireEvent.change(screen.getByLabelText(/Période/), { target: { value: 'quarter' } });
    fireEvent.change(screen.getByLabelText(/Un jour de la période/), { target: { value: '2026-05-10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Afficher' })));
    await screen.findByRole('article', { name: 'Visites terminées' });
    expect(asked(api, '/api/admin/analyses').at(-1)).toEqual({ period: 'quarter', date: '2026-05-10' });
  });

  it('opens the list behind a figure with its CSV export', async () => {
    const api = renderAnalyses(
      {
        'GET /api/admin/analyses/list': () => ({
          title: 'Taux d’absence',
          period: { from: '2026-11-01', to: '2026-11-30' },
          rows: [
            {
              id: 'a-1',
              date: '2026-11-12',
              time: '09:00',
              patientId: 'p-1',
              name: 'Mathieu Roy',
              detail: 'Suivi · Absent · Par la clinique',
              amountCents: null,
            },
          ],
        }),
      },
      '/admin/analytics?jour=2026-11-25&liste=noShowRate',
    );
    await screen.findByRole('heading', { level: 1, name: 'Taux d’absence' });
    expect((await screen.findByRole('link', { name: 'Mathieu Roy' })).getAttribute('href')).toBe('/admin/patients/p-1');
    const csv = screen.getByRole('link', { name: /CSV — Excel français/ }).getAttribute('href') ?? '';
    expect(csv).toContain('/api/admin/analyses/list.csv?');
    expect(csv).toContain('figure=noShowRate');
    expect(asked(api, '/api/admin/analyses/list')).toEqual([{ period: 'month', date: '2026-11-25', figure: 'noShowRate' }]);
    expect(screen.getByRole('link', { name: 'Retour aux analyses' }).getAttribute('href')).not.toContain('liste=');
  });
});
