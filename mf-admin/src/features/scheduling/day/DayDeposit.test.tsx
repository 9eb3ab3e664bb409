import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi, failure, json, signedIn, type AdminStubRoutes } from '../../../test-support/admin-stub-api';
import { listedAppointment } from '../../../test-support/appointment';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { testStaff } from '../../../test-support/staff';
import type { DayAppointment } from './api/day';
import { DashboardPage } from './DashboardPage';

// Monday 23 November 2026, 9 h 10 at the clinic (Toronto, UTC−5): the 11 h visit is still to come.
const morning = '2026-11-23T14:10:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date(morning));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const awaiting = {
  intake: null,
  ...listedAppointment('lea', {
    name: 'Léa Gagnon',
    scheduledDate: '2026-11-23',
    scheduledTime: '11:00',
    serviceName: 'Bilan postural',
    depositRequiredCents: 3000,
    depositPaidCents: 0,
  }),
};
const without = { intake: null, ...listedAppointment('marc', { name: 'Marc Roy', scheduledDate: '2026-11-23', scheduledTime: '11:30' }) };

const account: DeskPatientAccount = {
  patient: { id: 'patient-lea', name: 'Léa Gagnon', email: null },
  openInvoices: [],
  drafts: [],
  owedCents: 0,
  creditCents: 0,
  balanceCents: 0,
  cards: [],
  refundablePayments: [],
};

function clinic(visits: () => DayAppointment[], extra: AdminStubRoutes = {}) {
  return answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/day': () =>
      json(200, {
        date: '2026-11-23',
        now: new Date().toISOString(),
        timeZone: 'America/Toronto',
        appointments: visits(),
        pendingRequests: 0,
        waitlistCount: 0,
        revenue: null,
        stats: { averageVisitMinutes: null, satisfaction: null },
      }),
    'GET /api/admin/patients/patient-lea/account': () => account,
    ...extra,
  });
}

describe('« Encaisser le dépôt » in Ma Journée', () => {
  it('records the deposit the visit awaits in cash, says so, and the day shows it paid', async () => {
    let paid = false;
    const api = clinic(() => [{ ...awaiting, depositPaidCents: paid ? 3000 : 0 }, without], {
      'POST /api/admin/deposits': () => {
        paid = true;
        return {
          deposit: {
            id: 'pay-dep-1',
            appointmentId: awaiting.id,
            amountCents: 3000,
            tender: 'cash' as const,
            tenderLabel: 'Comptant',
            receivedAt: morning,
            businessDate: '2026-11-23',
            description: 'Dépôt — Bilan postural',
          },
        };
      },
    });
    renderAdminPage(<DashboardPage />, api);
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    // A visit whose service asks no deposit offers none.
    expect(within(screen.getByRole('article', { name: /Marc Roy/ })).queryByRole('button', { name: /^Encaisser le dépôt/ })).toBeNull();
    fireEvent.click(await within(lea).findByRole('button', { name: /^Encaisser le dépôt : Léa Gagnon/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Encaisser le dépôt' });
    expect(((await within(dialog).findByRole('textbox', { name: /^Montant/ })) as HTMLInputElement).value).toBe('30,00');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le dépôt' })));
    await within(dialog).findByText('Dépôt enregistré : 30,00 $');
    expect(api.sent('POST', '/api/admin/deposits')).toEqual([
      { appointmentId: awaiting.id, tender: 'cash', amountCents: 3000, idempotencyKey: expect.any(String) },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    await within(lea).findByText('Dépôt payé : 30,00 $');
    expect(within(lea).queryByRole('button', { name: /^Encaisser le dépôt/ })).toBeNull();
  });

  it('each opening makes its own key', async () => {
    const api = clinic(() => [awaiting], {
      'POST /api/admin/deposits': () => failure(409, { error: { code: 'BILL_001', message: 'Le dépôt de ce rendez-vous est déjà payé.' } }),
    });
    renderAdminPage(<DashboardPage />, api);
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    for (let opening = 0; opening < 2; opening++) {
      fireEvent.click(await within(lea).findByRole('button', { name: /^Encaisser le dépôt/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Encaisser le dépôt' });
      await within(dialog).findByRole('textbox', { name: /^Montant/ });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le dépôt' })));
      await within(dialog).findByText('Le dépôt de ce rendez-vous est déjà payé.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    }
    const keys = (api.sent('POST', '/api/admin/deposits') as { idempotencyKey: string }[]).map((sent) => sent.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('is never offered to the practitioner', async () => {
    const api = clinic(() => [awaiting], { 'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' as const }) });
    renderAdminPage(<DashboardPage />, api);
    const lea = await screen.findByRole('article', { name: /Léa Gagnon/ });
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/admin/me')).toBe(true));
    within(lea).getByText('Dépôt requis : 30,00 $ — non payé');
    expect(within(lea).queryByRole('button', { name: /^Encaisser le dépôt/ })).toBeNull();
  });
});
