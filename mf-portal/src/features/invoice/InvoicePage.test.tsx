import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from 'shared-domain/platform/format';
import { invoiceDocument } from 'shared-domain/billing/invoice';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  camille,
  currentLocation,
  json,
  type PortalAnswer,
  refusal,
  renderPortal,
  stubApi,
} from '../../test-support/portal-test-api';
import { invoiceText } from './invoice-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meRoute = 'GET /api/portal/me';
const invoiceId = '7c0e4a1b-0000-4000-8000-000000000001' as const;
const invoiceRoute = `GET /api/portal/invoices/${invoiceId}` as const;
const invoicePath = `/patient-portal/factures/${invoiceId}`;

const patient = {
  name: 'Camille Roy',
  email: 'camille.roy@courriel.example',
  phone: '5145550142',
  address: '123, rue des Érables\nMontréal (Québec) H2X 1Y4',
};
const clinic = {
  name: 'Clinique chiropratique Émilie Tremblay',
  practitionerName: 'Dre Émilie Tremblay',
  practitionerTitle: 'Chiropraticienne',
  licenceNumber: 'OCQ 2417',
  addressLines: ['4500, rue Saint-Denis', 'Montréal (QC) H2J 2K8'],
  phone: '514 555-0142',
  email: 'bonjour@clinique.example',
  gstNumber: '812345678 RT0001',
  qstNumber: '1234567890 TQ0001',
};

// The API's answer is shared-domain's document: built with it, so the page is tested on real rows.
const taxable: PortalAnswer<typeof invoiceRoute> = {
  invoice: {
    ...invoiceDocument({
      id: invoiceId,
      date: '2026-10-05',
      patient,
      lines: [
        { description: 'Suivi chiropratique', date: '2026-10-05', amountCents: 7500, taxCode: 'exempt' },
        { description: 'Coussin de grossesse', date: '2026-10-05', amountCents: 5995, taxCode: 'gst_qst' },
      ],
      paidCents: 7500,
      tenders: ['cash', 'debit'],
      notes: 'Merci de conserver cette facture.',
    }),
    id: invoiceId,
    status: 'unpaid',
    statusLabel: 'Impayée',
  },
  clinic,
};
const exempt: PortalAnswer<typeof invoiceRoute> = {
  invoice: {
    ...invoiceDocument({
      id: invoiceId,
      date: '2026-09-14',
      patient,
      lines: [{ description: 'Évaluation initiale', date: '2026-09-14', amountCents: 9500, taxCode: 'exempt' }],
      paidCents: 9500,
    }),
    id: invoiceId,
    status: 'paid',
    statusLabel: 'Payée',
  },
  clinic: { ...clinic, gstNumber: null, qstNumber: null },
};

type InvoiceAnswer = Answer<PortalAnswer<typeof invoiceRoute>>;

async function openInvoice(answer: InvoiceAnswer | InvoiceAnswer[]) {
  const api = stubApi({ [meRoute]: json(200, camille), [invoiceRoute]: answer });
  renderPortal(invoicePath);
  return api;
}

/** The totals block as label → amount, in order. */
function totals(): [string, string][] {
  const sheet = screen.getByRole('article');
  const block = sheet.querySelector('.invoice-sheet__totals') as HTMLElement;
  return within(block)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('the printable invoice', () => {
  it('prints a taxable invoice: clinic header with its tax numbers, number and dates, patient, services, GST and QST, notes', async () => {
    await openInvoice(json(200, taxable));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Facture INV-7C0E4A1B' });
    // Loaded, the heading takes the focus; the tab reads the invoice and the clinic.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Facture INV-7C0E4A1B — Clinique chiropratique Émilie Tremblay');

    const sheet = screen.getByRole('article', { name: 'Facture' });
    const address = sheet.querySelector('address') as HTMLElement;
    for (const line of [
      clinic.name,
      'Dre Émilie Tremblay, chiropraticienne',
      'N° de permis : OCQ 2417',
      ...clinic.addressLines,
      clinic.phone,
      clinic.email,
    ])
      within(address).getByText(line);
    within(sheet).getByText('N° de TPS : 812345678 RT0001');
    within(sheet).getByText('N° de TVQ : 1234567890 TQ0001');

    const facts = Object.fromEntries(
      within(sheet.querySelector('.invoice-sheet__facts') as HTMLElement)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Numéro: 'INV-7C0E4A1B',
      Date: 'lundi 5 octobre 2026',
      'Date d’échéance': 'lundi 5 octobre 2026',
      Statut: 'Impayée',
    });

    const billed = within(sheet).getByRole('region', { name: invoiceText.billedTo });
    within(billed).getByText('Camille Roy');
    within(billed).getByText('514 555-0142');
    within(billed).getByText(patient.email);

    const table = within(sheet).getByRole('table', { name: invoiceText.services });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['lundi 5 octobre 2026', 'Suivi chiropratique', formatMoney(7500)],
      ['lundi 5 octobre 2026', 'Coussin de grossesse (TPS et TVQ incluses)', formatMoney(5995)],
    ]);

    expect(totals()).toEqual(taxable.invoice.totalRows.map((row) => [row.label, row.amount]));
    // fr-CA writes a (no-break) space before the per cent sign.
    expect(totals().map(([label]) => label.replace(/\s/g, ' '))).toEqual([
      'Sous-total',
      'TPS (5 %)',
      'TVQ (9,975 %)',
      'Taxes (14,975 %)',
      'Total',
      'Payé',
      'Solde',
    ]);
    expect(totals().at(-1)?.[1]).toBe(formatMoney(5995));

    // The tenders it was really paid in.
    expect(within(sheet).getByText('Comptant, Débit Interac').textContent).toBe('Mode de paiement : Comptant, Débit Interac');
    within(within(sheet).getByRole('region', { name: invoiceText.notes })).getByText('Merci de conserver cette facture.');
    within(sheet).getByText(invoiceText.thanks);
  });

  it('prints an exempt invoice (chiropractic care only) without tax rates or registration numbers', async () => {
    await openInvoice(json(200, exempt));
    await screen.findByRole('heading', { level: 1, name: 'Facture INV-7C0E4A1B' });
    expect(totals()).toEqual([
      ['Sous-total', formatMoney(9500)],
      ['Taxes (exonéré)', formatMoney(0)],
      ['Total', formatMoney(9500)],
      ['Payé', formatMoney(9500)],
      ['Solde', formatMoney(0)],
    ]);
    const sheet = screen.getByRole('article', { name: 'Facture' });
    expect(within(sheet).queryByText(/TPS|TVQ/)).toBeNull();
    expect(within(sheet).queryByRole('region', { name: invoiceText.notes })).toBeNull();
    // Paid in no known tender: no « Mode de paiement » line rather than a guess.
    expect(within(sheet).queryByText(/Mode de paiement/)).toBeNull();
  });

  it('names the credit note in the totals block and owes nothing once it is taken off', async () => {
    // Paid 100,00 $ in full, then 54,99 $ credited: 45,01 $ stays applied, the rest became credit.
    const credited: PortalAnswer<typeof invoiceRoute> = {
      invoice: {
        ...invoiceDocument({
          id: invoiceId,
          number: 'F-00007',
          date: '2026-09-14',
          patient,
          lines: [{ description: 'Évaluation initiale', date: '2026-09-14', amountCents: 10000, taxCode: 'exempt' }],
          paidCents: 4501,
          standing: { creditNotes: [{ number: 'NC-00003', amountCents: 5499 }], status: 'paid' },
          tenders: ['cash'],
        }),
        id: invoiceId,
        status: 'paid',
        statusLabel: 'Payée',
      },
      clinic,
    };
    await openInvoice(json(200, credited));
    await screen.findByRole('heading', { level: 1, name: 'Facture F-00007' });
    expect(totals().slice(2)).toEqual([
      ['Total', formatMoney(10000)],
      ['Note de crédit NC-00003', formatMoney(-5499)],
      ['Payé', formatMoney(4501)],
      ['Solde', formatMoney(0)],
    ]);
  });

  it('says so when the clinic has nothing on the patient', async () => {
    await openInvoice(
      json(200, {
        ...exempt,
        invoice: { ...exempt.invoice, patientName: '', patientEmail: '', patientPhone: '', patientAddress: '' },
      }),
    );
    const billed = await screen.findByRole('region', { name: invoiceText.billedTo });
    within(billed).getByText(invoiceText.patientMissing);
  });

  it('prints with the browser’s print, downloads the PDF, and goes back to the portal', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openInvoice(json(200, taxable));
    await screen.findByRole('heading', { level: 1, name: 'Facture INV-7C0E4A1B' });
    fireEvent.click(screen.getByRole('button', { name: invoiceText.print }));
    expect(print).toHaveBeenCalledTimes(1);

    const download = screen.getByRole('link', { name: invoiceText.download });
    expect(download.getAttribute('href')).toBe(`/api/portal/invoices/${invoiceId}/pdf`);
    expect(download.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: invoiceText.back }));
    // The move waits for the Documents page's module (a transition), hence the wait.
    await waitFor(() => expect(currentLocation()).toBe('/patient-portal/documents'));
  });

  it('is a page of its own, behind the session guard but without the portal’s frame', async () => {
    await openInvoice(json(200, taxable));
    await screen.findByRole('heading', { level: 1, name: 'Facture INV-7C0E4A1B' });
    expect(screen.queryByRole('navigation', { name: 'Portail patient' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
  });

  it('sends a visitor without a session to the sign-in first', async () => {
    stubApi({ [meRoute]: refusal(401, 'AUTH_001', 'Veuillez vous connecter pour continuer.') });
    renderPortal(invoicePath);
    await screen.findByRole('heading', { level: 1, name: 'Connexion Patient' });
  });

  it('says « Facture introuvable » for an invoice that is not the patient’s (404), with the way back, and focuses it', async () => {
    await openInvoice(refusal(404, 'NOT_FOUND', 'Ressource introuvable.'));
    const heading = await screen.findByRole('heading', { level: 1, name: invoiceText.notFound });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByText(invoiceText.notFoundDetail);
    expect(screen.queryByRole('button', { name: invoiceText.print })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: invoiceText.back }));
    await waitFor(() => expect(currentLocation()).toBe('/patient-portal/documents'));
  });

  it('says « Erreur lors de la génération de la facture » when it cannot load, and « Réessayer » loads it', async () => {
    const api = await openInvoice([refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue'), json(200, taxable)]);
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('heading', { name: invoiceText.failed });
    within(alert).getByRole('link', { name: invoiceText.back });
    expect(screen.queryByRole('button', { name: invoiceText.print })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Facture INV-7C0E4A1B' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.to(invoiceRoute)).toHaveLength(2);
  });
});
