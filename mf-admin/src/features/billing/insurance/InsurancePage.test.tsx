import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { type InsuranceReceipt, insuranceReceipt } from 'shared-domain/billing/insurance-receipt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, json, type StubApi } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import type { InsuranceVisit } from './api/insurance-receipts';
import { InsurancePage } from './InsurancePage';

// The clock pinned (only `Date`): the page's default period is the month of today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const visit = (appointmentId: string, fields: Partial<InsuranceVisit> = {}): InsuranceVisit => ({
  appointmentId,
  invoiceId: `inv-${appointmentId}`,
  invoiceNumber: 'F-00012',
  patientId: 'p-1',
  patientName: 'Léa Gagnon',
  serviceDate: '2026-11-16',
  service: 'Suivi chiropratique',
  amountPaidCents: 8500,
  number: null,
  issuedOn: null,
  printCount: 0,
  lastPrintedOn: null,
  ...fields,
});

const receipt = (reprintedOn: string | null): InsuranceReceipt =>
  insuranceReceipt({
    number: 'R-00042',
    issuedOn: '2026-11-18',
    reprintedOn,
    serviceDate: '2026-11-16',
    patientName: 'Léa Gagnon',
    payerName: null,
    planMember: null,
    visitKind: 'follow_up',
    lines: [{ description: 'Suivi chiropratique', amountCents: 8500, taxCode: 'exempt', care: true }],
    practitioner: { name: 'Dre Marie Tremblay', title: 'Chiropraticienne', permitNumber: 'OCQ 2417' },
    clinic: { name: 'Clinique Chiro Plateau', addressLines: ['4350, rue Saint-Denis'], phone: '514 555-0123' },
    tenders: ['debit'],
    paidByOtherPartyCents: 0,
  });

const clinic = {
  name: 'Clinique Chiro Plateau',
  practitionerName: 'Dre Marie Tremblay',
  practitionerTitle: 'Chiropraticienne',
  licenceNumber: 'OCQ 2417',
  addressLines: ['4350, rue Saint-Denis'],
  phone: '514 555-0123',
  email: 'info@clinique.example',
  gstNumber: null,
  qstNumber: null,
};

function renderInsurance(routes: AdminStubRoutes, path = '/admin/insurance', role: StaffRole = 'reception') {
  const api = answerAdminApi({ 'GET /api/admin/me': () => ({ ...testStaff, role }), ...routes });
  renderAdminPage(<InsurancePage />, api, path);
  return api;
}

const asked = (api: StubApi, pathname: string) =>
  api.requests.filter((request) => request.url.pathname === pathname).map((request) => Object.fromEntries(request.url.searchParams));

describe('Assurances', () => {
  it('lists the month’s paid visits with each receipt’s state and its PDF, print and e-mail', async () => {
    const api = renderInsurance({
      'GET /api/admin/insurance/receipts': () => ({
        visits: [
          visit('a-1'),
          visit('a-2', { number: 'R-00042', issuedOn: '2026-11-18', printCount: 1 }),
          visit('a-3', { number: 'R-00043', printCount: 3 }),
        ],
        truncated: false,
      }),
      'POST /api/admin/insurance/receipts/a-1/send': () => ({ emailedTo: 'lea@courriel.example', number: 'R-00044' }),
    });
    const table = await screen.findByRole('region', { name: 'Visites payées et leurs reçus pour assurance' });
    expect(asked(api, '/api/admin/insurance/receipts')).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'À émettre',
      'R-00042Original émis',
      'R-00043Duplicata (3 impressions)',
    ]);
    const pdf = within(rows[0]!).getByRole('link', { name: 'Reçu (PDF) de Léa Gagnon du lundi 16 novembre 2026' });
    expect(pdf.getAttribute('href')).toBe('/api/admin/insurance/receipts/a-1/pdf');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /^Imprimer/ })
        .getAttribute('href'),
    ).toContain('recu=a-1');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Envoyer par courriel/ }));
    await screen.findByText('Reçu R-00044 envoyé à lea@courriel.example.');
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      '/api/admin/insurance/receipts/a-1/send',
    ]);
  });

  it('keeps the period and the patient in the address, and shows no e-mail to the practitioner', async () => {
    const api = renderInsurance(
      { 'GET /api/admin/insurance/receipts': () => ({ visits: [visit('a-1')], truncated: false }) },
      '/admin/insurance?du=2026-10-01&au=2026-10-31&patient=p-1&nom=L%C3%A9a%20Gagnon',
      'practitioner',
    );
    const table = await screen.findByRole('region', { name: 'Visites payées et leurs reçus pour assurance' });
    expect(asked(api, '/api/admin/insurance/receipts')).toEqual([{ from: '2026-10-01', to: '2026-10-31', patientId: 'p-1' }]);
    expect(within(table).queryByRole('button', { name: /Envoyer par courriel/ })).toBeNull();
  });

  it('shows a receipt as a print page, DUPLICATA on a reprint', async () => {
    renderInsurance(
      {
        'GET /api/admin/insurance/receipts/a-1/print': () =>
          json(200, { receipt: receipt('2026-11-25'), clinic, timeZone: 'America/Toronto', patientId: 'p-1', invoiceId: 'inv-a-1' }),
      },
      '/admin/insurance?recu=a-1',
    );
    const article = await screen.findByRole('article', { name: "Reçu pour fins d'assurance R-00042" });
    within(article).getByText('DUPLICATA — réimprimé le mercredi 25 novembre 2026 ; original n° R-00042 du mercredi 18 novembre 2026');
    within(article).getByText('Payé en totalité — solde 0,00 $');
    within(article).getByText(/Suivi chiropratique — Suivi/);
    screen.getByRole('button', { name: 'Imprimer' });
  });
});
