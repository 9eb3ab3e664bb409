// « Rouvrir la journée » on « Fermeture de caisse »: an admin reopens a closed day with a reason
// (required, said in French beside the field), then the day is open again and its history says who
// reopened it and why; the desk does not see the button.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deskLabels, deskMessages } from 'shared-domain/billing/desk-messages';
import { addDays } from 'shared-domain/platform/clinic-time';
import { formatDate } from 'shared-domain/platform/format';
import { validationMessages as m } from 'shared-domain/platform/validation-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, failure, json, type TypedHandler } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import { clinicToday } from '../payments/payment-filters';
import { PaymentsPage } from '../payments/PaymentsPage';
import { cashDay } from '../payments/payments-test-support';

const now = new Date('2026-11-25T15:00:00Z');
const today = clinicToday(now);
const yesterday = addDays(today, -1);
const closedAt = `${yesterday}T22:05:00.000Z`;
const reopenedAt = `${today}T14:30:00.000Z`;
const reason = 'Un paiement Interac oublié au comptoir';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const closedDay = cashDay({
  businessDate: yesterday,
  closing: {
    counted: { cash: 15000, terminal: 42000, cheque: 0, etransfer: 8000 },
    countedCents: 65000,
    differenceCents: 0,
    openingCashCents: 0,
    note: '',
    closedByName: 'Julie Roy',
    closedAt,
  },
  history: [{ kind: 'closed', at: closedAt, byName: 'Julie Roy', reason: null }],
});
const reopenedDay = cashDay({
  businessDate: yesterday,
  history: [
    { kind: 'closed', at: closedAt, byName: 'Julie Roy', reason: null },
    { kind: 'reopened', at: reopenedAt, byName: 'Anne Admin', reason },
  ],
});

type DayRoute = `GET /api/admin/cash-closings/${string}`;
type ReopenRoute = `POST /api/admin/cash-closings/${string}/reopen`;

/** Yesterday, closed, as `role` sees it; `answerReopen` answers « Rouvrir la journée », and the day reads reopened after a 200. */
function renderDay(role: 'admin' | 'reception', answerReopen: TypedHandler<ReopenRoute>) {
  let reopened = false;
  const routes: AdminStubRoutes = {
    'GET /api/admin/me': () => ({ ...testStaff, role }),
    'GET /api/admin/cash-closings': () => ({ from: addDays(today, -30), to: today, closings: [] }),
  };
  routes[`GET /api/admin/cash-closings/${yesterday}` satisfies DayRoute] = () => (reopened ? reopenedDay : closedDay);
  routes[`POST /api/admin/cash-closings/${yesterday}/reopen` satisfies ReopenRoute] = async (request) => {
    const answer = await answerReopen(request);
    reopened = 'status' in answer && answer.status === 200;
    return answer;
  };
  const api = answerAdminApi(routes);
  renderAdminPage(<PaymentsPage />, api, `/admin/payments?section=fermeture&jour=${yesterday}`);
  return api;
}

const reopenPath = `/api/admin/cash-closings/${yesterday}/reopen`;

describe('Fermeture de caisse › Rouvrir la journée', () => {
  it('is not offered to the desk', async () => {
    renderDay('reception', () => json(200, reopenedDay));
    await screen.findByText(/Fermée par Julie Roy le/);
    expect(screen.queryByRole('button', { name: 'Rouvrir la journée' })).toBeNull();
  });

  it('asks an admin for the reason, then shows the day open again with who reopened it and why', async () => {
    const api = renderDay('admin', () => json(200, reopenedDay));
    fireEvent.click(await screen.findByRole('button', { name: 'Rouvrir la journée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rouvrir la journée' });
    const submit = within(dialog).getByRole('button', { name: 'Rouvrir la journée' });

    fireEvent.click(submit);
    const field = await within(dialog).findByLabelText(new RegExp(`^${deskLabels.reopeningReason}`));
    await within(dialog).findByText(m.required(deskLabels.reopeningReason));
    fireEvent.change(field, { target: { value: 'oups' } });
    fireEvent.click(submit);
    await within(dialog).findByText(m.minLength(deskLabels.reopeningReason, 5));
    expect(api.sent('POST', reopenPath)).toEqual([]);

    fireEvent.change(field, { target: { value: reason } });
    fireEvent.click(submit);
    await waitFor(() => expect(api.sent('POST', reopenPath)).toEqual([{ reason }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(`La caisse du ${formatDate(yesterday)} est rouverte.`);
    const history = await screen.findByRole('region', { name: 'Historique de la journée' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Fermée le .* par Julie Roy$/),
      expect.stringMatching(new RegExp(`^Rouverte le .* par Anne Admin : ${reason}$`)),
    ]);
    await screen.findByRole('button', { name: 'Fermer la caisse' });
    expect(screen.queryByRole('button', { name: 'Rouvrir la journée' })).toBeNull();
  });

  it('says the server’s refusal in the dialog when the day was reopened meanwhile', async () => {
    renderDay('admin', () => failure(409, { error: { code: 'BILL_002', message: deskMessages.dayNotClosed } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rouvrir la journée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rouvrir la journée' });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${deskLabels.reopeningReason}`)), { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rouvrir la journée' }));
    await within(dialog).findByText(deskMessages.dayNotClosed);
  });
});
