import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAdminApi, refusal } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { AdvancedSettingsPage } from './AdvancedSettingsPage';

afterEach(cleanup);

const service = {
  id: 's-1',
  name: 'Suivi chiropratique',
  description: '',
  priceCents: 6500,
  durationMinutes: 30,
  color: null,
  isActive: true,
  allowOnlineBooking: true,
  requiresDeposit: false,
  depositCents: 0,
  taxCode: 'exempt' as const,
  visitKind: 'follow_up' as const,
  displayOrder: 0,
};

describe('« Paramètres avancés › Assurances »', () => {
  it('edits the location number, a provider number and a service code, shows a refusal, then says what changed', async () => {
    let refuse = true;
    const api = answerAdminApi({
      'GET /api/admin/services': () => ({ services: [service] }),
      'GET /api/admin/insurance/settings': () => ({
        settings: { locationNumber: null, providerNumbers: {}, serviceCodes: {}, sendReceiptAfterPayment: false },
      }),
      'PUT /api/admin/insurance/settings': ({ body }) =>
        refuse
          ? refusal(422, 'VAL_001', 'Données invalides', { locationNumber: 'Numéro d’établissement ne peut pas dépasser 40 caractères' })
          : { settings: body as never, changed: ['locationNumber', 'providerNumbers', 'serviceCodes'] },
    });
    renderAdminPage(<AdvancedSettingsPage />, api, '/admin/advanced-settings?section=assurances');
    fireEvent.change(await screen.findByLabelText(/^Numéro d’établissement/), { target: { value: 'ETB-4350' } });
    fireEvent.change(screen.getByLabelText(/^Numéro de fournisseur — Desjardins Assurances/), { target: { value: 'D-778812' } });
    fireEvent.change(screen.getByLabelText(/^Code de service — Suivi chiropratique/), { target: { value: 'CHIRO-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Numéro d’établissement ne peut pas dépasser 40 caractères');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/^3 modifications enregistrées/);
    expect(api.sent('PUT', '/api/admin/insurance/settings').at(-1)).toEqual({
      locationNumber: 'ETB-4350',
      providerNumbers: { desjardins: 'D-778812' },
      serviceCodes: { 's-1': 'CHIRO-02' },
      sendReceiptAfterPayment: false,
    });
  });
});
