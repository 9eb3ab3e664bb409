import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import { afterEach, describe, expect, it } from 'vitest';
import { appointment, calendarRoute, renderCalendar, restoreCalendarStubs, week } from './calendar-test-support';
import { failure, signedIn } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  restoreCalendarStubs();
});

// The clock says 25 November: the visit of the 26th is still to come, its service asks 30 $.
const awaiting = appointment({ id: 'rdv-marie', scheduledDate: '2026-11-26', depositRequiredCents: 3000 });
const paid = { ...awaiting, depositPaidCents: 3000 };
const address = '/admin/calendar?vue=semaine&date=2026-11-25&rdv=rdv-marie';
const dialogName = 'Rendez-vous — Marie Tremblay';
const accountRoute = 'GET /api/admin/patients/patient-marie/account';

const account: DeskPatientAccount = {
  patient: { id: 'patient-marie', name: 'Marie Tremblay', email: 'marie@example.com' },
  openInvoices: [],
  drafts: [],
  owedCents: 0,
  creditCents: 0,
  balanceCents: 0,
  cards: [{ id: 'card-1', label: 'Visa •••• 4242', expired: false, isPrimary: true }],
  refundablePayments: [],
};

const receipt = {
  id: 'pay-dep-1',
  appointmentId: 'rdv-marie',
  amountCents: 3000,
  tender: 'debit' as const,
  tenderLabel: 'Débit Interac',
  receivedAt: '2026-11-25T15:00:00.000Z',
  businessDate: '2026-11-25',
  description: 'Dépôt — Ajustement chiropratique',
};

async function openDeposit(routes: Parameters<typeof renderCalendar>[1]) {
  const api = renderCalendar(address, { 'GET /api/admin/me': signedIn, [accountRoute]: () => account, ...routes });
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Encaisser le dépôt : Marie Tremblay' }));
  await within(dialog).findByRole('heading', { name: 'Encaisser le dépôt' });
  // The form once the patient's saved cards are read.
  await within(dialog).findByRole('textbox', { name: /^Montant/ });
  return { api, dialog };
}

describe('the visit’s deposit in the calendar', () => {
  it('says the deposit asked and not paid, then records it by debit at the amount the service asks', async () => {
    let reads = 0;
    const { api, dialog } = await openDeposit({
      [calendarRoute]: () => week({ appointments: [++reads === 1 ? awaiting : paid] }),
      'POST /api/admin/deposits': () => ({ deposit: receipt }),
    });
    const amount = (await within(dialog).findByRole('textbox', { name: /^Montant/ })) as HTMLInputElement;
    expect(amount.value).toBe('30,00');
    const tender = within(dialog).getByRole('combobox', { name: /^Mode de paiement/ }) as HTMLSelectElement;
    // A deposit takes the drawer, the terminal or the saved card: no cheque, no e-transfer.
    expect([...tender.options].map((option) => option.text)).toEqual([
      'Comptant',
      'Débit Interac',
      'Carte de crédit (terminal)',
      'Carte enregistrée',
    ]);
    fireEvent.change(tender, { target: { value: 'debit' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le dépôt' })));
    const [sent] = api.sent('POST', '/api/admin/deposits') as { idempotencyKey: string }[];
    expect(sent).toEqual({ appointmentId: 'rdv-marie', tender: 'debit', amountCents: 3000, idempotencyKey: expect.any(String) });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await screen.findByText('Dépôt enregistré : 30,00 $');
    // The calendar read again shows it paid.
    fireEvent.click(await screen.findByRole('button', { name: /Marie Tremblay/ }));
    const again = await screen.findByRole('dialog', { name: dialogName });
    await within(again).findByText('Dépôt payé : 30,00 $');
    expect(within(again).queryByRole('button', { name: /^Encaisser le dépôt/ })).toBeNull();
  });

  it('shows the API’s refusal beside its field, and a second try sends the same key', async () => {
    let calls = 0;
    const { api, dialog } = await openDeposit({
      [calendarRoute]: () => week({ appointments: [awaiting] }),
      'POST /api/admin/deposits': () =>
        ++calls === 1
          ? failure(422, {
              error: {
                code: 'VAL_001',
                message: 'Certains champs sont invalides.',
                fields: { paymentMethodId: 'Cette carte est expirée' },
              },
            })
          : { deposit: receipt },
    });
    const tender = within(dialog).getByRole('combobox', { name: /^Mode de paiement/ });
    fireEvent.change(tender, { target: { value: 'card_on_file' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le dépôt' })));
    const card = within(dialog).getByRole('combobox', { name: /^Carte enregistrée/ });
    await waitFor(() => expect(card.getAttribute('aria-invalid')).toBe('true'));
    within(dialog).getByText('Cette carte est expirée');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le dépôt' })));
    const sent = api.sent('POST', '/api/admin/deposits') as { idempotencyKey: string; paymentMethodId: string }[];
    expect(sent).toHaveLength(2);
    expect(sent[0]?.paymentMethodId).toBe('card-1');
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    await screen.findByText('Dépôt enregistré : 30,00 $');
  });

  it('refuses an amount it cannot read before sending anything', async () => {
    const { api, dialog } = await openDeposit({ [calendarRoute]: () => week({ appointments: [awaiting] }) });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Montant/ }), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le dépôt' })));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /^Montant/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(api.sent('POST', '/api/admin/deposits')).toHaveLength(0);
  });

  it('shows the practitioner the deposit, paid, but never « Encaisser le dépôt »', async () => {
    const api = renderCalendar(address, {
      'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' as const }),
      [calendarRoute]: () => week({ appointments: [awaiting] }),
    });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/admin/me')).toBe(true));
    within(dialog).getByText('Dépôt requis : 30,00 $ — non payé');
    expect(within(dialog).queryByRole('button', { name: /^Encaisser le dépôt/ })).toBeNull();
  });
});
