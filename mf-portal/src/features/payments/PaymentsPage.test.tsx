import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Paiements »', () => {
  it('shows the saved cards under its heading, and says plainly that balance and invoices are coming', async () => {
    const api = stubApi({
      'GET /api/portal/me': json(200, camille),
      'GET /api/portal/payment-methods': json(200, { sandbox: false, cards: [] }),
    });
    renderPortal('/patient-portal/paiements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiements' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Méthodes de paiement' })).toBeTruthy();
    expect(await screen.findByText('Aucune méthode de paiement enregistrée')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bientôt dans votre portail' })).toBeTruthy();
    expect(screen.getByText(/consulter ici votre solde, vos paiements et vos factures/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.requests.map((request) => request.route)).toEqual(['GET /api/portal/me', 'GET /api/portal/payment-methods']);
  });
});
