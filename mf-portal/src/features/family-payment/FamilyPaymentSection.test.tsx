import type { ClaimPayer } from 'shared-domain/billing/insurance-claim';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActingFor } from '../../lib/acting-for/acting-for';
import { camille, json, type PortalAnswer, refusal, renderPortal, stubApi } from '../../test-support/portal-test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setActingFor(null);
});

const family = {
  people: [
    { patientId: 'p-camille', firstName: 'Camille', lastName: 'Gagnon', relationship: null },
    { patientId: 'p-felix', firstName: 'Félix', lastName: 'Gagnon', relationship: 'mere' as const },
    { patientId: 'p-rose', firstName: 'Rose', lastName: 'Gagnon', relationship: 'mere' as const },
  ],
  ownConsentNotice: null,
};

const invoice = (id: string, number: string, openCents: number) => ({
  id,
  number,
  issuedOn: '2026-11-16',
  dueOn: '2026-12-16',
  totalCents: openCents,
  openCents,
  status: 'unpaid' as const,
  awaitedFrom: null as ClaimPayer | null,
});

const owing = (person: (typeof family.people)[number], invoices: ReturnType<typeof invoice>[], creditCents = 0) => ({
  ...person,
  totalCents: invoices.reduce((sum, row) => sum + row.openCents, 0),
  overdueCents: 0,
  creditCents,
  invoices,
  receipts: [] as PortalAnswer<'GET /api/portal/family-payments'>['people'][number]['receipts'],
});

const [self, felix, rose] = family.people as [(typeof family.people)[0], (typeof family.people)[1], (typeof family.people)[2]];

const balances: PortalAnswer<'GET /api/portal/family-payments'> = {
  people: [
    owing(self, []),
    owing(felix, [invoice('i-felix', 'F-00012', 7_500)], 2_000),
    owing(rose, [invoice('i-rose', 'F-00013', 6_500)]),
  ],
};

const card = {
  id: 'card-1',
  brand: 'Visa',
  lastFour: '4242',
  expiryMonth: 8,
  expiryYear: 2099,
  expiryState: 'valid' as const,
  isPrimary: true,
  nickname: null,
  cardholderName: 'CAMILLE GAGNON',
};

function stubPaymentsPage(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/family': json(200, family),
    'GET /api/portal/balance': json(200, { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] }),
    'GET /api/portal/payment-methods': json(200, { sandbox: true, cards: [card] } as PortalAnswer<'GET /api/portal/payment-methods'>),
    'GET /api/portal/transactions': json(200, { transactions: [], nextCursor: null }),
    'GET /api/portal/family-payments': json(200, balances),
    ...extra,
  });
}

describe('« Payer pour la famille »', () => {
  it('pays each child’s invoices in one payment, each one’s credit first, and says each part', async () => {
    const paid: PortalAnswer<'POST /api/portal/family-payments'> = {
      familyPaymentId: 'fp-1',
      amountCents: 12_000,
      creditAppliedCents: 2_000,
      people: [
        {
          transactionId: 't-1',
          patientId: 'p-felix',
          firstName: 'Félix',
          lastName: 'Gagnon',
          amountCents: 5_500,
          creditAppliedCents: 2_000,
          invoices: [{ id: 'i-felix', number: 'F-00012', paidCents: 7_500 }],
        },
        {
          transactionId: 't-2',
          patientId: 'p-rose',
          firstName: 'Rose',
          lastName: 'Gagnon',
          amountCents: 6_500,
          creditAppliedCents: 0,
          invoices: [{ id: 'i-rose', number: 'F-00013', paidCents: 6_500 }],
        },
      ],
      receiptEmailedTo: camille.email,
      receiptPaused: false,
    };
    const api = stubPaymentsPage({ 'POST /api/portal/family-payments': json(201, paid) });
    renderPortal('/patient-portal/paiements');
    const section = await screen.findByRole('region', { name: 'Payer pour la famille' });
    // One group per person who owes, her invoices ticked.
    const felixGroup = await within(section).findByRole('group', { name: 'Félix Gagnon' });
    expect((within(felixGroup).getByRole('checkbox', { name: /F-00012/ }) as HTMLInputElement).checked).toBe(true);
    within(section).getByRole('group', { name: 'Rose Gagnon' });
    within(section).getByText(/Crédit au compte de Félix Gagnon/);
    // 75,00 $ less his 20,00 $ credit, and 65,00 $: 120,00 $ by card.
    fireEvent.click(within(section).getByRole('button', { name: `Payer ${formatMoney(12_000)}` }));
    const done = await within(section).findByRole('heading', { name: 'Paiement effectué' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain(`Félix Gagnon : ${formatMoney(7_500)}`);
    within(section).getByText(`Un reçu détaillant la part de chacun a été envoyé à ${camille.email}.`);
    const [request] = api.to('POST /api/portal/family-payments');
    expect(request?.body).toMatchObject({ paymentMethodId: 'card-1', amountCents: 12_000, invoiceIds: ['i-felix', 'i-rose'] });
    // Her own page: the request names no child.
    expect(request?.actingFor).toBeNull();
  });

  it('pays only the invoices left ticked, and keeps the key after a changed balance', async () => {
    const api = stubPaymentsPage({
      'POST /api/portal/family-payments': refusal(409, 'PAY_001', 'Votre solde a changé. Vérifiez le montant et réessayez.'),
    });
    renderPortal('/patient-portal/paiements');
    const section = await screen.findByRole('region', { name: 'Payer pour la famille' });
    fireEvent.click(await within(section).findByRole('checkbox', { name: /F-00012/ }));
    fireEvent.click(within(section).getByRole('button', { name: `Payer ${formatMoney(6_500)}` }));
    await within(section).findByRole('heading', { name: 'Paiement non effectué' });
    fireEvent.click(within(section).getByRole('button', { name: `Payer ${formatMoney(6_500)}` }));
    await waitFor(() => expect(api.to('POST /api/portal/family-payments')).toHaveLength(2));
    const [first, second] = api.to('POST /api/portal/family-payments').map((request) => request.body as { idempotencyKey: string });
    expect(first).toMatchObject({ invoiceIds: ['i-rose'], amountCents: 6_500 });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('leaves unticked at first an invoice the clinic claimed from the CNESST, saying so', async () => {
    const claimed: PortalAnswer<'GET /api/portal/family-payments'> = {
      people: [
        owing(self, []),
        owing(felix, [{ ...invoice('i-felix', 'F-00012', 7_500), awaitedFrom: 'cnesst' }], 2_000),
        owing(rose, [invoice('i-rose', 'F-00013', 6_500)]),
      ],
    };
    const api = stubPaymentsPage({
      'GET /api/portal/family-payments': json(200, claimed),
      'POST /api/portal/family-payments': refusal(409, 'PAY_001', 'Votre solde a changé. Vérifiez le montant et réessayez.'),
    });
    renderPortal('/patient-portal/paiements');
    const section = await screen.findByRole('region', { name: 'Payer pour la famille' });
    const awaited = await within(section).findByRole('checkbox', { name: /F-00012 .* réclamée à la CNESST, en attente de sa réponse/ });
    expect((awaited as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: `Payer ${formatMoney(6_500)}` }));
    await waitFor(() => expect(api.to('POST /api/portal/family-payments')).toHaveLength(1));
    expect(api.to('POST /api/portal/family-payments')[0]?.body).toMatchObject({ invoiceIds: ['i-rose'], amountCents: 6_500 });
  });

  it('offers each person’s insurance receipts, downloaded for that person', async () => {
    stubPaymentsPage({
      'GET /api/portal/family-payments': json(200, {
        people: [
          {
            ...owing(self, []),
            receipts: [{ appointmentId: 'a-self', number: 'R-00003', visitDate: '2026-11-02', service: 'Suivi', amountPaidCents: 9_000 }],
          },
          {
            ...owing(felix, []),
            receipts: [
              { appointmentId: 'a-felix', number: null, visitDate: '2026-11-16', service: 'Suivi pédiatrique', amountPaidCents: 7_500 },
            ],
          },
          owing(rose, []),
        ],
      }),
    });
    renderPortal('/patient-portal/paiements');
    const section = await screen.findByRole('region', { name: 'Payer pour la famille' });
    await within(section).findByText('Aucune facture à payer pour votre famille.');
    const links = within(section).getAllByRole('link', { name: /Télécharger le reçu/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/portal/insurance-receipts/a-self/pdf',
      '/api/portal/insurance-receipts/a-felix/pdf?pour=p-felix',
    ]);
    within(section).getByText('Aucun reçu pour le moment.');
  });

  it('is not offered while « Pour qui ? » names a child, nor to a patient without dependants', async () => {
    setActingFor('p-felix');
    stubPaymentsPage();
    renderPortal('/patient-portal/paiements');
    await screen.findByRole('heading', { level: 2, name: 'Transactions' });
    expect(screen.queryByRole('region', { name: 'Payer pour la famille' })).toBeNull();
    cleanup();
    setActingFor(null);
    stubPaymentsPage({ 'GET /api/portal/family': json(200, { people: family.people.slice(0, 1), ownConsentNotice: null }) });
    renderPortal('/patient-portal/paiements');
    await screen.findByRole('heading', { level: 2, name: 'Transactions' });
    expect(screen.queryByRole('region', { name: 'Payer pour la famille' })).toBeNull();
  });
});
