import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settledAfterCloseReason } from 'shared-domain/billing/cash-close';
import { addDays } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, failure, json, type TypedHandler } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { clinicToday } from '../payments/payment-filters';
import { PaymentsPage } from '../payments/PaymentsPage';
import { cashDay } from '../payments/payments-test-support';

// The clinic's clock pinned (only `Date`: timers stay real for the queries). The page reads its today
// on every render: unpinned, a run crossing midnight in Toronto asked for another day than the stubs.
const now = new Date('2026-11-25T15:00:00Z');
const today = clinicToday(now);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const yesterday = addDays(today, -1);
/** One day's closing (`GET /api/admin/cash-closings/:date`) answered by `answer`, typed as that route's. */
type DayRoute = `GET /api/admin/cash-closings/${string}`;
const onDay = (day: string, answer: TypedHandler<DayRoute>): AdminStubRoutes => {
  const routes: AdminStubRoutes = {};
  routes[`GET /api/admin/cash-closings/${day}` satisfies DayRoute] = answer;
  return routes;
};

function renderClose(routes: AdminStubRoutes, path = '/admin/payments?section=fermeture') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => ({ ...testStaff, role: 'reception' }),
    'GET /api/admin/cash-closings': () => ({ from: addDays(today, -30), to: today, closings: [] }),
    ...routes,
  });
  renderAdminPage(<PaymentsPage />, api, path);
  return api;
}

const closedYesterday = {
  counted: { cash: 15000, terminal: 42000, cheque: 0, etransfer: 8000 },
  countedCents: 65000,
  differenceCents: 0,
  openingCashCents: 0,
  note: '',
  closedByName: 'Julie Roy',
  closedAt: `${yesterday}T22:05:00.000Z`,
};

const counted = (name: string) => screen.findByLabelText(new RegExp(`^${name} — montant compté \\(\\$\\)`));
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('Paiements › Fermeture de caisse', () => {
  it('closes today after counting, with the difference live and its explanation required', async () => {
    const api = renderClose({
      ...onDay(today, () => cashDay({ businessDate: today })),
      'POST /api/admin/cash-closings': () => json(201, cashDay({ businessDate: today })),
    });
    await screen.findByRole('heading', { level: 2, name: 'Fermeture de caisse' });
    const cash = await counted('Comptant');
    // The expected amount describes the field; a count with nothing expected starts at zero.
    expect(cash.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cash.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Attendu : ${formatMoney(15000)}`);
    expect(((await counted('Chèques')) as HTMLInputElement).value).toBe('0,00');
    fireEvent.change(cash, { target: { value: '145' } });
    fireEvent.change(await counted('Lot du terminal \\(débit et crédit\\)'), { target: { value: '420,00' } });
    fireEvent.change(await counted('Virements Interac'), { target: { value: '80' } });
    screen.getByText(spaced(`Écart Comptant : ${formatMoney(-500)}`));
    expect(screen.getByText('Écart total').nextElementSibling?.textContent).toBe(formatMoney(-500));

    // A difference needs its explanation, said in French beside the field.
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la caisse' }));
    await screen.findByText(deskMessages.differenceNoteRequired);
    const note = screen.getByLabelText(/^Explication de l’écart/);
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(note, { target: { value: 'Monnaie rendue en trop à un patient' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la caisse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer la caisse' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Ne pas fermer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la fermeture' }));
    await waitFor(() => expect(api.sent('POST', '/api/admin/cash-closings')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/cash-closings')[0]).toEqual({
      businessDate: today,
      counted: { cash: 14500, terminal: 42000, cheque: 0, etransfer: 8000 },
      expectedCents: 74500,
      openingCash: 0,
      note: 'Monnaie rendue en trop à un patient',
    });
    await screen.findByText(/^La caisse du .* est fermée\.$/);
  });

  it('counts the drawer’s float: a day of more cash refunded than taken expects the float less the difference', async () => {
    const api = renderClose({
      ...onDay(today, () =>
        cashDay({
          businessDate: today,
          expected: { cash: -2000, terminal: 0, cheque: 0, etransfer: 0 },
          expectedCents: -2000,
          cashRoundingCents: 1,
        }),
      ),
      'POST /api/admin/cash-closings': () => json(201, cashDay({ businessDate: today })),
    });
    const cash = await counted('Comptant');
    const hint = () => document.getElementById(cash.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe(`Attendu : ${formatMoney(-2000)}`);
    fireEvent.change(screen.getByLabelText(/^Fonds de caisse à l’ouverture/), { target: { value: '200' } });
    expect(hint()).toBe(`Attendu : ${formatMoney(18000)}`);
    screen.getByText('Arrondi du comptant au 0,05 $ (inclus dans le comptant attendu)');
    fireEvent.change(cash, { target: { value: '180' } });
    expect(screen.getByText('Écart total').nextElementSibling?.textContent).toBe(formatMoney(0));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la caisse' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Fermer la caisse' })).getByRole('button', { name: 'Confirmer la fermeture' }),
    );
    await waitFor(() => expect(api.sent('POST', '/api/admin/cash-closings')).toHaveLength(1));
    expect(api.sent('POST', '/api/admin/cash-closings')[0]).toEqual({
      businessDate: today,
      counted: { cash: 18000, terminal: 0, cheque: 0, etransfer: 0 },
      expectedCents: -2000,
      openingCash: 20000,
      note: '',
    });
  });

  it('refuses an amount that is not one, and says the server’s refusal when the day changed meanwhile', async () => {
    let reads = 0;
    const api = renderClose({
      ...onDay(today, () => {
        reads += 1;
        return cashDay({ businessDate: today, expected: { cash: 0, terminal: 0, cheque: 0, etransfer: 0 }, expectedCents: 0 });
      }),
      'POST /api/admin/cash-closings': () => failure(409, { error: { code: 'BILL_002', message: deskMessages.balanceChanged } }),
    });
    const cash = await counted('Comptant');
    fireEvent.change(cash, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la caisse' }));
    await screen.findByText(deskMessages.amountInvalid('Montant compté ($)'));
    await waitFor(() => expect(document.activeElement).toBe(cash));
    fireEvent.change(cash, { target: { value: '0' } });
    // Enter in a field asks first too.
    fireEvent.submit(cash.closest('form') as HTMLFormElement);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Fermer la caisse' })).getByRole('button', { name: 'Confirmer la fermeture' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(deskMessages.balanceChanged);
    expect(api.sent('POST', '/api/admin/cash-closings')).toHaveLength(1);
    // The day is read again, so what is shown is what the next attempt sends.
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('shows a closed day’s closing, a link to its transactions, and the closed days', async () => {
    renderClose(
      {
        ...onDay(yesterday, () =>
          cashDay({
            businessDate: yesterday,
            closing: {
              counted: { cash: 15500, terminal: 42000, cheque: 0, etransfer: 8000 },
              countedCents: 65500,
              differenceCents: 500,
              openingCashCents: 0,
              note: 'Pourboire laissé dans le tiroir',
              closedByName: 'Julie Roy',
              closedAt: `${yesterday}T22:05:00.000Z`,
            },
          }),
        ),
        'GET /api/admin/cash-closings': () => ({
          from: addDays(today, -30),
          to: today,
          closings: [
            {
              businessDate: yesterday,
              expectedCents: 65000,
              countedCents: 65500,
              differenceCents: 500,
              openingCashCents: 0,
              note: 'Pourboire laissé dans le tiroir',
              closedByName: 'Julie Roy',
              closedAt: `${yesterday}T22:05:00.000Z`,
            },
          ],
        }),
      },
      `/admin/payments?section=fermeture&jour=${yesterday}`,
    );
    await screen.findByText('Pourboire laissé dans le tiroir');
    expect(screen.queryByRole('button', { name: 'Fermer la caisse' })).toBeNull();
    screen.getByText(/Fermée par Julie Roy le/);
    const counts = screen.getByRole('region', { name: /^Montants de la fermeture/ });
    const cashRow = within(counts).getAllByRole('row')[1];
    expect(
      within(cashRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Comptant', formatMoney(15000), formatMoney(15500), `+${formatMoney(500)}`]);
    expect(screen.getByRole('link', { name: 'Voir les transactions de la journée' }).getAttribute('href')).toBe(
      `/admin/payments?section=paiements&du=${yesterday}&au=${yesterday}`,
    );
    const closed = await screen.findByRole('region', { name: 'Journées fermées, la plus récente d’abord' });
    expect(within(closed).getAllByRole('row')[1]?.textContent).toContain('Julie Roy');
  });

  it('says why a card payment settled after the close is counted on another day, on both days', async () => {
    const reason = settledAfterCloseReason('payment', yesterday, today);
    const settled = [{ id: 'pay-late', patientName: 'Léa Gagnon', amountCents: 6500, reason, authorizedOn: yesterday, countedOn: today }];
    renderClose(
      {
        ...onDay(yesterday, () => cashDay({ businessDate: yesterday, settledAfterClose: settled, closing: { ...closedYesterday } })),
        ...onDay(today, () => cashDay({ businessDate: today, settledAfterClose: settled })),
      },
      `/admin/payments?section=fermeture&jour=${yesterday}`,
    );
    const onClosedDay = await screen.findByRole('region', { name: 'Reçus ou réglés après la fermeture de caisse' });
    expect(spaced(onClosedDay.textContent ?? '')).toContain(spaced(`Léa Gagnon, ${formatMoney(6500)} : ${reason}`));
    within(onClosedDay).getByText(`1 paiement reçu après la fermeture, compté le ${formatDate(today)}`);
    expect(reason).toMatch(/^Paiement par carte autorisé le .+ et réglé après la fermeture de caisse : compté le .+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    await screen.findByRole('button', { name: 'Fermer la caisse' });
    const onCountingDay = screen.getByRole('region', { name: 'Reçus ou réglés après la fermeture de caisse' });
    expect(spaced(onCountingDay.textContent ?? '')).toContain(spaced(reason));
    within(onCountingDay).getByText(`1 paiement reçu après la fermeture du ${formatDate(yesterday)}, compté ce jour`);
  });

  it('keeps a future day out: the day picker refuses it in French', async () => {
    renderClose(onDay(today, () => cashDay({ businessDate: today })));
    const day = await screen.findByLabelText(/^Journée\s*\*?$/);
    fireEvent.change(day, { target: { value: addDays(today, 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await screen.findByText('Une journée future ne peut pas être fermée.');
    await waitFor(() => expect(document.activeElement).toBe(day));
  });
});
