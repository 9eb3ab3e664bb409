import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { taxReportRowLabels } from 'shared-domain/billing/tax-report';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, json, refusal } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import { TaxesPage } from './TaxesPage';
import { taxesText as text } from './taxes-text';

// The clock pinned (only `Date`: timers stay real for the queries): the report's default period is the quarter under way.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const figures = (taxable: number, gst: number, qst: number, exempt: number) => ({
  taxableCents: taxable,
  beforeTaxCents: taxable - gst - qst,
  gstCents: gst,
  qstCents: qst,
  exemptCents: exempt,
});

const report = {
  period: { from: '2026-10-01', to: '2026-12-31' },
  report: {
    sales: figures(9198, 400, 798, 8500),
    creditNotes: figures(4599, 200, 399, 0),
    net: figures(4599, 200, 399, 8500),
    refundsCents: 0,
    invoiceCount: 2,
    creditNoteCount: 1,
  },
  meter: {
    quarters: [
      { label: '2026-T1', from: '2026-01-01', to: '2026-03-31', suppliesCents: 600_000 },
      { label: '2026-T2', from: '2026-04-01', to: '2026-06-30', suppliesCents: 600_000 },
      { label: '2026-T3', from: '2026-07-01', to: '2026-09-30', suppliesCents: 600_000 },
      { label: '2026-T4', from: '2026-10-01', to: '2026-12-31', suppliesCents: 604_000 },
    ],
    suppliesCents: 2_404_000,
    thresholdCents: 3_000_000,
    percent: 80,
    level: 'warning' as const,
    message: 'Attention : 80 % du seuil de 30 000 $ est atteint.',
  },
  taxRegistered: false,
};

function renderTaxes(routes: AdminStubRoutes, path: string, role: StaffRole = 'admin') {
  const api = answerAdminApi({ 'GET /api/admin/me': () => ({ ...testStaff, role }), ...routes });
  renderAdminPage(<TaxesPage />, api, path);
  return api;
}

describe('« Taxes et relevés »', () => {
  it('shows the quarter’s taxable sales with their GST and QST, the credit notes deducted, the export and the meter’s warning', async () => {
    const api = renderTaxes({ 'GET /api/admin/tax-report': () => report }, '/admin/taxes');
    const table = await screen.findByRole('table', { name: /Rapport de taxes du/ });
    const net = within(table).getByRole('row', { name: new RegExp(taxReportRowLabels.net) });
    expect(
      within(net)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatMoney(4599), formatMoney(4000), formatMoney(200), formatMoney(399), formatMoney(8500)]);
    const credit = within(table).getByRole('row', { name: new RegExp(taxReportRowLabels.creditNotes) });
    expect(within(credit).getAllByRole('cell')[2]?.textContent).toBe(formatMoney(-200));
    // The quarter under way, as the address says.
    const asked = api.requests.find((request) => request.url.pathname === '/api/admin/tax-report');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    const exportLink = screen.getByRole('link', { name: /CSV — Excel français/ });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/tax-report.csv?from=2026-10-01&to=2026-12-31&format=excel-fr');
    screen.getByText(report.meter.message);
    expect(screen.getByRole('meter', { name: text.meter }).getAttribute('value')).toBe('2404000');
  });

  it('asks for the period typed', async () => {
    const api = renderTaxes({ 'GET /api/admin/tax-report': () => report }, '/admin/taxes?section=rapport');
    await screen.findByRole('table', { name: /Rapport de taxes du/ });
    fireEvent.change(screen.getByLabelText(/^Du/), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText(/^Au/), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: text.show }));
    await waitFor(() =>
      expect(
        api.requests
          .filter((request) => request.url.pathname === '/api/admin/tax-report')
          .map((request) => request.url.searchParams.get('from')),
      ).toContain('2026-01-01'),
    );
  });

  it('starts the yearly statements for the administration, and says how many were queued', async () => {
    const batch = { year: 2025, queued: 0, sent: 0, waiting: 0, patients: 42 };
    const api = renderTaxes(
      {
        'GET /api/admin/yearly-statements': () => ({ batch, lastYear: 2025 }),
        'POST /api/admin/yearly-statements': () => json(200, { queued: 42, batch: { ...batch, queued: 42, waiting: 42 } }),
      },
      '/admin/taxes?section=releves',
    );
    await screen.findByText('42');
    fireEvent.change(screen.getByLabelText(/Courriels par minute/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: text.start }));
    await screen.findByText(text.started(42));
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ year: 2025, ratePerMinute: 60 });
  });

  it('shows the refusal of a rate out of bounds beside its field', async () => {
    renderTaxes(
      {
        'GET /api/admin/yearly-statements': () => ({ batch: { year: 2025, queued: 0, sent: 0, waiting: 0, patients: 3 }, lastYear: 2025 }),
        'POST /api/admin/yearly-statements': () =>
          refusal(422, 'VAL_001', 'Données invalides', { ratePerMinute: 'Courriels par minute doit être inférieur ou égal à 600' }),
      },
      '/admin/taxes?section=releves',
    );
    await screen.findByText('3');
    fireEvent.change(screen.getByLabelText(/Courriels par minute/), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: text.start }));
    await screen.findAllByText('Courriels par minute doit être inférieur ou égal à 600');
  });

  it('gives the practitioner the report only: sending the statements is the administration’s', async () => {
    renderTaxes({ 'GET /api/admin/tax-report': () => report }, '/admin/taxes', 'practitioner');
    await screen.findByRole('table', { name: /Rapport de taxes du/ });
    const menu = screen.getByRole('navigation', { name: text.sectionsLabel });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([text.sections.report]);
  });
});
