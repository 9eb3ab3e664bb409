import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAdminApi, refusal } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import { PatientPlanSection } from './PatientPlanForm';

afterEach(cleanup);

const none = {
  insurer: null,
  policyNumber: null,
  certificateNumber: null,
  planMemberName: null,
  planMemberRelationship: null,
  payerName: null,
};

describe('a patient’s insurance plan in her file', () => {
  it('reads the plan only when opened, shows a refusal beside its field, and saves what changed', async () => {
    let refuse = true;
    const api = answerAdminApi({
      'GET /api/admin/me': () => ({ ...testStaff, role: 'reception' }),
      'GET /api/admin/patients/p-1/insurance': () => ({ insurance: none }),
      'PUT /api/admin/patients/p-1/insurance': () =>
        refuse
          ? refusal(422, 'VAL_001', 'Données invalides', { policyNumber: 'Numéro de police (contrat) ne peut pas dépasser 40 caractères' })
          : { insurance: { ...none, insurer: 'beneva' as const, policyNumber: 'G-100245' }, changed: ['insurer', 'policyNumber'] },
    });
    renderAdminPage(<PatientPlanSection patientId="p-1" patientName="Léa Gagnon" />, api);
    const open = await screen.findByRole('button', { name: 'Régime d’assurance : Léa Gagnon' });
    expect(api.requests.filter((request) => request.url.pathname.endsWith('/insurance'))).toEqual([]);
    fireEvent.click(open);
    fireEvent.change(await screen.findByLabelText(/^Assureur/), { target: { value: 'beneva' } });
    fireEvent.change(screen.getByLabelText(/^Numéro de police \(contrat\)/), { target: { value: 'G-100245' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le régime' }));
    await screen.findByText('Numéro de police (contrat) ne peut pas dépasser 40 caractères');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le régime' }));
    await screen.findByText('2 modifications enregistrées : Assureur, Numéro de police (contrat)');
    expect(api.sent('PUT', '/api/admin/patients/p-1/insurance').at(-1)).toMatchObject({ insurer: 'beneva', policyNumber: 'G-100245' });
  });
});
