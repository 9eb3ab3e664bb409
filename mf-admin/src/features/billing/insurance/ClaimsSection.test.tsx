import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, refusal } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import type { Claim } from './api/insurance-claims';
import { InsurancePage } from './InsurancePage';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-19T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const claim = (id: string, fields: Partial<Claim> = {}): Claim => ({
  id,
  patientId: `p-${id}`,
  patientName: 'Olivier Gauthier',
  payer: 'insurer',
  insurer: 'desjardins',
  caseId: null,
  claimNumber: null,
  prescriptionDate: null,
  policyNumber: 'G-100201',
  certificateNumber: null,
  claimedCents: 6500,
  paidCents: 0,
  status: 'submitted',
  createdOn: '2026-11-18',
  submittedOn: '2026-11-18',
  statusOn: '2026-11-18',
  lastFollowUpOn: null,
  payerReference: null,
  followUpDueOn: '2026-12-19',
  patientOwesCents: null,
  visits: [
    {
      invoiceId: `f-${id}`,
      invoiceNumber: 'F-00031',
      serviceDate: '2026-11-16',
      service: 'Suivi chiropratique',
      claimedCents: 6500,
      paidCents: 0,
      owedCents: 6500,
    },
  ],
  ...fields,
});

function renderInsurance(routes: AdminStubRoutes, path: string, role: StaffRole = 'reception') {
  const api = answerAdminApi({ 'GET /api/admin/me': () => ({ ...testStaff, role }), ...routes });
  renderAdminPage(<InsurancePage />, api, path);
  return api;
}

describe('Assurances › Réclamations', () => {
  it('lists the claims filtered from the address, with what the patient owes and the claim number of a case', async () => {
    const api = renderInsurance(
      {
        'GET /api/admin/insurance-claims': () => ({
          claims: [
            claim('c-1', { status: 'partially_paid', paidCents: 5000, patientOwesCents: 1500, followUpDueOn: null }),
            claim('c-2', { payer: 'saaq', insurer: null, claimNumber: 'SAAQ-26-418-775', patientName: 'Rosalie Tremblay' }),
          ],
          truncated: false,
        }),
      },
      '/admin/insurance?vue=reclamations&payeur=insurer',
    );
    const table = await screen.findByRole('region', { name: 'Réclamations aux assureurs, à la SAAQ et à la CNESST' });
    expect(
      api.requests.filter((request) => request.url.pathname === '/api/admin/insurance-claims').map((request) => request.url.search),
    ).toEqual(['?payer=insurer']);
    within(table).getByText('Facturé à la patiente : 15,00 $');
    within(table).getByText('N° de réclamation SAAQ-26-418-775');
    expect(screen.getByRole('link', { name: 'Réclamations' }).getAttribute('aria-current')).toBe('page');
  });

  it('changes a claim’s status and says so, or shows the refusal', async () => {
    let answer: 'ok' | 'refused' = 'refused';
    const api = renderInsurance(
      {
        'GET /api/admin/insurance-claims': () => ({
          claims: [claim('c-1', { status: 'to_submit', followUpDueOn: null })],
          truncated: false,
        }),
        'PUT /api/admin/insurance-claims/c-1/status': () =>
          answer === 'ok'
            ? { id: 'c-1', status: 'submitted' as const }
            : refusal(409, 'INS_002', 'La réclamation a changé entre-temps. Rechargez la page et réessayez.'),
      },
      '/admin/insurance?vue=reclamations',
    );
    const button = await screen.findByRole('button', { name: 'Changer le statut de la réclamation de Olivier Gauthier' });
    fireEvent.click(button);
    await screen.findByText('La réclamation a changé entre-temps. Rechargez la page et réessayez.');
    answer = 'ok';
    fireEvent.click(button);
    await screen.findByText('Réclamation de Olivier Gauthier : Soumise.');
    expect(api.sent('PUT', '/api/admin/insurance-claims/c-1/status').at(-1)).toEqual({ status: 'submitted', payerReference: null });
  });

  it('lists the follow-ups, and « Relancer » records the day', async () => {
    let followed = false;
    renderInsurance(
      {
        'GET /api/admin/insurance-claims/follow-ups': () => ({
          claims: followed ? [] : [claim('c-1', { status: 'pending' })],
          today: '2026-12-19',
        }),
        'POST /api/admin/insurance-claims/c-1/follow-up': () => {
          followed = true;
          return { id: 'c-1', lastFollowUpOn: '2026-12-19' };
        },
      },
      '/admin/insurance?vue=relances',
    );
    const table = await screen.findByRole('region', { name: 'Réclamations à relancer' });
    within(table).getByText('Jamais');
    fireEvent.click(within(table).getByRole('button', { name: /^Relancer/ }));
    await screen.findByText('Réclamation de Olivier Gauthier relancée le samedi 19 décembre 2026.');
    await waitFor(() => screen.getByText('Aucune réclamation à relancer aujourd’hui.'));
  });

  it('shows the claims to the desk only: the practitioner keeps the receipts', async () => {
    renderInsurance(
      { 'GET /api/admin/insurance/receipts': () => ({ visits: [], truncated: false }) },
      '/admin/insurance?vue=reclamations',
      'practitioner',
    );
    await screen.findByText('Aucune visite payée pour ces filtres.');
    expect(screen.queryByRole('navigation', { name: 'Vues d’Assurances' })).toBeNull();
  });
});
