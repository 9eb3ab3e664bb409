import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camille, currentLocation, json, type PortalAnswer, refusal, renderPortal, stubApi } from '../../test-support/portal-test-api';
import { documentsText } from './documents-text';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meRoute = 'GET /api/portal/me';
const invoicesRoute = 'GET /api/portal/invoices';
const receiptsRoute = 'GET /api/portal/insurance-receipts';
const creditNotesRoute = 'GET /api/portal/credit-notes';
const statementsRoute = 'GET /api/portal/yearly-statements';

type ListedInvoice = PortalAnswer<typeof invoicesRoute>['invoices'][number];

const overdue: ListedInvoice = {
  id: '7c0e4a1b-0000-4000-8000-000000000001',
  number: 'INV-7C0E4A1B',
  issuedOn: '2026-10-05',
  dueOn: '2026-10-05',
  totalCents: 7500,
  creditedCents: 0,
  paidCents: 0,
  balanceCents: 7500,
  status: 'overdue',
  statusLabel: 'En retard',
};
const paid: ListedInvoice = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  number: 'INV-A1B2C3D4',
  issuedOn: '2026-09-14',
  dueOn: '2026-09-14',
  totalCents: 13495,
  creditedCents: 0,
  paidCents: 13495,
  balanceCents: 0,
  status: 'paid',
  statusLabel: 'Payée',
};
const receipt = {
  appointmentId: 'e5f6a7b8-0000-4000-8000-000000000003',
  number: 'R-00042',
  visitDate: '2026-09-14',
  service: 'Suivi chiropratique',
  amountPaidCents: 7500,
};

const serverError = refusal(500, 'INTERNAL', 'Une erreur inattendue est survenue');

async function openDocuments(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    [meRoute]: json(200, camille),
    [creditNotesRoute]: json(200, { creditNotes: [] }),
    [statementsRoute]: json(200, { years: [] }),
    ...routes,
  });
  renderPortal('/patient-portal/documents');
  await screen.findByRole('heading', { level: 1, name: 'Documents' });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('« Documents »: the invoices', () => {
  it('lists each invoice with its number, date, total, status in words and what is still owed, newest first as sent', async () => {
    await openDocuments({ [invoicesRoute]: json(200, { invoices: [overdue, paid] }), [receiptsRoute]: json(200, { receipts: [] }) });
    const invoices = section(documentsText.invoices);
    const cards = await within(invoices).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['INV-7C0E4A1B', 'INV-A1B2C3D4']);

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('lundi 5 octobre 2026');
    expect(within(first).getByText(documentsText.invoiceTotal).nextElementSibling?.textContent).toBe(formatMoney(7500));
    expect(within(first).getByText('En retard').textContent).toBe('Statut : En retard');
    expect(within(first).getByText(documentsText.invoiceBalance).nextElementSibling?.textContent).toBe(formatMoney(7500));
    expect(within(second).getByText(documentsText.invoiceTotal).nextElementSibling?.textContent).toBe(formatMoney(13495));
    within(second).getByText('Payée');
    // Paid in full: its balance reads 0, and nothing was credited.
    expect(within(second).getByText(documentsText.invoiceBalance).nextElementSibling?.textContent).toBe(formatMoney(0));
    expect(within(second).queryByText(documentsText.invoiceCredited)).toBeNull();
    // No credit note: no section for them.
    expect(screen.queryByRole('region', { name: documentsText.creditNotes })).toBeNull();
  });

  it('shows what credit notes took off a paid invoice, its balance at 0, and lists the credit notes with their PDF', async () => {
    const partlyCredited: ListedInvoice = { ...paid, totalCents: 10000, creditedCents: 5499, paidCents: 4501, balanceCents: 0 };
    const note = {
      id: 'c0ffee00-0000-4000-8000-000000000004',
      number: 'NC-00003',
      issuedOn: '2026-09-20',
      amountCents: 5499,
      invoiceId: paid.id,
      invoiceNumber: paid.number,
    };
    await openDocuments({
      [invoicesRoute]: json(200, { invoices: [partlyCredited] }),
      [creditNotesRoute]: json(200, { creditNotes: [note] }),
      [receiptsRoute]: json(200, { receipts: [] }),
    });
    const [card] = await within(section(documentsText.invoices)).findAllByRole('listitem');
    const detail = (label: string) => within(card as HTMLElement).getByText(label).nextElementSibling?.textContent;
    expect(detail(documentsText.invoiceCredited)).toBe(formatMoney(-5499));
    expect(detail(documentsText.invoiceBalance)).toBe(formatMoney(0));

    const notes = await screen.findByRole('region', { name: documentsText.creditNotes });
    const [noteCard] = within(notes).getAllByRole('listitem');
    within(noteCard as HTMLElement).getByRole('heading', { level: 3, name: 'NC-00003' });
    expect(within(noteCard as HTMLElement).getByText(documentsText.creditNoteInvoice).nextElementSibling?.textContent).toBe(paid.number);
    expect(within(noteCard as HTMLElement).getByText(documentsText.creditNoteAmount).nextElementSibling?.textContent).toBe(
      formatMoney(-5499),
    );
    const download = within(noteCard as HTMLElement).getByRole('link', { name: 'Télécharger la note de crédit (PDF) NC-00003' });
    expect(download.getAttribute('href')).toBe(`/api/portal/credit-notes/${note.id}/pdf`);
  });

  it('opens an invoice as its page, and downloads its PDF from the API by a plain link', async () => {
    await openDocuments({ [invoicesRoute]: json(200, { invoices: [overdue] }), [receiptsRoute]: json(200, { receipts: [] }) });
    const download = await screen.findByRole('link', { name: 'Télécharger le PDF INV-7C0E4A1B' });
    expect(download.getAttribute('href')).toBe(`/api/portal/invoices/${overdue.id}/pdf`);
    expect(download.hasAttribute('download')).toBe(true);

    const view = screen.getByRole('link', { name: 'Voir la facture INV-7C0E4A1B' });
    expect(view.getAttribute('href')).toBe(`/patient-portal/factures/${overdue.id}`);
    fireEvent.click(view);
    await waitFor(() => expect(currentLocation()).toBe(`/patient-portal/factures/${overdue.id}`));
  });

  it('says when there is none', async () => {
    await openDocuments({ [invoicesRoute]: json(200, { invoices: [] }), [receiptsRoute]: json(200, { receipts: [] }) });
    await within(section(documentsText.invoices)).findByText(documentsText.invoicesEmpty);
    expect(within(section(documentsText.invoices)).queryByRole('list')).toBeNull();
  });

  it('shows a load failure with « Réessayer », which loads again, while the receipts show as usual', async () => {
    const api = await openDocuments({
      [invoicesRoute]: [refusal(503, 'DB_002', 'La base de données est momentanément indisponible.'), json(200, { invoices: [paid] })],
      [receiptsRoute]: json(200, { receipts: [receipt] }),
    });
    const invoices = section(documentsText.invoices);
    const alert = await within(invoices).findByRole('alert');
    within(alert).getByRole('heading', { name: documentsText.invoicesFailed });
    expect(alert.textContent).toContain('La base de données est momentanément indisponible.');
    await within(section(documentsText.receipts)).findByRole('heading', { name: 'R-00042' });

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await within(invoices).findByRole('heading', { name: 'INV-A1B2C3D4' });
    expect(within(invoices).queryByRole('alert')).toBeNull();
    expect(api.to(invoicesRoute)).toHaveLength(2);
  });

  it('after a retry that fails again, puts the focus on the new message', async () => {
    await openDocuments({ [invoicesRoute]: serverError, [receiptsRoute]: json(200, { receipts: [] }) });
    const invoices = section(documentsText.invoices);
    fireEvent.click(await within(invoices).findByRole('button', { name: 'Réessayer' }));
    const heading = await within(invoices).findByRole('heading', { name: documentsText.invoicesFailed });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(invoices).getByRole('alert').textContent).toContain('Une erreur inattendue est survenue');
  });
});

describe('« Documents »: the insurance receipts', () => {
  it('says what they are for, and lists each with its number, visit date, service, amount paid and its PDF', async () => {
    await openDocuments({ [invoicesRoute]: json(200, { invoices: [] }), [receiptsRoute]: json(200, { receipts: [receipt] }) });
    const receipts = section(documentsText.receipts);
    within(receipts).getByText(documentsText.receiptsPurpose);
    const [card] = await within(receipts).findAllByRole('listitem');
    expect(within(card as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('R-00042');
    expect(card?.textContent).toContain('lundi 14 septembre 2026');
    expect(card?.textContent).toContain('Suivi chiropratique');
    expect(within(card as HTMLElement).getByText(documentsText.amountPaid).nextElementSibling?.textContent).toBe(formatMoney(7500));
    const download = within(card as HTMLElement).getByRole('link', { name: 'Télécharger le reçu (PDF) R-00042' });
    expect(download.getAttribute('href')).toBe(`/api/portal/insurance-receipts/${receipt.appointmentId}/pdf`);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('names a receipt not printed yet by its visit: its number is given at its first download', async () => {
    await openDocuments({
      [invoicesRoute]: json(200, { invoices: [] }),
      [receiptsRoute]: json(200, { receipts: [{ ...receipt, number: null }] }),
    });
    const [card] = await within(section(documentsText.receipts)).findAllByRole('listitem');
    expect(within(card as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Reçu de la visite du lundi 14 septembre 2026');
    within(card as HTMLElement).getByRole('link', { name: 'Télécharger le reçu (PDF) Reçu de la visite du lundi 14 septembre 2026' });
  });

  it('says when there is none, and which visits get one', async () => {
    await openDocuments({ [invoicesRoute]: json(200, { invoices: [paid] }), [receiptsRoute]: json(200, { receipts: [] }) });
    const receipts = section(documentsText.receipts);
    await within(receipts).findByText(documentsText.receiptsEmpty);
    within(receipts).getByText(documentsText.receiptsEmptyDetail);
  });

  it('shows its own load failure with « Réessayer », the invoices staying listed', async () => {
    const api = await openDocuments({
      [invoicesRoute]: json(200, { invoices: [paid] }),
      [receiptsRoute]: [serverError, json(200, { receipts: [receipt] })],
    });
    const receipts = section(documentsText.receipts);
    const alert = await within(receipts).findByRole('alert');
    within(alert).getByRole('heading', { name: documentsText.receiptsFailed });
    within(section(documentsText.invoices)).getByRole('heading', { name: 'INV-A1B2C3D4' });

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await within(receipts).findByRole('heading', { name: 'R-00042' });
    expect(api.to(receiptsRoute)).toHaveLength(2);
  });
});

describe('« Documents »: the yearly statements of care expenses', () => {
  it('offers each past year’s statement as a PDF, newest first', async () => {
    await openDocuments({
      [invoicesRoute]: json(200, { invoices: [] }),
      [receiptsRoute]: json(200, { receipts: [] }),
      [statementsRoute]: json(200, { years: [2026, 2025] }),
    });
    const statements = await screen.findByRole('region', { name: documentsText.statements });
    const cards = await within(statements).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Relevé 2026', 'Relevé 2025']);
    const download = within(cards[0] as HTMLElement).getByRole('link', { name: `${documentsText.downloadStatement} 2026` });
    expect(download.getAttribute('href')).toBe('/api/portal/yearly-statements/2026/pdf');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('says nothing of statements to a patient without a past year of paid visits', async () => {
    await openDocuments({ [invoicesRoute]: json(200, { invoices: [] }), [receiptsRoute]: json(200, { receipts: [] }) });
    await screen.findByRole('region', { name: documentsText.receipts });
    await waitFor(() => expect(screen.queryByText(documentsText.statementsLoading)).toBeNull());
    expect(screen.queryByRole('region', { name: documentsText.statements })).toBeNull();
  });
});
