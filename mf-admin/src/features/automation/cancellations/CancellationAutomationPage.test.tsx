import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CancellationAutomationView, CancellationPathView } from 'shared-domain/automation/automation-views';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { CancellationAutomationPage } from './CancellationAutomationPage';
import { currentMonth } from './cancellation-month';
import { answerAdminApi } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = (fields: Partial<CancellationPathView> = {}): CancellationPathView => ({
  offerId: 'offer-1',
  appointmentId: 'rdv-1',
  slotStartsAt: '2026-11-24T14:00:00.000Z',
  durationMinutes: 30,
  serviceName: 'Ajustement chiropratique',
  cancelledAt: '2026-11-23T13:15:00.000Z',
  cancelledBy: 'Le patient',
  invitations: [
    { patientName: 'Marc Roy', invitedAt: '2026-11-23T13:16:00.000Z', status: 'expired', statusLabel: 'Expirée' },
    { patientName: 'Léa Gagnon', invitedAt: '2026-11-23T15:16:00.000Z', status: 'accepted', statusLabel: 'Acceptée' },
  ],
  outcome: 'accepted',
  outcomeLabel: 'Recomblé',
  filledBy: 'Léa Gagnon',
  revenueKeptCents: 8500,
  ...fields,
});

const november: CancellationAutomationView = {
  month: '2026-11',
  totals: { cancellations: 3, offered: 2, refilled: 1, revenueKeptCents: 8500 },
  paths: [
    path(),
    path({
      offerId: null,
      appointmentId: 'rdv-2',
      slotStartsAt: '2026-11-26T19:30:00.000Z',
      invitations: [],
      outcome: 'not_offered',
      outcomeLabel: 'Non offert',
      filledBy: null,
      revenueKeptCents: 0,
      cancelledBy: 'La clinique',
    }),
  ],
};
const october: CancellationAutomationView = {
  month: '2026-10',
  totals: { cancellations: 0, offered: 0, refilled: 0, revenueKeptCents: 0 },
  paths: [],
};

function renderCancellations(address = '/admin/cancellation-automation?month=2026-11') {
  const api = answerAdminApi({
    'GET /api/admin/me': () => testStaff,
    'GET /api/admin/automation/cancellations': ({ url }) => {
      const month = url.searchParams.get('month') ?? '';
      return month === '2026-10' ? october : { ...november, month };
    },
  });
  renderAdminPage(<CancellationAutomationPage />, api, address);
  return api;
}

const months = (api: ReturnType<typeof renderCancellations>) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/automation/cancellations')
    .map((r) => r.url.searchParams.get('month'));

const totals = () =>
  [...document.querySelectorAll('.cancellations-totals > div')].map((total) => [
    total.querySelector('dt')?.textContent,
    total.querySelector('dd')?.textContent?.replace(/\s+/g, ' '),
  ]);

describe('« Annulations automatisées »', () => {
  it('shows the month’s totals and each cancellation’s path, offers and outcome', async () => {
    renderCancellations();
    await screen.findByRole('heading', { name: 'Totaux du mois — novembre 2026' });
    expect(totals()).toEqual([
      ['Annulations', '3'],
      ['Offertes à la liste d’attente', '2'],
      ['Recomblées par la liste d’attente', '1'],
      ['Revenu conservé', formatMoney(8500).replace(/\s+/g, ' ')],
    ]);
    const refilled = screen.getByRole('article', { name: 'mardi 24 novembre 2026, 9 h' });
    const steps = within(refilled)
      .getAllByRole('listitem')
      .map((step) => step.textContent?.replace(/\s+/g, ' '));
    expect(steps).toEqual([
      'Créneau libéré — annulé lundi 23 novembre 2026 à 8 h 15 par le patient',
      'Offert à Marc Roy le 23 nov. à 8 h 16 — Expirée',
      'Offert à Léa Gagnon le 23 nov. à 10 h 16 — Acceptée',
      `Issue : Recomblé — Repris par Léa Gagnon, revenu conservé : ${formatMoney(8500)}`.replace(/\s+/g, ' '),
    ]);
    expect(within(refilled).getByText('Recomblé', { selector: '.cancellation-outcome' }).className).toContain(
      'cancellation-outcome--accepted',
    );
    const notOffered = screen.getByRole('article', { name: 'jeudi 26 novembre 2026, 14 h 30' });
    within(notOffered).getByText('Aucune offre envoyée.');
    expect(within(notOffered).queryByText(/revenu conservé/)).toBeNull();
  });

  it('changes month with its buttons and its field, and says when a month had none', async () => {
    const api = renderCancellations();
    await screen.findByRole('heading', { name: 'Totaux du mois — novembre 2026' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' })));
    await screen.findByRole('heading', { name: 'Totaux du mois — octobre 2026' });
    screen.getByText('Aucune annulation ce mois-ci.');
    expect(totals()[0]).toEqual(['Annulations', '0']);
    await act(async () => fireEvent.change(screen.getByLabelText(/^Mois/), { target: { value: '2026-09' } }));
    await screen.findByRole('heading', { name: 'Totaux du mois — septembre 2026' });
    // Back to a month already read: shown from what was read, not asked again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' })));
    await screen.findByRole('heading', { name: 'Totaux du mois — octobre 2026' });
    expect(months(api)).toEqual(['2026-11', '2026-10', '2026-09']);
  });

  it('starts on the clinic’s current month and links to the waitlist’s rules', async () => {
    const api = renderCancellations('/admin/cancellation-automation');
    await screen.findByRole('heading', { name: /^Totaux du mois/ });
    expect(months(api)).toEqual([currentMonth()]);
    expect(screen.getByRole('link', { name: 'Automatisation' }).getAttribute('href')).toBe('/admin/automation');
    expect(screen.getByRole('link', { name: 'Paramètres › Liste d’attente et rappels' }).getAttribute('href')).toBe(
      '/admin/settings?section=attente-rappels',
    );
  });
});
