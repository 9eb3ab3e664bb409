import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { formatMoney } from 'shared-domain/platform/format';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminStubRoutes, answerAdminApi, failure, json, type StubApi } from '../../../test-support/admin-stub-api';
import { listedPatient } from '../../../test-support/patients';
import { testStaff } from '../../../test-support/staff';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { adminKeys } from '../../../query-keys';
import { clinicToday } from './payment-filters';
import { PaymentsPage } from './PaymentsPage';
import { patientAccount, paymentList, paymentRow } from './payments-test-support';

// The clock pinned (only `Date`: timers stay real for the queries): the page reads its today on every render,
// and the test's own reading of today must not fall on the next day when a run crosses midnight.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPayments(routes: AdminStubRoutes, path = '/admin/payments', role: StaffRole = 'reception') {
  const api = answerAdminApi({ 'GET /api/admin/me': () => ({ ...testStaff, role }), ...routes });
  const client = renderAdminPage(<PaymentsPage />, api, path);
  return Object.assign(api, { client });
}

/** The query of each GET /payments, in order. */
const asked = (api: StubApi) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/payments')
    .map((request) => Object.fromEntries(request.url.searchParams));

/** As Testing Library reads text: each run of spaces (the no-break ones of fr-CA amounts too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** The totals by tender: [label, amount] each. */
const totalsShown = () =>
  [...document.querySelectorAll('.payments-totals > div')].map((total) => [
    total.querySelector('dt')?.textContent,
    total.querySelector('dd')?.textContent,
  ]);

const table = () => screen.findByRole('region', { name: 'Paiements et remboursements correspondant aux filtres' });
const rowOf = async (text: string) => {
  const rows = within(await table()).getAllByRole('row');
  const row = rows.find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};

/** What the API answers a refund: the refund and the patient's account after it. */
const refunded = (id: string) => ({
  refund: { id, tender: 'cash' as const, tenderLabel: 'Comptant', amountCents: 3000, cashRoundingCents: 0 },
  account: patientAccount(),
});

describe('Paiements › Paiements', () => {
  it('lists today’s payments and refunds with the totals by tender, the closed day marked, and exports the same filter', async () => {
    const api = renderPayments({
      'GET /api/admin/payments': () =>
        paymentList(
          [
            paymentRow('pay-1'),
            paymentRow('ref-1', {
              kind: 'refund',
              amountCents: -2000,
              tender: 'debit',
              tenderLabel: 'Débit Interac',
              invoiceNumbers: [],
              statusLabel: 'Complété',
              dayClosed: true,
            }),
            paymentRow('pay-2', { tender: 'card_on_file', tenderLabel: 'Carte enregistrée', takenByName: null, patientName: 'Marc Roy' }),
          ],
          {
            totalsByTender: [
              { tender: 'cash', tenderLabel: 'Comptant', amountCents: 5000 },
              { tender: 'debit', tenderLabel: 'Débit Interac', amountCents: -2000 },
              { tender: 'card_on_file', tenderLabel: 'Carte enregistrée', amountCents: 5000 },
            ],
            totalCents: 8000,
          },
        ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Paiements' });
    const today = clinicToday();
    await table();
    expect(asked(api)).toEqual([{ from: today, to: today }]);
    // The CSV's columns (shared-domain/billing/payment-list), then the actions.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Reçu le',
      'Journée',
      'Type',
      'Patient',
      'Mode de paiement',
      'Montant',
      'Factures',
      'Reçu par',
      'Statut',
      'Journée fermée',
      'Note',
      'Actions',
    ]);
    const refund = await rowOf('Débit Interac');
    expect(
      within(refund)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 10),
    ).toEqual(['Remboursement', 'Léa Gagnon', 'Débit Interac', formatMoney(-2000), 'Aucune', 'Julie Roy', 'Complété', 'Journée fermée']);
    expect(within(refund).queryByRole('button')).toBeNull();
    const online = await rowOf('Marc Roy');
    expect(online.textContent).toContain('En ligne (patient)');
    // Card on file is refunded, never cancelled.
    within(online).getByRole('button', { name: /^Rembourser/ });
    expect(within(online).queryByRole('button', { name: /^Annuler le paiement/ })).toBeNull();
    const cash = await rowOf('F-00012');
    within(cash).getByRole('button', { name: /^Annuler le paiement\s?, 50,00\s\$ de Léa Gagnon$/ });
    expect(totalsShown()).toEqual([
      ['Comptant', formatMoney(5000)],
      ['Débit Interac', formatMoney(-2000)],
      ['Carte enregistrée', formatMoney(5000)],
      ['Total', formatMoney(8000)],
    ]);
    // One file per spreadsheet: Excel in French (`;`, decimal comma) or in English (`,`, decimal point).
    screen.getByText('Exporter (CSV)');
    const french = screen.getByRole('link', { name: /^CSV — Excel français : les paiements filtrés \(point-virgule/ });
    expect(french.getAttribute('href')).toBe(`/api/admin/payments.csv?from=${today}&to=${today}&format=excel-fr`);
    const english = screen.getByRole('link', { name: /^CSV — Excel anglais : les paiements filtrés \(virgule entre/ });
    expect(english.getAttribute('href')).toBe(`/api/admin/payments.csv?from=${today}&to=${today}&format=excel-en`);
  });

  it('applies the filters from the address and the form, and loads more', async () => {
    const api = renderPayments(
      {
        'GET /api/admin/payments': ({ url }) =>
          url.searchParams.get('cursor')
            ? paymentList([paymentRow('pay-3', { patientName: 'Noé Côté' })])
            : paymentList([paymentRow('pay-1')], { nextCursor: 'c2' }),
      },
      '/admin/payments?section=paiements&du=2026-11-01&au=2026-11-30&mode=cash&patient=pat-1&nom=L%C3%A9a%20Gagnon',
    );
    await rowOf('Léa Gagnon');
    expect(asked(api)[0]).toEqual({ from: '2026-11-01', to: '2026-11-30', tender: 'cash', patientId: 'pat-1' });
    // The chosen patient shows in the filter.
    screen.getByRole('button', { name: 'Tous les patients' });
    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await rowOf('Noé Côté');
    expect(asked(api)[1]).toMatchObject({ cursor: 'c2' });

    fireEvent.change(screen.getByLabelText(/^Reçu par/), { target: { value: testStaff.id } });
    fireEvent.change(screen.getByLabelText(/^Au/), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await screen.findByText('La date de fin doit être le même jour que la date de début ou plus tard.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Au/)));
    fireEvent.change(screen.getByLabelText(/^Au/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(asked(api).at(-1)).toEqual({
        from: '2026-11-01',
        to: '2026-11-01',
        tender: 'cash',
        patientId: 'pat-1',
        staffId: testStaff.id,
      }),
    );
  });

  it('filters « Reçu par » another staff member, named among those who took money, kept in the address', async () => {
    const api = renderPayments({
      'GET /api/admin/payments': () =>
        paymentList([paymentRow('pay-1')], {
          receivedBy: [
            { id: 'staff-amelie', name: 'Amélie Comptoir' },
            { id: testStaff.id, name: testStaff.fullName },
          ],
        }),
    });
    await rowOf('Léa Gagnon');
    const receivedBy = screen.getByLabelText(/^Reçu par/) as HTMLSelectElement;
    // Oneself once, as « Moi ».
    expect([...receivedBy.options].map((option) => option.textContent)).toEqual([
      'Tout le monde',
      'Moi',
      'En ligne (patient)',
      'Amélie Comptoir',
    ]);
    fireEvent.change(receivedBy, { target: { value: 'staff-amelie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ staffId: 'staff-amelie' }));
    expect((screen.getByLabelText(/^Reçu par/) as HTMLSelectElement).value).toBe('staff-amelie');
  });

  it('offers « Rembourser » only on a payment with something left to give back', async () => {
    renderPayments({
      'GET /api/admin/payments': () =>
        paymentList([
          paymentRow('pay-1'),
          paymentRow('pay-2', { patientName: 'Marc Roy', invoiceNumbers: ['F-00013'], refundableCents: 0 }),
        ]),
    });
    within(await rowOf('F-00012')).getByRole('button', { name: /^Rembourser/ });
    expect(within(await rowOf('F-00013')).queryByRole('button', { name: /^Rembourser/ })).toBeNull();
  });

  it('refunds part of a payment in the tender chosen, refusing more than is left in French', async () => {
    const api = renderPayments({
      'GET /api/admin/payments': () => paymentList([paymentRow('pay-1')]),
      'GET /api/admin/patients/pat-1/account': () => patientAccount(),
      'POST /api/admin/refunds': () => json(201, refunded('ref-9')),
    });
    fireEvent.click(within(await rowOf('F-00012')).getByRole('button', { name: /^Rembourser/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    const amount = await within(dialog).findByLabelText(/^Montant \(\$\)/);
    expect((amount as HTMLInputElement).value).toBe('30,00');
    expect([...dialog.querySelectorAll('dd')].map((fact) => fact.textContent)).toEqual([
      'Léa Gagnon',
      'Comptant, lundi 23 novembre 2026',
      formatMoney(3000),
    ]);
    expect((within(dialog).getByLabelText(/^Mode de paiement/) as HTMLSelectElement).value).toBe('cash');

    fireEvent.change(amount, { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await within(dialog).findByText(spaced(deskMessages.refundAbovePaid(formatMoney(3000))));
    await within(dialog).findByText('Veuillez remplir le champ « Raison du remboursement »');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(api.sent('POST', '/api/admin/refunds')).toEqual([]);

    fireEvent.change(amount, { target: { value: '20,50' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mode de paiement/), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText(/^Raison du remboursement/), { target: { value: 'Produit retourné' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await screen.findByText('Remboursement de 20,50 $ à Léa Gagnon enregistré.');
    const [sent] = api.sent('POST', '/api/admin/refunds') as Record<string, unknown>[];
    expect(sent).toMatchObject({ patientId: 'pat-1', paymentId: 'pay-1', tender: 'debit', amountCents: 2050, reason: 'Produit retourné' });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The notice is drawn in the commit that saves; the dialog closes in the next one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says « Remboursement … enregistré » after refunding all that was left, though the account read again has nothing left', async () => {
    let refunds = 0;
    renderPayments({
      'GET /api/admin/payments': () => paymentList([paymentRow('pay-1')]),
      // Once refunded, the payment has nothing left: the dialog must not trade its form for « nothing left ».
      'GET /api/admin/patients/pat-1/account': () => (refunds === 0 ? patientAccount() : patientAccount({ refundablePayments: [] })),
      'POST /api/admin/refunds': () => {
        refunds += 1;
        return json(201, refunded('ref-9'));
      },
    });
    fireEvent.click(within(await rowOf('F-00012')).getByRole('button', { name: /^Rembourser/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    await within(dialog).findByLabelText(/^Montant \(\$\)/);
    fireEvent.change(within(dialog).getByLabelText(/^Raison du remboursement/), { target: { value: 'Produit retourné' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    // Said in the page's live region, which stays once the dialog has closed (a message drawn only in
    // the dialog would vanish with it): no message, or the dialog trading its form for « nothing
    // left » before the refund's answer was said, fails here.
    const said = await screen.findByText(spaced(`Remboursement de ${formatMoney(3000)} à Léa Gagnon enregistré.`));
    expect(said.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(spaced(`Remboursement de ${formatMoney(3000)} à Léa Gagnon enregistré.`))).toBe(said);
    expect(refunds).toBe(1);
  });

  it('closes the refund dialog with Escape, without refunding, the focus back on its button', async () => {
    const api = renderPayments({
      'GET /api/admin/payments': () => paymentList([paymentRow('pay-1')]),
      'GET /api/admin/patients/pat-1/account': () => patientAccount(),
    });
    const button = within(await rowOf('F-00012')).getByRole('button', { name: /^Rembourser/ });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    const amount = await within(dialog).findByLabelText(/^Montant \(\$\)/);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.sent('POST', '/api/admin/refunds')).toEqual([]);
  });

  it('sends a card on file refund back to the card, and shows the server’s refusal', async () => {
    renderPayments({
      'GET /api/admin/payments': () => paymentList([paymentRow('pay-1', { tender: 'card_on_file', tenderLabel: 'Carte enregistrée' })]),
      'GET /api/admin/patients/pat-1/account': () => patientAccount(),
      'POST /api/admin/refunds': () =>
        failure(409, { error: { code: 'BILL_003', message: deskMessages.dayClosed('lundi 23 novembre 2026') } }),
    });
    fireEvent.click(within(await rowOf('Carte enregistrée')).getByRole('button', { name: /^Rembourser/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    await within(dialog).findByText('Le remboursement retourne sur la carte enregistrée qui a payé.');
    expect(within(dialog).queryByLabelText(/^Mode de paiement/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Raison du remboursement/), { target: { value: 'Erreur de montant' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(deskMessages.dayClosed('lundi 23 novembre 2026'));
  });

  it('gives the reception no other tender for a card payment: it goes back to the card, at the terminal for a debit card', async () => {
    renderPayments({
      'GET /api/admin/payments': () => paymentList([paymentRow('pay-1', { tender: 'debit', tenderLabel: 'Débit Interac' })]),
      'GET /api/admin/patients/pat-1/account': () => patientAccount(),
    });
    fireEvent.click(within(await rowOf('Débit Interac')).getByRole('button', { name: /^Rembourser/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    await within(dialog).findByText(/retourne sur la carte qui a payé, au terminal \(Débit Interac\)/);
    expect(within(dialog).queryByLabelText(/^Mode de paiement/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Pourquoi pas sur la carte/)).toBeNull();
  });

  it('lets the administration refund a card payment otherwise, only with a note saying why', async () => {
    const api = renderPayments(
      {
        'GET /api/admin/payments': () => paymentList([paymentRow('pay-1', { tender: 'card_on_file', tenderLabel: 'Carte enregistrée' })]),
        'GET /api/admin/patients/pat-1/account': () => patientAccount(),
        'POST /api/admin/refunds': () => json(200, refunded('ref-9')),
      },
      '/admin/payments',
      'admin',
    );
    fireEvent.click(within(await rowOf('Carte enregistrée')).getByRole('button', { name: /^Rembourser/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser un paiement' });
    const tender = (await within(dialog).findByLabelText(/^Mode de paiement/)) as HTMLSelectElement;
    expect(tender.value).toBe('card_on_file');
    expect(within(tender).getAllByRole('option')[0]?.textContent).toBe('Carte enregistrée — sur la carte qui a payé');
    expect(within(dialog).queryByLabelText(/^Pourquoi pas sur la carte/)).toBeNull();

    fireEvent.change(tender, { target: { value: 'cash' } });
    fireEvent.change(within(dialog).getByLabelText(/^Raison du remboursement/), { target: { value: 'Surplus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await within(dialog).findByText(deskMessages.offCardNoteRequired);
    expect(api.sent('POST', '/api/admin/refunds')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Pourquoi pas sur la carte/), { target: { value: 'Carte annulée' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await screen.findByText(/Remboursement de .* à Léa Gagnon enregistré\./);
    expect(api.sent('POST', '/api/admin/refunds')).toEqual([
      expect.objectContaining({ paymentId: 'pay-1', tender: 'cash', offCardNote: 'Carte annulée', reason: 'Surplus' }),
    ]);
  });

  it('refunds a patient’s account credit, the patient chosen first', async () => {
    const api = renderPayments({
      'GET /api/admin/payments': () => paymentList([]),
      'GET /api/admin/patients': () => ({
        patients: [listedPatient('pat-2', { firstName: 'Noé', lastName: 'Côté', phone: null, email: null })],
        nextCursor: null,
      }),
      'GET /api/admin/patients/pat-2/account': () => patientAccount({ creditCents: 1500, refundablePayments: [] }),
      'POST /api/admin/refunds': () => json(201, refunded('ref-1')),
    });
    await screen.findByText('Aucun paiement ni remboursement ne correspond à ces filtres.');
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser le crédit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser le crédit' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Patient/ }), { target: { value: 'Noé' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Noé Côté/ }));
    const amount = await within(dialog).findByLabelText(/^Montant \(\$\)/);
    expect((amount as HTMLInputElement).value).toBe('15,00');
    // Card on file is not offered: only a payment by card goes back to it.
    const tender = within(dialog).getByLabelText(/^Mode de paiement/) as HTMLSelectElement;
    expect([...tender.options].map((option) => option.value)).not.toContain('card_on_file');
    fireEvent.change(within(dialog).getByLabelText(/^Raison du remboursement/), { target: { value: 'Fin des traitements' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await within(dialog).findByText('Veuillez remplir le champ « Mode de paiement »');
    fireEvent.change(tender, { target: { value: 'cheque' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await screen.findByText('Remboursement de 15,00 $ à Noé Côté enregistré.');
    expect(api.sent('POST', '/api/admin/refunds')[0]).toMatchObject({ patientId: 'pat-2', tender: 'cheque', amountCents: 1500 });
    expect((api.sent('POST', '/api/admin/refunds')[0] as Record<string, unknown>).paymentId).toBeUndefined();
  });

  it('reads the account again before offering its credit: a reading cached before a credit note is not used', async () => {
    const api = renderPayments({
      'GET /api/admin/payments': () => paymentList([]),
      'GET /api/admin/patients': () => ({
        patients: [listedPatient('pat-2', { firstName: 'Noé', lastName: 'Côté', phone: null, email: null })],
        nextCursor: null,
      }),
      'GET /api/admin/patients/pat-2/account': () => patientAccount({ creditCents: 1500, refundablePayments: [] }),
    });
    // What the checkout read before the credit note, since marked stale by the desk's refresh.
    api.client.setQueryData(adminKeys.patientAccount('pat-2'), patientAccount({ creditCents: 0, refundablePayments: [] }));
    await api.client.invalidateQueries({ queryKey: adminKeys.patientAccount('pat-2') });
    await screen.findByText('Aucun paiement ni remboursement ne correspond à ces filtres.');
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser le crédit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser le crédit' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Patient/ }), { target: { value: 'Noé' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Noé Côté/ }));
    const amount = await within(dialog).findByLabelText(/^Montant \(\$\)/);
    expect((amount as HTMLInputElement).value).toBe('15,00');
    expect(within(dialog).queryByText(/n’a pas de crédit/)).toBeNull();
  });

  it('cancels a payment after asking, focus on « Garder le paiement », and says a refusal', async () => {
    let voids = 0;
    const api = renderPayments({
      'GET /api/admin/payments': () => paymentList([paymentRow('pay-1')]),
      'POST /api/admin/payments/pay-1/void': () => {
        voids += 1;
        return voids === 1
          ? failure(409, { error: { code: 'BILL_003', message: deskMessages.dayClosed('lundi 23 novembre 2026') } })
          : { id: 'pay-1', status: 'voided', invoices: [] };
      },
    });
    fireEvent.click(within(await rowOf('F-00012')).getByRole('button', { name: /^Annuler le paiement/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le paiement' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Garder le paiement'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('est fermée');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le paiement' }));
    await screen.findByText('Paiement de 50,00 $ de Léa Gagnon annulé.');
    expect(api.sent('POST', '/api/admin/payments/pay-1/void')).toHaveLength(2);
    // The list is read again.
    await waitFor(() => expect(asked(api).length).toBeGreaterThan(1));
  });

  it('lists the three sections for the reception, the open one marked', async () => {
    renderPayments({ 'GET /api/admin/payments': () => paymentList([]) });
    const menu = await screen.findByRole('navigation', { name: 'Sections de Paiements' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['Paiements', 'page'],
      ['Fermeture de caisse', null],
      ['Comptes à recevoir', null],
    ]);
  });
});
