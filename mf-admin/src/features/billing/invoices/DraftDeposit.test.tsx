import { cleanup, screen, within } from '@testing-library/react';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminApi, json, signedIn } from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { InvoicesPage } from './InvoicesPage';
import { draftActions, invoiceDetail, invoiceSummary, invoicesPage } from './invoices-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The draft inv-1 opened from the address. */
function renderDraft(invoice: DeskInvoiceDetail) {
  const api = answerAdminApi({
    'GET /api/admin/me': signedIn,
    'GET /api/admin/invoices': () => json(200, invoicesPage([invoiceSummary('inv-1')])),
    'GET /api/admin/invoices/inv-1': () => json(200, { invoice }),
    'GET /api/admin/products': () => json(200, { products: [] }),
  });
  renderAdminPage(<InvoicesPage />, api, '/admin/billing?invoice=inv-1');
}

describe('Facturation › a draft whose visit has a deposit', () => {
  it('shows the deposit « Émettre » will take off and the amount due after it', async () => {
    // As the API answers a draft: nothing owed until issued.
    renderDraft(invoiceDetail('inv-1', { can: draftActions, openCents: 0, depositToApplyCents: 3000 }));
    const totals = await screen.findByRole('region', { name: 'Totaux' });
    within(totals).getByText('Dépôt à déduire : −30,00 $');
    // 85 $ owed, 30 $ already paid as the deposit.
    within(totals).getByText('Montant dû après le dépôt : 55,00 $');
    screen.getByRole('button', { name: /^Émettre/ });
  });

  it('says nothing of a deposit when there is none to apply', async () => {
    renderDraft(invoiceDetail('inv-1', { can: draftActions }));
    const totals = await screen.findByRole('region', { name: 'Totaux' });
    expect(within(totals).queryByText(/Dépôt/)).toBeNull();
  });
});
