import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCheckoutResult, DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import { formatMoney } from 'shared-domain/platform/format';
import { moneyInputMessages } from 'shared-domain/platform/money-input';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerAdminApi,
  json,
  failure,
  signedIn,
  type StubApi,
  type AdminStubRoutes,
  type TypedHandler,
} from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { InvoicesPage } from '../invoices/InvoicesPage';
import { invoiceDetail, invoiceSummary, invoicesPage, owedActions } from '../invoices/invoices-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Messages with a no-break space (« 85,00 $ ») are matched as written. */
const exactly = (text: string) => text;

const owed = invoiceSummary('inv-1', { number: 'F-00012', status: 'unpaid', statusLabel: 'Émise', totalCents: 8500, openCents: 8500 });
const draftSale = invoiceSummary('inv-2', {
  kind: 'sale',
  kindLabel: 'Vente au comptoir',
  totalCents: 6995,
  openCents: 6995,
  issuedOn: '2026-11-24',
});

const account = (fields: Partial<DeskPatientAccount> = {}): DeskPatientAccount => ({
  patient: { id: 'pat-1', name: 'Léa Gagnon', email: 'lea@example.com' },
  openInvoices: [owed],
  drafts: [draftSale],
  owedCents: 8500,
  creditCents: 0,
  balanceCents: 8500,
  cards: [
    { id: 'card-old', label: 'Visa •••• 1111', expired: true, isPrimary: false },
    { id: 'card-1', label: 'Visa •••• 4242', expired: false, isPrimary: true },
  ],
  refundablePayments: [],
  ...fields,
});

const paid = (fields: Partial<DeskCheckoutResult> = {}): DeskCheckoutResult => ({
  checkoutId: 'chk-1',
  payments: [
    { id: 'pay-1', tender: 'cash', tenderLabel: 'Comptant', amountCents: 5000 },
    { id: 'pay-2', tender: 'card_on_file', tenderLabel: 'Carte enregistrée', amountCents: 10_495 },
  ],
  invoices: [
    { ...owed, status: 'paid', statusLabel: 'Payée', paidCents: 8500, openCents: 0 },
    { ...draftSale, number: 'F-00013', status: 'paid', statusLabel: 'Payée', paidCents: 6995, openCents: 0 },
  ],
  creditAppliedCents: 0,
  creditKeptCents: 0,
  receiptEmailedTo: 'lea@example.com',
  ...fields,
});

function renderCheckout(
  checkout: TypedHandler<'POST /api/admin/checkouts'>,
  path = '/admin/billing?patient=pat-1&checkout=1',
  held = account(),
  more: AdminStubRoutes = {},
) {
  const api = answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/invoices': () => json(200, invoicesPage([owed, draftSale])),
    'GET /api/admin/invoices/inv-1': () => json(200, { invoice: invoiceDetail('inv-1', { ...owed, can: owedActions }) }),
    'GET /api/admin/patients/pat-1/account': () => json(200, held),
    'POST /api/admin/checkouts': checkout,
    ...more,
  });
  renderAdminPage(<InvoicesPage />, api, path);
  return api;
}

const dialog = () => screen.findByRole('dialog', { name: 'Encaisser' });
const checkouts = (api: StubApi) => api.sent('POST', '/api/admin/checkouts') as Record<string, unknown>[];

describe('Encaisser', () => {
  it('takes 50 $ cash and the rest on the card on file for every invoice owed and draft, then says what was paid and where the receipt went', async () => {
    const api = renderCheckout(() => json(201, paid()));
    const box = await dialog();
    await within(box).findByText('Encaissement pour Léa Gagnon');
    const invoices = within(box).getAllByRole('checkbox');
    expect(invoices.map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, true]);
    const amount = within(box).getByRole('textbox', { name: /Montant \(\$\)/ });
    expect((amount as HTMLInputElement).value).toBe('154,95');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Ajouter un mode de paiement' }));
    const tenders = within(box).getAllByRole('combobox', { name: /Mode de paiement/ });
    await waitFor(() => expect(document.activeElement).toBe(tenders[1]));
    fireEvent.change(tenders[1] as HTMLElement, { target: { value: 'card_on_file' } });
    const card = within(box).getByRole('combobox', { name: /Carte enregistrée/ });
    expect((card as HTMLSelectElement).value).toBe('card-1');
    expect((within(box).getAllByRole('textbox', { name: /Montant \(\$\)/ })[1] as HTMLInputElement).value).toBe('104,95');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByRole('heading', { name: 'Encaissement enregistré' });
    const [sent] = checkouts(api);
    expect(sent).toMatchObject({
      patientId: 'pat-1',
      invoiceIds: ['inv-1', 'inv-2'],
      tenders: [
        { tender: 'cash', amountCents: 5000 },
        { tender: 'card_on_file', amountCents: 10_495, paymentMethodId: 'card-1' },
      ],
      creditAppliedCents: 0,
      keepOverpaymentAsCredit: false,
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    within(box).getByText('Le reçu a été envoyé à lea@example.com.');
    within(box).getByText(`Comptant : ${formatMoney(5000)}`, { normalizer: exactly });
    within(box).getByText(/F-00013 : Payée/);
    expect(within(box).getByRole('link', { name: 'Imprimer le reçu' }).getAttribute('href')).toBe('/api/admin/checkouts/chk-1/receipt.pdf');
    fireEvent.click(within(box).getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says under each amount what it read as it is typed, and why « 1,500 » is no amount', async () => {
    renderCheckout(() => json(201, paid()));
    const box = await dialog();
    await within(box).findByText('Encaissement pour Léa Gagnon');
    const amount = within(box).getByRole('textbox', { name: /Montant \(\$\)/ });
    within(box).getByText(`Montant lu : ${formatMoney(15_495)}`, { normalizer: exactly });
    fireEvent.change(amount, { target: { value: '1 500' } });
    within(box).getByText(`Montant lu : ${formatMoney(150_000)}`, { normalizer: exactly });
    fireEvent.change(amount, { target: { value: '1,500' } });
    const reading = within(box).getByText(moneyInputMessages.commaThousands('1,500'), { normalizer: exactly });
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(reading.id);
    fireEvent.change(amount, { target: { value: '0,001' } });
    within(box).getByText(moneyInputMessages.tooManyDecimals, { normalizer: exactly });
  });

  it('sends the receipt again from the success step and says where it went; a refusal is said in French', async () => {
    let sends = 0;
    const api = renderCheckout(() => json(201, paid()), undefined, undefined, {
      'POST /api/admin/checkouts/chk-1/receipt-email': () => {
        sends += 1;
        return sends === 1
          ? failure(422, { error: { code: 'VAL_001', message: deskMessages.noEmail } })
          : json(200, { receiptEmailedTo: 'lea@example.com' });
      },
    });
    const box = await dialog();
    await within(box).findByText('Encaissement pour Léa Gagnon');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByRole('heading', { name: 'Encaissement enregistré' });
    fireEvent.click(within(box).getByRole('button', { name: 'Renvoyer le reçu' }));
    expect((await within(box).findByRole('alert')).textContent).toContain(deskMessages.noEmail);
    fireEvent.click(within(box).getByRole('button', { name: 'Renvoyer le reçu' }));
    await within(box).findByText('Le reçu a été renvoyé à lea@example.com.');
    expect(within(box).queryByRole('alert')).toBeNull();
    expect(api.sent('POST', '/api/admin/checkouts/chk-1/receipt-email')).toHaveLength(2);
  });

  it('offers no « Renvoyer le reçu » to a patient without an e-mail: the receipt is to print', async () => {
    renderCheckout(() => json(201, paid({ receiptEmailedTo: null })));
    const box = await dialog();
    await within(box).findByText('Encaissement pour Léa Gagnon');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText('Ce patient n’a pas d’adresse courriel : imprimez le reçu.');
    within(box).getByRole('link', { name: 'Imprimer le reçu' });
    expect(within(box).queryByRole('button', { name: 'Renvoyer le reçu' })).toBeNull();
  });

  it('opens from the list filtered to a patient, and closes with Escape back to « Encaisser »', async () => {
    renderCheckout(() => json(201, paid()), '/admin/billing?patient=pat-1');
    const open = await screen.findByRole('button', { name: 'Encaisser : Léa Gagnon' });
    open.focus();
    fireEvent.click(open);
    const box = await dialog();
    await within(box).findByText('Encaissement pour Léa Gagnon');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('checks only the invoice it was opened from', async () => {
    const api = renderCheckout(() => json(201, paid()), '/admin/billing?invoice=inv-1&checkout=1');
    const box = await dialog();
    const invoices = await within(box).findAllByRole('checkbox');
    expect(invoices.map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, false]);
    expect((within(box).getByRole('textbox', { name: /Montant \(\$\)/ }) as HTMLInputElement).value).toBe('85,00');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByRole('heading', { name: 'Encaissement enregistré' });
    expect(checkouts(api)[0]).toMatchObject({ invoiceIds: ['inv-1'], tenders: [{ tender: 'cash', amountCents: 8500 }] });
  });

  it('refuses an amount it cannot read, in French beside the field, and sends nothing', async () => {
    const api = renderCheckout(() => json(201, paid()));
    const box = await dialog();
    const amount = await within(box).findByRole('textbox', { name: /Montant \(\$\)/ });
    fireEvent.change(amount, { target: { value: '-20' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText(deskMessages.amountInvalid('Montant ($)'));
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(checkouts(api)).toEqual([]);
  });

  it('keeps an overpayment as credit only when « Garder le surplus en crédit » is checked', async () => {
    const api = renderCheckout(() => json(201, paid({ creditKeptCents: 505 })));
    const box = await dialog();
    fireEvent.change(await within(box).findByRole('textbox', { name: /Montant \(\$\)/ }), { target: { value: '160' } });
    within(box).getByText('Surplus');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    const keep = within(box).getByRole('checkbox', { name: 'Garder le surplus en crédit' });
    await within(box).findByText(deskMessages.moreThanOwed(formatMoney(15_495)), { normalizer: exactly });
    expect(checkouts(api)).toEqual([]);
    fireEvent.click(keep);
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText(`Surplus gardé en crédit : ${formatMoney(505)}`, { normalizer: exactly });
    expect(checkouts(api)[0]).toMatchObject({ tenders: [{ tender: 'cash', amountCents: 16_000 }], keepOverpaymentAsCredit: true });
  });

  it('takes 104,90 $ in cash for 104,89 $ owed: the 0,01 $ of rounding is no surplus', async () => {
    const odd = { ...owed, totalCents: 10_489, openCents: 10_489 };
    const api = renderCheckout(
      () => json(201, paid()),
      undefined,
      account({ openInvoices: [odd], drafts: [], owedCents: 10_489, balanceCents: 10_489 }),
    );
    const box = await dialog();
    fireEvent.change(await within(box).findByRole('textbox', { name: /Montant \(\$\)/ }), { target: { value: '104,90' } });
    expect(within(box).getByText('Arrondi du comptant au 0,05 $').nextElementSibling?.textContent).toBe(formatMoney(1));
    expect(within(box).queryByText('Surplus')).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await waitFor(() => expect(checkouts(api)).toHaveLength(1));
    expect(checkouts(api)[0]).toMatchObject({ tenders: [{ tender: 'cash', amountCents: 10_490 }], keepOverpaymentAsCredit: false });
  });

  it('uses the account credit first when offered, and sends what it covers', async () => {
    const api = renderCheckout(
      () => json(201, paid({ creditAppliedCents: 2000 })),
      undefined,
      account({ creditCents: 2000, balanceCents: 6500 }),
    );
    const box = await dialog();
    const credit = await within(box).findByRole('checkbox', { name: `Utiliser le crédit (disponible : ${formatMoney(2000)})` });
    expect((credit as HTMLInputElement).checked).toBe(true);
    expect((within(box).getByRole('textbox', { name: /Montant \(\$\)/ }) as HTMLInputElement).value).toBe('134,95');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByRole('heading', { name: 'Encaissement enregistré' });
    expect(checkouts(api)[0]).toMatchObject({ creditAppliedCents: 2000, tenders: [{ tender: 'cash', amountCents: 13_495 }] });
  });

  it('shows the server’s refusal beside the tender it names, and a conflict above the form; a retry keeps the same key', async () => {
    let answer = 0;
    const api = renderCheckout(() => {
      answer += 1;
      if (answer === 1)
        return failure(422, {
          error: {
            code: 'VAL_001',
            message: 'Données invalides',
            fields: { 'tenders.0.amountCents': deskMessages.amountTooLarge('Montant ($)') },
          },
        });
      if (answer === 2) return failure(409, { error: { code: 'BILL_002', message: deskMessages.balanceChanged } });
      return json(201, paid());
    });
    const box = await dialog();
    await within(box).findByText('Encaissement pour Léa Gagnon');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText(deskMessages.amountTooLarge('Montant ($)'), { normalizer: exactly });
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    const shown = await within(box).findByRole('alert');
    expect(shown.textContent).toContain(deskMessages.balanceChanged);
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByRole('heading', { name: 'Encaissement enregistré' });
    const keys = checkouts(api).map((sent) => sent.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('refuses a payment received in the future, and a server refusal of the day lands beside it', async () => {
    const api = renderCheckout(() =>
      failure(422, {
        error: { code: 'VAL_001', message: 'Données invalides', fields: { receivedOn: 'La caisse du 20 novembre 2026 est fermée' } },
      }),
    );
    const box = await dialog();
    const day = await within(box).findByLabelText(/Date de réception/);
    fireEvent.change(day, { target: { value: '2999-01-01' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText(deskMessages.receivedInFuture);
    expect(checkouts(api)).toEqual([]);
    fireEvent.change(day, { target: { value: '2026-11-20' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText('La caisse du 20 novembre 2026 est fermée');
    expect(checkouts(api)[0]).toMatchObject({ receivedOn: '2026-11-20' });
  });

  it('asks for the card when « Carte enregistrée » has none chosen', async () => {
    const api = renderCheckout(
      () => json(201, paid()),
      undefined,
      account({ cards: [{ id: 'card-old', label: 'Visa •••• 1111', expired: true, isPrimary: true }] }),
    );
    const box = await dialog();
    fireEvent.change(await within(box).findByRole('combobox', { name: /Mode de paiement/ }), { target: { value: 'card_on_file' } });
    const card = within(box).getByRole('combobox', { name: /Carte enregistrée/ });
    expect(within(card).getByRole('option', { name: 'Visa •••• 1111 (expirée)' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer l’encaissement' }));
    await within(box).findByText(deskMessages.cardRequired);
    expect(checkouts(api)).toEqual([]);
  });
});
