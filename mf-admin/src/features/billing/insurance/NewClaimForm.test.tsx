import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminAnswer, answerAdminApi } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import { InsurancePage } from './InsurancePage';

afterEach(cleanup);

const rosalie: AdminAnswer<'GET /api/admin/patients'>['patients'][number] = {
  id: 'p-rosalie',
  firstName: 'Rosalie',
  lastName: 'Tremblay',
  email: 'rosalie@courriel.example',
  phone: '5145550191',
  status: 'active',
  totalVisits: 2,
  lastVisit: '2026-11-10',
  nextAppointment: null,
};

describe('Assurances › Nouvelle réclamation', () => {
  it('opens a SAAQ case for the patient, then claims her visit under it', async () => {
    let cases: AdminAnswer<'GET /api/admin/patients/:id/insurance-cases'>['cases'] = [];
    const opened = {
      id: 'case-1',
      patientId: 'p-rosalie',
      payer: 'saaq' as const,
      claimNumber: 'SAAQ-26-418-775',
      eventDate: '2026-11-01',
      prescribingDoctor: null,
      prescriptionDate: '2026-11-05',
    };
    const api = answerAdminApi({
      'GET /api/admin/me': () => ({ ...testStaff, role: 'reception' }),
      'GET /api/admin/insurance-claims': () => ({ claims: [], truncated: false }),
      'GET /api/admin/patients': ({ url }) => ({ patients: url.searchParams.get('q') === 'tre' ? [rosalie] : [], nextCursor: null }),
      'GET /api/admin/insurance-claims/claimable': () => ({
        visits: [
          {
            invoiceId: 'f-1',
            invoiceNumber: 'F-00031',
            serviceDate: '2026-11-03',
            service: 'Suivi chiropratique',
            billedCents: 6500,
            owedCents: 0,
            paymentStatus: 'paid' as const,
          },
        ],
      }),
      'GET /api/admin/patients/p-rosalie/insurance-cases': () => ({ cases }),
      'POST /api/admin/patients/p-rosalie/insurance-cases': () => {
        cases = [opened];
        return opened;
      },
      'POST /api/admin/insurance-claims': () => ({ id: 'c-1' }),
    });
    renderAdminPage(<InsurancePage />, api, '/admin/insurance?vue=reclamations');
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle réclamation' }));
    const form = await screen.findByRole('form', { name: 'Nouvelle réclamation' });
    const search = within(form).getByRole('combobox', { name: /Patient/ });
    fireEvent.change(search, { target: { value: 'tre' } });
    fireEvent.click(await within(form).findByRole('option', { name: /Rosalie Tremblay/ }));
    fireEvent.click(await within(form).findByRole('checkbox', { name: /Suivi chiropratique — 65,00\s\$ \(payée\)/ }));
    fireEvent.change(within(form).getByLabelText(/^Payeur/), { target: { value: 'saaq' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Nouveau dossier' }));
    fireEvent.change(within(form).getByLabelText(/^Numéro de réclamation/), { target: { value: 'SAAQ-26-418-775' } });
    fireEvent.change(within(form).getByLabelText(/^Date de l’événement/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText(/^Date de la prescription/), { target: { value: '2026-11-05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ouvrir le dossier' }));
    await within(form).findByRole('option', { name: /SAAQ-26-418-775/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer la réclamation' }));
    await screen.findByRole('button', { name: 'Nouvelle réclamation' });
    expect(api.sent('POST', '/api/admin/patients/p-rosalie/insurance-cases')).toEqual([
      { payer: 'saaq', claimNumber: 'SAAQ-26-418-775', eventDate: '2026-11-01', prescribingDoctor: '', prescriptionDate: '2026-11-05' },
    ]);
    expect(api.sent('POST', '/api/admin/insurance-claims')).toEqual([
      {
        patientId: 'p-rosalie',
        payer: 'saaq',
        insurer: null,
        caseId: 'case-1',
        policyNumber: '',
        certificateNumber: '',
        invoices: [{ invoiceId: 'f-1', amountCents: 6500 }],
      },
    ]);
  });
});
