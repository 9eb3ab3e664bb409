import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  camille,
  goTo,
  json,
  type PortalAnswer,
  type PortalStubRoutes,
  type Reply,
  refusal,
  renderPortal,
  stubApi,
  unreachable,
} from '../../test-support/portal-test-api';
import { payText } from './balance-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const balanceRoute = 'GET /api/portal/balance';
const transactionsRoute = 'GET /api/portal/transactions';
const payRoute = 'POST /api/portal/payments';

type Balance = PortalAnswer<typeof balanceRoute>;
type Card = PortalAnswer<'GET /api/portal/payment-methods'>['cards'][number];

const overdue: Balance['invoices'][number] = {
  id: 'i1',
  number: 'INV-AAAA1111',
  issuedOn: '2026-10-01',
  dueOn: '2026-10-31',
  totalCents: 7500,
  openCents: 7500,
  status: 'overdue',
  awaitedFrom: null,
};
const unpaid: Balance['invoices'][number] = {
  id: 'i2',
  number: 'INV-BBBB2222',
  issuedOn: '2026-11-17',
  dueOn: '2026-12-17',
  totalCents: 8995,
  openCents: 8995,
  status: 'unpaid',
  awaitedFrom: null,
};

const owing: Balance = { unpaidCents: 8995, overdueCents: 7500, totalCents: 16495, creditCents: 0, invoices: [overdue, unpaid] };
const owingLess: Balance = { unpaidCents: 8995, overdueCents: 0, totalCents: 8995, creditCents: 0, invoices: [unpaid] };
const nothing: Balance = { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] };

const card = (id: string, overrides: Partial<Card> = {}): Card => ({
  id,
  brand: 'Visa',
  lastFour: '4242',
  expiryMonth: 8,
  expiryYear: 2029,
  cardholderName: 'CAMILLE ROY',
  nickname: null,
  isPrimary: false,
  expiryState: 'valid',
  ...overrides,
});
const primary = card('c1', { isPrimary: true, lastFour: '1111' });
const other = card('c2', { brand: 'Mastercard', lastFour: '4444', expiryMonth: 12, expiryYear: 2026, expiryState: 'expires-soon' });
const expired = card('c3', { lastFour: '0005', expiryMonth: 1, expiryYear: 2026, expiryState: 'expired' });

const transaction: PortalAnswer<typeof transactionsRoute>['transactions'][number] = {
  id: 't1',
  createdAt: '2026-11-18T15:00:00.000Z',
  description: 'Ajustement chiropratique',
  amountCents: 16495,
  status: 'completed',
  statusLabel: 'Complété',
  invoices: [
    { id: 'i1', number: 'INV-AAAA1111' },
    { id: 'i2', number: 'INV-BBBB2222' },
  ],
};

function renderPayments(routes: PortalStubRoutes, address = '/patient-portal/paiements') {
  const api = stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/payment-methods': json(200, { sandbox: true, cards: [primary, other, expired] }),
    [transactionsRoute]: json(200, { transactions: [], nextCursor: null }),
    ...routes,
  });
  renderPortal(address);
  return api;
}

const banner = async () => screen.findByRole('region', { name: 'Solde à payer' });

async function openPayDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
  const dialog = screen.getByRole('dialog', { name: 'Payer le solde' });
  // The cards come from the same query as the grid: wait for them to be offered.
  await within(dialog).findByRole('group', { name: 'Carte à débiter' });
  return dialog;
}

const payButton = (dialog: HTMLElement, cents: number) => within(dialog).getByRole('button', { name: `Payer ${formatMoney(cents)}` });

/** A stubbed answer that waits until the test lets it go. */
function held<Body>(response: Reply<Body>) {
  let release = () => {};
  const answer = () =>
    new Promise<Reply<Body>>((resolve) => {
      release = () => resolve(response);
    });
  return { answer, release: () => release() };
}

const payment = (email = 'camille.roy@courriel.example', more: { creditAppliedCents?: number; receiptPaused?: boolean } = {}) =>
  json(201, {
    transaction: { ...transaction, id: 't-new' },
    creditAppliedCents: more.creditAppliedCents ?? 0,
    receiptEmailedTo: more.receiptPaused ? '' : email,
    receiptPaused: more.receiptPaused ?? false,
  });

/** An amount as Testing Library reads text: its no-break spaces normalised to spaces. */
const money = (cents: number) => formatMoney(cents).replace(/\s/g, ' ');

interface PayBody {
  paymentMethodId: string;
  amountCents: number;
  idempotencyKey: string;
  invoiceIds: string[];
}

/** The bodies the page sent to pay, in order. */
const payBodies = (api: ReturnType<typeof stubApi>) => api.to(payRoute).map((request) => request.body as PayBody);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the balance banner', () => {
  it('shows what is owed, the overdue part in words, and each owed invoice with a link to it', async () => {
    renderPayments({ [balanceRoute]: json(200, owing) });
    const region = await banner();
    await within(region).findByText(money(16495));
    within(region).getByText(`dont ${money(7500)} en retard`);
    const items = within(within(region).getByRole('list', { name: 'Factures à payer' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Facture INV-AAAA1111' }).getAttribute('href')).toBe(paths.portalInvoice.build('i1'));
    expect(first.textContent).toContain(`Échéance : ${formatDate('2026-10-31')}`);
    within(first).getByText('En retard');
    expect(within(second).getByRole('link', { name: 'Facture INV-BBBB2222' }).getAttribute('href')).toBe(paths.portalInvoice.build('i2'));
    within(second).getByText(money(8995));
    within(second).getByText('Impayée');
    within(region).getByRole('button', { name: 'Payer maintenant' });
  });

  it('shows what a partly paid invoice still owes, and the credit when nothing is owed', async () => {
    renderPayments({
      [balanceRoute]: json(200, {
        ...owingLess,
        totalCents: 2995,
        unpaidCents: 2995,
        invoices: [{ ...unpaid, openCents: 2995, status: 'partial' }],
      }),
    });
    const region = await banner();
    const [item] = within(await within(region).findByRole('list', { name: 'Factures à payer' })).getAllByRole('listitem');
    within(item as HTMLElement).getByText(money(2995));
    expect(within(item as HTMLElement).queryByText(money(8995))).toBeNull();
    cleanup();
    renderPayments({ [balanceRoute]: json(200, { ...nothing, creditCents: 500 }) });
    const calm = await banner();
    await within(calm).findByText('Aucun solde à payer');
    within(calm).getByText(`Crédit au compte : ${money(500)}`);
  });

  it('says nothing about lateness when nothing is overdue', async () => {
    renderPayments({ [balanceRoute]: json(200, owingLess) });
    const region = await banner();
    await within(region).findByText(money(8995), { selector: '.balance__total' });
    expect(within(region).queryByText(/en retard/)).toBeNull();
  });

  it('is calm, with no pay button, when nothing is owed', async () => {
    renderPayments({ [balanceRoute]: json(200, nothing) });
    const region = await banner();
    await within(region).findByText('Aucun solde à payer');
    expect(within(region).queryByRole('button', { name: 'Payer maintenant' })).toBeNull();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says when the balance cannot be read, and asks again on « Réessayer »', async () => {
    const api = renderPayments({ [balanceRoute]: [refusal(500, 'INTERNAL', 'Erreur du serveur'), json(200, owing)] });
    const region = await banner();
    await within(region).findByText('Erreur lors du chargement du solde');
    within(region).getByText('Erreur du serveur');
    fireEvent.click(within(region).getByRole('button', { name: 'Réessayer' }));
    await within(region).findByText(money(16495));
    expect(api.to(balanceRoute)).toHaveLength(2);
  });
});

describe('the pay dialog', () => {
  it('pays the balance with the chosen usable card, once for a double press, then says so and refreshes', async () => {
    const charge = held(payment());
    const api = renderPayments({ [balanceRoute]: [json(200, owing), json(200, nothing)], [payRoute]: charge.answer });
    const dialog = await openPayDialog();
    within(dialog).getByText(money(16495));
    // The amount is the balance, not something to type.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Visa •••• 1111 (principale) — expire fin 08/29',
      'Mastercard •••• 4444 — expire fin 12/26',
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    // Every owed invoice is ticked at first; the first box has the focus, so the choice is read first.
    const boxes = within(within(dialog).getByRole('group', { name: /Factures à payer/ })).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      [`Facture INV-AAAA1111 du ${formatDate('2026-10-01')} — ${formatMoney(7500)}`, true],
      [`Facture INV-BBBB2222 du ${formatDate('2026-11-17')} — ${formatMoney(8995)}`, true],
    ]);
    expect(document.activeElement).toBe(boxes[0]);
    fireEvent.click(radios[1] as HTMLInputElement);
    expect((radios[1] as HTMLInputElement).checked).toBe(true);

    const pay = payButton(dialog, 16495);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await within(dialog).findByText('Paiement en cours…', { selector: 'button' });
    expect(within(dialog).getByRole('status').textContent).toBe('Paiement en cours…');
    expect(within(dialog).getByRole('button', { name: 'Paiement en cours…' }).getAttribute('aria-disabled')).toBe('true');
    // A charge on its way keeps the dialog open (closing it would lose the key).
    expect(within(dialog).queryByRole('button', { name: 'Fermer' })).toBeNull();
    expect(api.to(payRoute)).toHaveLength(1);

    charge.release();
    const heading = await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    within(dialog).getByText('Un reçu a été envoyé à camille.roy@courriel.example.');
    expect(within(dialog).getByRole('status').textContent).toBe('Paiement effectué. Un reçu a été envoyé à camille.roy@courriel.example.');
    const [request] = api.to(payRoute);
    expect(request?.body).toEqual({
      paymentMethodId: 'c2',
      amountCents: 16495,
      idempotencyKey: expect.stringMatching(uuid),
      invoiceIds: ['i1', 'i2'],
    });

    // The balance, the transactions (and the invoices) are asked again; the banner is calm.
    await waitFor(() => expect(api.to(balanceRoute)).toHaveLength(2));
    await waitFor(() => expect(api.to(transactionsRoute)).toHaveLength(2));
    const region = await banner();
    await within(region).findByText('Aucun solde à payer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // « Payer maintenant » is gone with the balance: the focus lands on the banner's heading.
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Solde à payer' })));
  });

  it('sends the same key again when the first answer was lost, so the retry cannot charge twice', async () => {
    const api = renderPayments({ [balanceRoute]: json(200, owing), [payRoute]: [unreachable, payment()] });
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    const problem = await within(dialog).findByRole('heading', { name: 'Paiement non effectué' });
    await waitFor(() => expect(document.activeElement).toBe(problem));
    within(dialog).getByText(payText.unreachable, { selector: 'p:not([role])' });
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    const [first, second] = api.to(payRoute);
    expect(first?.body).toEqual({
      paymentMethodId: 'c1',
      amountCents: 16495,
      idempotencyKey: expect.stringMatching(uuid),
      invoiceIds: ['i1', 'i2'],
    });
    expect(second?.body).toEqual(first?.body);
  });

  it("shows the card's refusal, goes back to the form, and makes a new key for the next try", async () => {
    const api = renderPayments({
      [balanceRoute]: json(200, owing),
      [payRoute]: [refusal(402, 'PAY_002', 'Fonds insuffisants'), payment()],
    });
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    const heading = await within(dialog).findByRole('heading', { name: 'Paiement refusé' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    within(dialog).getByText('Fonds insuffisants', { selector: 'p:not([role])' });
    expect(within(dialog).getByRole('status').textContent).toBe('Fonds insuffisants');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    // The failed attempt is now in the transactions.
    await waitFor(() => expect(api.to(transactionsRoute)).toHaveLength(2));
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    const [declined, paid] = payBodies(api);
    expect(paid?.idempotencyKey).toMatch(uuid);
    expect(paid?.idempotencyKey).not.toBe(declined?.idempotencyKey);
  });

  it('shows the new balance when it changed, and pays that amount', async () => {
    const api = renderPayments({
      [balanceRoute]: [json(200, owing), json(200, owingLess)],
      [payRoute]: [refusal(409, 'PAY_001', 'Votre solde a changé. Vérifiez le montant et réessayez.'), payment()],
    });
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    const heading = await within(dialog).findByRole('heading', { name: 'Paiement non effectué' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    within(dialog).getByText('Votre solde a changé. Vérifiez le montant et réessayez.', { selector: 'p:not([role])' });
    const newPay = await within(dialog).findByRole('button', { name: `Payer ${formatMoney(8995)}` });
    within(dialog).getByText(money(8995), { selector: 'strong' });
    expect(api.to(balanceRoute)).toHaveLength(2);
    fireEvent.click(newPay);
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    const [changed, paid] = payBodies(api);
    expect(changed?.amountCents).toBe(16495);
    expect(paid?.amountCents).toBe(8995);
    expect(paid?.invoiceIds).toEqual(['i2']);
    // Nothing was charged under the key: it stays (a 409 may also mean the same payment is still in flight).
    expect(paid?.idempotencyKey).toBe(changed?.idempotencyKey);
  });

  it('says so when nothing is left to pay, with no pay button', async () => {
    renderPayments({
      [balanceRoute]: [json(200, owing), json(200, nothing)],
      [payRoute]: refusal(409, 'PAY_001', 'Aucun solde à payer.'),
    });
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByText('Aucun solde à payer.', { selector: 'p:not([role])' });
    await within(dialog).findByText('Aucun solde à payer', { selector: 'p' });
    expect(within(dialog).queryByRole('button', { name: /^Payer/ })).toBeNull();
  });

  it("says why a card was refused by the rules, on the card's own message", async () => {
    renderPayments({
      [balanceRoute]: json(200, owing),
      [payRoute]: refusal(422, 'VAL_001', 'Certains champs sont invalides.', {
        paymentMethodId: 'Cette carte est expirée. Choisissez-en une autre.',
      }),
    });
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByRole('heading', { name: 'Paiement non effectué' });
    within(dialog).getByText('Cette carte est expirée. Choisissez-en une autre.', { selector: 'p:not([role])' });
  });

  it('refreshes the Documents tab’s invoices and receipts after a payment', async () => {
    const api = renderPayments({
      [balanceRoute]: [json(200, owing), json(200, nothing)],
      [payRoute]: payment(),
      'GET /api/portal/invoices': json(200, { invoices: [] }),
      'GET /api/portal/insurance-receipts': json(200, { receipts: [] }),
    });
    await banner();
    goTo(paths.portalDocuments.build());
    await waitFor(() => expect(api.to('GET /api/portal/invoices')).toHaveLength(1));
    await waitFor(() => expect(api.to('GET /api/portal/insurance-receipts')).toHaveLength(1));
    goTo(paths.portalPayments.build());
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    // Back within the half-minute the tab would otherwise trust its copy: it asks again.
    goTo(paths.portalDocuments.build());
    await waitFor(() => expect(api.to('GET /api/portal/invoices')).toHaveLength(2));
    await waitFor(() => expect(api.to('GET /api/portal/insurance-receipts')).toHaveLength(2));
  });

  it('offers a fresh key at each opening', async () => {
    const api = renderPayments({ [balanceRoute]: json(200, owing), [payRoute]: refusal(404, 'NOT_FOUND', 'Carte introuvable.') });
    let dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByText('Carte introuvable.', { selector: 'p:not([role])' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    dialog = await openPayDialog();
    expect(within(dialog).queryByText('Carte introuvable.')).toBeNull();
    fireEvent.click(payButton(dialog, 16495));
    await waitFor(() => expect(api.to(payRoute)).toHaveLength(2));
    const [first, second] = payBodies(api);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('pays only the invoices left ticked: the amount follows, and the request names them', async () => {
    const api = renderPayments({ [balanceRoute]: [json(200, owing), json(200, owingLess)], [payRoute]: payment() });
    const dialog = await openPayDialog();
    const group = within(dialog).getByRole('group', { name: /Factures à payer/ });
    fireEvent.click(within(group).getByRole('checkbox', { name: /INV-AAAA1111/ }));
    within(dialog).getByText(money(8995), { selector: 'strong' });
    fireEvent.click(payButton(dialog, 8995));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)).toEqual([
      { paymentMethodId: 'c1', amountCents: 8995, idempotencyKey: expect.stringMatching(uuid), invoiceIds: ['i2'] },
    ]);
  });

  it('says which invoice the clinic claimed from the SAAQ, leaves it unticked at first, and pays the others', async () => {
    const claimed: Balance = { ...owing, invoices: [{ ...overdue, awaitedFrom: 'saaq' }, unpaid] };
    const api = renderPayments({ [balanceRoute]: [json(200, claimed), json(200, owingLess)], [payRoute]: payment() });
    await within(await banner()).findByText('Réclamée à la SAAQ, en attente de sa réponse');
    const dialog = await openPayDialog();
    const group = within(dialog).getByRole('group', { name: /Factures à payer/ });
    within(group).getByText(/la clinique attend son paiement/);
    const awaitedBox = within(group).getByRole('checkbox', { name: /INV-AAAA1111 .* réclamée à la SAAQ, en attente de sa réponse/ });
    expect((awaitedBox as HTMLInputElement).checked).toBe(false);
    within(dialog).getByText(money(8995), { selector: 'strong' });
    fireEvent.click(payButton(dialog, 8995));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)).toEqual([
      { paymentMethodId: 'c1', amountCents: 8995, idempotencyKey: expect.stringMatching(uuid), invoiceIds: ['i2'] },
    ]);
  });

  it('says in French that an invoice must be chosen when none is ticked, sends nothing, and « Tout payer » ticks them all again', async () => {
    const api = renderPayments({ [balanceRoute]: json(200, owing), [payRoute]: payment() });
    const dialog = await openPayDialog();
    const group = within(dialog).getByRole('group', { name: /Factures à payer/ });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    for (const box of boxes) fireEvent.click(box);
    within(dialog).getByText(money(0), { selector: 'strong' });
    fireEvent.click(payButton(dialog, 0));
    within(group).getByText('Choisissez au moins une facture à payer.');
    expect(boxes.map((box) => box.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    expect(api.to(payRoute)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tout payer' }));
    expect(boxes.map((box) => box.checked)).toEqual([true, true]);
    expect(within(group).queryByText('Choisissez au moins une facture à payer.')).toBeNull();
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)[0]).toMatchObject({ amountCents: 16495, invoiceIds: ['i1', 'i2'] });
  });

  it('applies the account credit first and asks the card only the rest, the amount it then sends', async () => {
    const api = renderPayments({ [balanceRoute]: json(200, { ...owing, creditCents: 1200 }), [payRoute]: payment() });
    const region = await banner();
    await within(region).findByText(`Crédit au compte : ${money(1200)}`);
    const dialog = await openPayDialog();
    within(dialog).getByText(money(16495), { selector: 'strong' });
    within(dialog).getByText(`Crédit au compte appliqué : ${money(1200)}`);
    within(dialog).getByText(`À payer par carte : ${money(15295)}`);
    fireEvent.click(payButton(dialog, 15295));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)[0]).toMatchObject({ amountCents: 15295, invoiceIds: ['i1', 'i2'] });
  });

  it('charges no card when the credit covers the invoices ticked, and says so', async () => {
    const api = renderPayments({ [balanceRoute]: json(200, { ...owing, creditCents: 9000 }), [payRoute]: payment() });
    const dialog = await openPayDialog();
    // Both invoices: the credit pays part, the card the rest.
    within(dialog).getByText(`À payer par carte : ${money(16495 - 9000)}`);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /INV-AAAA1111/ }));
    within(dialog).getByText(`Crédit au compte appliqué : ${money(8995)}`);
    within(dialog).getByText(`À payer par carte : ${money(0)}`);
    within(dialog).getByText('Votre crédit au compte couvre ces factures : votre carte ne sera pas débitée.');
    // No card to choose, none sent: the credit pays it all.
    expect(within(dialog).queryByRole('group', { name: 'Carte à débiter' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer avec mon crédit' }));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)[0]).toMatchObject({ amountCents: 0, invoiceIds: ['i2'] });
    expect(payBodies(api)[0]).not.toHaveProperty('paymentMethodId');
  });

  it('pays with the credit alone when no card is saved, and asks a card only while a part is left for one', async () => {
    const api = renderPayments({
      [balanceRoute]: json(200, { ...owing, creditCents: 9000 }),
      'GET /api/portal/payment-methods': json(200, { sandbox: false, cards: [expired] }),
      [payRoute]: payment('camille.roy@courriel.example', { creditAppliedCents: 8995 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
    const dialog = screen.getByRole('dialog', { name: 'Payer le solde' });
    // Both invoices: the credit leaves a part for a card, and none can pay it.
    await within(dialog).findByText(payText.noCardForRest);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Payer/ })).toBeNull();
    within(dialog).getByRole('button', { name: 'Ajouter une carte' });
    // The second invoice alone: the credit covers it, no card is asked.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /INV-AAAA1111/ }));
    expect(within(dialog).queryByText(payText.noCardForRest)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Ajouter une carte' })).toBeNull();
    const payWithCredit = within(dialog).getByRole('button', { name: 'Payer avec mon crédit' });
    fireEvent.click(payWithCredit);
    fireEvent.click(payWithCredit);
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)).toHaveLength(1);
    expect(payBodies(api)[0]).toEqual({ amountCents: 0, idempotencyKey: expect.stringMatching(uuid), invoiceIds: ['i2'] });
  });

  it('opens the payment of the invoices a reminder names, only those ticked, asking the balance after credit', async () => {
    const api = renderPayments(
      { [balanceRoute]: json(200, { ...owing, creditCents: 1200 }), [payRoute]: payment() },
      '/patient-portal/paiements?payer=i2',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payer le solde' });
    await within(dialog).findByRole('group', { name: 'Carte à débiter' });
    const boxes = within(within(dialog).getByRole('group', { name: /Factures à payer/ })).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    within(dialog).getByText(`À payer par carte : ${money(8995 - 1200)}`);
    fireEvent.click(payButton(dialog, 8995 - 1200));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    expect(payBodies(api)[0]).toMatchObject({ amountCents: 7795, invoiceIds: ['i2'] });
  });

  it('says the receipt is in « Documents », not e-mailed, while the clinic pauses the receipts', async () => {
    renderPayments({ [balanceRoute]: json(200, owing), [payRoute]: payment('camille.roy@courriel.example', { receiptPaused: true }) });
    const dialog = await openPayDialog();
    fireEvent.click(payButton(dialog, 16495));
    await within(dialog).findByRole('heading', { name: 'Paiement effectué' });
    within(dialog).getByText('Votre reçu est disponible dans « Documents ».');
    expect(within(dialog).queryByText(/Un reçu a été envoyé/)).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('Paiement effectué. Votre reçu est disponible dans « Documents ».');
  });

  it('says nothing of credit when there is none', async () => {
    renderPayments({ [balanceRoute]: json(200, owing) });
    const dialog = await openPayDialog();
    expect(within(dialog).queryByText(/Crédit au compte/)).toBeNull();
    expect(within(await banner()).queryByText(/Crédit au compte/)).toBeNull();
  });

  it('says when no card can pay, and leads to « Ajouter une carte »', async () => {
    const api = renderPayments({
      [balanceRoute]: json(200, owing),
      'GET /api/portal/payment-methods': json(200, { sandbox: false, cards: [expired] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
    const dialog = screen.getByRole('dialog', { name: 'Payer le solde' });
    await within(dialog).findByText('Aucune carte valide n’est enregistrée. Ajoutez une carte pour payer votre solde.');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Payer/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une carte' }));
    expect(screen.queryByRole('dialog', { name: 'Payer le solde' })).toBeNull();
    screen.getByRole('dialog', { name: 'Ajouter une carte' });
    expect(api.to(payRoute)).toHaveLength(0);
  });
});
