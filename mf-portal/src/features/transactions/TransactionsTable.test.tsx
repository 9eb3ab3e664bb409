import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, formatShortDate } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, camille, json, type PortalAnswer, refusal, renderPortal, stubApi } from '../../test-support/portal-test-api';

const transactionsRoute = 'GET /api/portal/transactions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Transaction = PortalAnswer<typeof transactionsRoute>['transactions'][number];

const transaction = (n: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id: `t${n}`,
  // Newest first: t1 is the latest, one day apart.
  createdAt: new Date(Date.UTC(2026, 10, 20 - n, 15)).toISOString(),
  description: `Ajustement chiropratique ${n}`,
  amountCents: 7500 + n,
  status: 'completed',
  statusLabel: 'Complété',
  invoices: [{ id: `i${n}`, number: `INV-0000000${n % 10}` }],
  ...overrides,
});

type TransactionsAnswer = Answer<PortalAnswer<typeof transactionsRoute>>;

const firstPage = Array.from({ length: 10 }, (_, index) => transaction(index + 1));
firstPage[1] = transaction(2, {
  description: 'Paiement refusé : Carte refusée par l’émetteur',
  status: 'failed',
  statusLabel: 'Échoué',
  invoices: [],
});
const secondPage = [transaction(11), transaction(12, { status: 'refunded', statusLabel: 'Remboursé' })];

function renderTransactions(answers: TransactionsAnswer | TransactionsAnswer[]) {
  const api = stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/balance': json(200, { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] }),
    'GET /api/portal/payment-methods': json(200, { sandbox: false, cards: [] }),
    [transactionsRoute]: answers,
  });
  renderPortal('/patient-portal/paiements');
  return api;
}

const section = () => screen.getByRole('region', { name: 'Transactions' });

const rows = () =>
  within(section())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The URLs the page fetched the transactions with (the stub records paths only). */
const transactionUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/api/portal/transactions');

describe('the transactions table', () => {
  it('shows the ten newest with date (short: « 19 nov. 2026 », so it fits on one line), description, amount, status and invoice, then ten more on « Afficher plus »', async () => {
    renderTransactions([
      json(200, { transactions: firstPage, nextCursor: 'cursor-1' }),
      json(200, { transactions: secondPage, nextCursor: null }),
    ]);
    await within(await screen.findByRole('region', { name: 'Transactions' })).findByRole('table');
    expect(
      within(section())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Montant', 'Statut', 'Facture']);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]?.[0]).toBe('19 nov. 2026');
    expect(rows()[0]).toEqual([
      formatShortDate('2026-11-19'),
      'Ajustement chiropratique 1',
      formatMoney(7501),
      'Complété',
      'Facture INV-00000001',
    ]);
    // A failed payment says why, from its description, and has no invoice.
    expect(rows()[1]).toEqual([
      formatShortDate('2026-11-18'),
      'Paiement refusé : Carte refusée par l’émetteur',
      formatMoney(7502),
      'Échoué',
      '—Aucune facture',
    ]);
    expect(transactionUrls().map((url) => url.searchParams.get('before'))).toEqual([null]);

    fireEvent.click(within(section()).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(transactionUrls().map((url) => url.searchParams.get('before'))).toEqual([null, 'cursor-1']);
    expect(rows()[11]?.[3]).toBe('Remboursé');
    // Reading goes on from the first new row; the button leaves once the last page is in.
    const newRow = within(section()).getAllByRole('row')[11];
    await waitFor(() => expect(document.activeElement).toBe(newRow));
    expect(within(section()).queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('opens an invoice in a new window and says so', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderTransactions(json(200, { transactions: firstPage, nextCursor: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Facture INV-00000003' }));
    expect(open).toHaveBeenCalledWith(paths.portalInvoice.build('i3'), '_blank');
    expect(within(section()).getByRole('status').textContent).toBe('Facture ouverte dans une nouvelle fenêtre!');
    expect(within(section()).getByRole('alert').textContent).toBe('');
    expect(within(section()).queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('asks to allow popups when the browser blocked the window', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderTransactions(json(200, { transactions: firstPage, nextCursor: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Facture INV-00000001' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(within(section()).getByRole('alert').textContent).toBe(
      'La facture n’a pas pu s’ouvrir : votre navigateur a bloqué la nouvelle fenêtre. Autorisez les fenêtres contextuelles (pop-up) pour ce site, puis réessayez.',
    );
    expect(within(section()).getByRole('status').textContent).toBe('');
  });

  it('says when there is none yet', async () => {
    renderTransactions(json(200, { transactions: [], nextCursor: null }));
    await screen.findByText('Aucune transaction pour le moment');
    expect(within(section()).queryByRole('table')).toBeNull();
  });

  it('says when they cannot be read, and asks again on « Réessayer »', async () => {
    const api = renderTransactions([
      refusal(500, 'INTERNAL', 'Erreur du serveur'),
      json(200, { transactions: firstPage.slice(0, 1), nextCursor: null }),
    ]);
    await screen.findByText('Erreur lors du chargement des transactions');
    within(section()).getByText('Erreur du serveur');
    fireEvent.click(within(section()).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.to(transactionsRoute)).toHaveLength(2);
  });

  it('keeps the rows and the button when the next page fails', async () => {
    renderTransactions([
      json(200, { transactions: firstPage, nextCursor: 'cursor-1' }),
      refusal(422, 'VAL_001', 'Curseur invalide.'),
      json(200, { transactions: secondPage, nextCursor: null }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    expect((await within(section()).findByText('Curseur invalide.')).getAttribute('role')).toBe('alert');
    expect(rows()).toHaveLength(10);
    fireEvent.click(within(section()).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
  });
});
