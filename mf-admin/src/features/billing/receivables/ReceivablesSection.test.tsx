import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskReceivableRow, DeskReceivables } from 'shared-domain/billing/desk-receivable-views';
import type { DeskStatement } from 'shared-domain/billing/desk-statement-views';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, failure, json, type StubApi } from '../../../test-support/admin-stub-api';
import { testStaff } from '../../../test-support/staff';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { clinicToday } from '../payments/payment-filters';
import { PaymentsPage } from '../payments/PaymentsPage';

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

const row = (patientId: string, fields: Partial<DeskReceivableRow> = {}): DeskReceivableRow => ({
  patientId,
  patientName: 'Léa Gagnon',
  email: 'lea@example.com',
  buckets: { current: 8500, days31to60: 0, days61to90: 4000, over90: 0 },
  owedCents: 12500,
  awaitedCents: 0,
  creditCents: 2000,
  balanceCents: 10500,
  oldestIssuedOn: '2026-09-01',
  ...fields,
});

const receivables = (rows: DeskReceivableRow[], asOf = today, nextCursor: string | null = null): DeskReceivables => ({
  asOf,
  rows,
  nextCursor,
  totals: {
    buckets: { current: 8500, days31to60: 0, days61to90: 4000, over90: 0 },
    owedCents: 12500,
    awaitedCents: 0,
    creditCents: 3500,
    balanceCents: 9000,
    patients: rows.length,
  },
});

/** The whole report's totals, as every page carries them. */
const allTotals: DeskReceivables['totals'] = {
  buckets: { current: 25_500, days31to60: 0, days61to90: 12_000, over90: 0 },
  owedCents: 37_500,
  awaitedCents: 0,
  creditCents: 6000,
  balanceCents: 31_500,
  patients: 3,
};

const statement: DeskStatement = {
  patient: { id: 'pat-1', name: 'Léa Gagnon', email: 'lea@example.com' },
  asOf: today,
  lines: [
    {
      kind: 'invoice',
      kindLabel: 'Facture',
      date: '2026-09-01',
      reference: 'F-00003',
      description: 'Ajustement',
      amountCents: 8500,
      balanceCents: 8500,
    },
    {
      kind: 'payment',
      kindLabel: 'Paiement',
      date: '2026-09-02',
      reference: 'Comptant',
      description: '',
      amountCents: -8500,
      balanceCents: 0,
    },
  ],
  invoicedCents: 8500,
  creditNotesCents: 0,
  paymentsCents: 8500,
  refundsCents: 0,
  balanceCents: 0,
};

function renderReceivables(routes: AdminStubRoutes, path = '/admin/payments?section=comptes') {
  const api = answerAdminApi({ 'GET /api/admin/me': () => ({ ...testStaff, role: 'reception' }), ...routes });
  renderAdminPage(<PaymentsPage />, api, path);
  return api;
}

const table = () => screen.findByRole('region', { name: /^Comptes à recevoir au/ });
const asked = (api: StubApi) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/receivables')
    .map((request) => request.url.searchParams.get('asOf'));

describe('Paiements › Comptes à recevoir', () => {
  it('shows each patient’s balance by age, credit netted, with the totals, as of today, and says no interest is charged', async () => {
    const api = renderReceivables({
      'GET /api/admin/receivables': () =>
        receivables([
          row('pat-1'),
          row('pat-2', {
            patientName: 'Marc Roy',
            email: null,
            owedCents: 0,
            buckets: { current: 0, days31to60: 0, days61to90: 0, over90: 0 },
            creditCents: 1500,
            balanceCents: -1500,
          }),
        ]),
    });
    const rows = within(await table()).getAllByRole('row');
    expect(asked(api)).toEqual([today]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Patient', '0 à 30 jours', '31 à 60 jours', '61 à 90 jours', 'Plus de 90 jours', 'Crédit', 'Solde', 'Actions']);
    const lea = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(lea.slice(0, 7)).toEqual([
      'Léa Gagnon',
      formatMoney(8500),
      formatMoney(0),
      formatMoney(4000),
      formatMoney(0),
      formatMoney(2000),
      formatMoney(10500),
    ]);
    screen.getByText(/Aucun intérêt n’est ajouté aux comptes en retard/);
    expect(screen.getByRole('heading', { name: /Totaux/ }).textContent).toContain('2 patients');
    // Credit only: nothing to remind of or to collect.
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Envoyer un rappel/ })).toBeNull();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: /^Encaisser/ })
        .getAttribute('href'),
    ).toBe('/admin/billing?patient=pat-1&checkout=1');
    expect((screen.getByLabelText(/^En date du/) as HTMLInputElement).value).toBe(today);
  });

  it('shows the totals of every patient, not of the rows shown, and the next patients on « Charger plus »', async () => {
    const api = renderReceivables({
      'GET /api/admin/receivables': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { ...receivables([row('pat-3', { patientName: 'Noé Côté', balanceCents: 500 })]), totals: allTotals }
          : { ...receivables([row('pat-1'), row('pat-2', { patientName: 'Marc Roy' })], today, 'page-2'), totals: allTotals },
    });
    const shown = async () =>
      within(await table())
        .getAllByRole('link', { name: /^(?!Encaisser)/ })
        .map((link) => link.textContent);
    expect(await shown()).toEqual(['Léa Gagnon', 'Marc Roy']);
    expect(screen.getByRole('heading', { name: /Totaux/ }).textContent).toContain('3 patients');
    screen.getByText('2 patients affichés, d’autres suivent.');
    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await screen.findByText('3 patients affichés.');
    expect(await shown()).toEqual(['Léa Gagnon', 'Marc Roy', 'Noé Côté']);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
    expect(screen.getAllByRole('heading', { name: /Totaux/ })).toHaveLength(1);
    expect(
      api.requests
        .filter((request) => request.url.pathname === '/api/admin/receivables')
        .map((request) => request.url.searchParams.get('cursor')),
    ).toEqual([null, 'page-2']);
  });

  it('reads another date from « En date du », refusing a future one', async () => {
    const lastMonth = addDays(today, -30);
    const api = renderReceivables({
      'GET /api/admin/receivables': ({ url }) => receivables([], url.searchParams.get('asOf') ?? today),
    });
    await screen.findByText(/^Aucun solde ni crédit au/);
    const asOf = screen.getByLabelText(/^En date du/);
    fireEvent.change(asOf, { target: { value: addDays(today, 2) } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await screen.findByText('Choisissez aujourd’hui ou une date passée.');
    fireEvent.change(asOf, { target: { value: lastMonth } });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(asked(api)).toEqual([today, lastMonth]));
  });

  it('opens a patient’s statement with its PDF', async () => {
    renderReceivables({
      'GET /api/admin/receivables': () => receivables([row('pat-1')]),
      'GET /api/admin/patients/pat-1/statement': () => statement,
    });
    fireEvent.click(within(await table()).getByRole('button', { name: /^État de compte/ }));
    const dialog = await screen.findByRole('dialog', { name: 'État de compte — Léa Gagnon' });
    const lines = within(await within(dialog).findByRole('region', { name: 'Opérations au compte de Léa Gagnon' })).getAllByRole('row');
    expect(lines).toHaveLength(3);
    expect(lines[1]?.textContent).toContain('F-00003');
    expect(within(dialog).getByRole('link', { name: 'Télécharger le PDF' }).getAttribute('href')).toBe(
      '/api/admin/patients/pat-1/statement/pdf',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what a payer is still asked to pay of a balance, and offers no reminder when it is asked for all of it', async () => {
    renderReceivables({
      'GET /api/admin/receivables': () => ({
        ...receivables([
          row('pat-1', { awaitedCents: 4000 }),
          row('pat-4', { patientName: 'Rosalie Caron', owedCents: 9000, awaitedCents: 9000, creditCents: 0, balanceCents: 9000 }),
        ]),
        totals: { ...allTotals, awaitedCents: 13_000 },
      }),
    });
    const rows = within(await table()).getAllByRole('row');
    const lea = rows[1] as HTMLElement;
    expect(lea.textContent).toContain(`dont ${formatMoney(4000)} attendus d’un payeur`);
    expect((within(lea).getByRole('button', { name: /Envoyer un rappel de paiement/ }) as HTMLButtonElement).disabled).toBe(false);
    const rosalie = rows[2] as HTMLElement;
    expect((within(rosalie).getByRole('button', { name: /Envoyer un rappel de paiement/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(rosalie.textContent).toContain('Tout est réclamé à un payeur : aucun rappel au patient');
    expect(
      within(rosalie)
        .getByRole('link', { name: /^Encaisser/ })
        .getAttribute('href'),
    ).toBe('/admin/billing?patient=pat-4&checkout=1');
    const totals = screen.getByRole('region', { name: /Totaux/ });
    expect(within(totals).getByText('Attendu des payeurs').nextElementSibling?.textContent).toBe(formatMoney(13_000));
  });

  it('sends a payment reminder after asking, says a refusal, and offers none without an e-mail', async () => {
    let sends = 0;
    const api = renderReceivables({
      'GET /api/admin/receivables': () => receivables([row('pat-1'), row('pat-3', { patientName: 'Noé Côté', email: null })]),
      'POST /api/admin/patients/pat-1/payment-reminder': () => {
        sends += 1;
        return sends === 1
          ? failure(422, { error: { code: 'VAL_001', message: deskMessages.noEmail } })
          : json(202, {
              sentTo: 'lea@example.com',
              invoices: [{ id: 'inv-3', number: 'F-00003', issuedOn: '2026-09-01', openCents: 12500 }],
              balanceCents: 10500,
            });
      },
    });
    const rows = within(await table()).getAllByRole('row');
    const noe = rows[2] as HTMLElement;
    expect((within(noe).getByRole('button', { name: /Envoyer un rappel de paiement/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(noe.textContent).toContain('Pas de courriel au dossier');

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Envoyer un rappel de paiement/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un rappel de paiement' });
    within(dialog).getByText('Envoyer un rappel de paiement à Léa Gagnon (lea@example.com)?');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuler'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le rappel' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(deskMessages.noEmail);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le rappel' }));
    await screen.findByText('Rappel de paiement envoyé à Léa Gagnon (lea@example.com).');
    expect(api.sent('POST', '/api/admin/patients/pat-1/payment-reminder')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
