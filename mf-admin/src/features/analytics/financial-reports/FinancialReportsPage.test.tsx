import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, type StubApi } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import type { FinancialReport } from './api/financial-reports';
import { FinancialReportsPage } from './FinancialReportsPage';

// The clock pinned (only `Date`): the page's default period is the month of today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const compared = (value: number, previous: number) => ({ value, previous, change: previous === 0 ? null : (value - previous) / previous });

const report: FinancialReport = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  previous: { from: '2026-10-01', to: '2026-10-31' },
  grain: 'week',
  basis: 'cash',
  basisStatement: 'Comptabilité de caisse : les ventes sont comptées à leur encaissement.',
  sales: {
    total: compared(120_000, 100_000),
    buckets: [
      {
        from: '2026-11-01',
        to: '2026-11-01',
        label: 'Semaine du 1 novembre 2026',
        previousFrom: '2026-10-01',
        ...compared(20_000, 10_000),
      },
      {
        from: '2026-11-02',
        to: '2026-11-08',
        label: 'Semaine du 2 novembre 2026',
        previousFrom: '2026-10-05',
        ...compared(100_000, 90_000),
      },
    ],
    items: [
      { key: 'service:Suivi', label: 'Suivi', kind: 'service', ...compared(110_000, 100_000) },
      { key: 'unapplied', label: '', kind: 'unapplied', ...compared(10_000, 0) },
    ],
  },
  tenders: {
    rows: [{ key: 'debit', label: 'Débit Interac', receivedCents: 125_000, refundedCents: 5000, ...compared(120_000, 100_000) }],
    total: compared(120_000, 100_000),
  },
  credits: {
    creditNotes: { ...compared(5000, 0), count: 1 },
    kept: compared(0, 0),
    used: compared(1200, 0),
    held: { ...compared(3400, 2000), asOf: '2026-11-25' },
  },
  receivables: {
    asOf: '2026-11-25',
    previousAsOf: '2026-10-31',
    buckets: [
      { key: 'current', label: '0 à 30 jours', ...compared(8500, 6000) },
      { key: 'days31to60', label: '31 à 60 jours', ...compared(0, 0) },
      { key: 'days61to90', label: '61 à 90 jours', ...compared(0, 0) },
      { key: 'over90', label: 'Plus de 90 jours', ...compared(6000, 6000) },
    ],
    total: compared(14_500, 12_000),
  },
  payers: { rows: [{ key: 'desjardins', label: 'Desjardins Assurances', ...compared(5000, 0) }], total: compared(5000, 0) },
};

function renderReports(routes: AdminStubRoutes = {}, path = '/admin/financial-reports') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role: 'admin' }),
    'GET /api/admin/financial-reports': () => report,
    ...routes,
  });
  renderAdminPage(<FinancialReportsPage />, api, path);
  return api;
}

const asked = (api: StubApi, pathname: string) =>
  api.requests.filter((request) => request.url.pathname === pathname).map((request) => Object.fromEntries(request.url.searchParams));

const spaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Rapports financiers', () => {
  it('states the basis and shows each amount against the previous period, with the list behind it', async () => {
    const api = renderReports();
    const total = await screen.findByRole('article', { name: 'Ventes de la période' });
    expect(spaces(total.textContent)).toContain('1 200,00 $');
    expect(spaces(total.textContent)).toContain('en hausse de 20 % par rapport à la période précédente');
    screen.getByText(/Comptabilité de caisse/);
    const byPeriod = screen.getByRole('table', { name: 'Ventes par période' });
    const week = within(byPeriod).getByRole('row', { name: /Semaine du 2 novembre/ });
    expect(spaces(week.textContent)).toContain('900,00 $');
    expect(within(week).getByRole('link').getAttribute('href')).toContain('tranche=2026-11-02');
    const items = screen.getByRole('table', { name: 'Ventes par service ou produit' });
    within(items).getByRole('rowheader', { name: /Non appliqué à une facture/ });
    const ageing = screen.getByRole('table', { name: 'Comptes à recevoir par âge' });
    const over90 = within(ageing).getByRole('row', { name: /Plus de 90 jours/ });
    expect(spaces(over90.textContent)).toContain('stable par rapport à la période précédente');
    expect(within(over90).getByRole('link').getAttribute('href')).toContain('cle=over90');
    screen.getByRole('link', { name: 'Voir la liste : Paiements des payeurs, Desjardins Assurances' });
    // The credit held on the period's end, whatever its source, with the patients holding it.
    const credits = screen.getByRole('table', { name: 'Crédits' });
    const held = within(credits).getByRole('row', { name: /Crédit au compte détenu/ });
    expect(spaces(held.textContent)).toContain('34,00 $');
    expect(spaces(held.textContent)).toContain('25 novembre 2026');
    expect(within(held).getByRole('link').getAttribute('href')).toContain('liste=creditHeld');
    expect(screen.getByRole('link', { name: 'Par semaine' }).getAttribute('aria-current')).toBe('page');
    expect(asked(api, '/api/admin/financial-reports')).toEqual([{ period: 'month', date: '2026-11-25' }]);
  });

  it('opens the list behind a figure with its total and its CSV export', async () => {
    const api = renderReports(
      {
        'GET /api/admin/financial-reports/list': () => ({
          title: 'Paiements — Débit Interac',
          period: { from: '2026-11-01', to: '2026-11-30' },
          basis: 'cash' as const,
          rows: [
            {
              id: 't-1',
              date: '2026-11-12',
              document: 'T-1',
              patientId: 'p-1',
              name: 'Mathieu Roy',
              detail: 'Paiement · Débit Interac',
              amountCents: 8500,
            },
          ],
        }),
      },
      '/admin/financial-reports?jour=2026-11-25&liste=tender&cle=debit',
    );
    await screen.findByRole('heading', { level: 1, name: 'Paiements — Débit Interac' });
    expect((await screen.findByRole('link', { name: 'Mathieu Roy' })).getAttribute('href')).toBe('/admin/patients/p-1');
    expect(spaces(screen.getByRole('status').textContent)).toContain('Total de la liste : 85,00 $');
    const csv = screen.getByRole('link', { name: /CSV — Excel français/ }).getAttribute('href') ?? '';
    expect(csv).toContain('/api/admin/financial-reports/list.csv?');
    expect(csv).toContain('list=tender');
    expect(asked(api, '/api/admin/financial-reports/list')).toEqual([
      { period: 'month', date: '2026-11-25', list: 'tender', key: 'debit' },
    ]);
    expect(screen.getByRole('link', { name: 'Retour aux rapports financiers' }).getAttribute('href')).not.toContain('liste=');
  });
});
