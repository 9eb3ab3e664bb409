import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Paiements »', () => {
  it('shows the balance, the saved cards, then the transactions, with no « coming soon » notice left', async () => {
    const api = stubApi({
      'GET /api/portal/me': json(200, camille),
      'GET /api/portal/balance': json(200, { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] }),
      'GET /api/portal/payment-methods': json(200, { sandbox: false, cards: [] }),
      'GET /api/portal/transactions': json(200, { transactions: [], nextCursor: null }),
    });
    renderPortal('/patient-portal/paiements');
    await screen.findByRole('heading', { level: 1, name: 'Paiements' });
    await screen.findByText('Aucun solde à payer');
    await screen.findByText('Aucune méthode de paiement enregistrée');
    await screen.findByText('Aucune transaction pour le moment');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Solde à payer',
      'Méthodes de paiement',
      'Transactions',
    ]);
    expect(screen.queryByRole('heading', { name: 'Bientôt dans votre portail' })).toBeNull();
    expect(screen.queryByText(/Vous pourrez bientôt/)).toBeNull();
    expect(new Set(api.requests.map((request) => request.route))).toEqual(
      new Set([
        'GET /api/portal/me',
        'GET /api/portal/family',
        'GET /api/portal/balance',
        'GET /api/portal/payment-methods',
        'GET /api/portal/transactions',
      ]),
    );
  });
});
