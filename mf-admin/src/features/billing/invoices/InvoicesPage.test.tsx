import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { deskInvoiceStatusLabels } from 'shared-domain/billing/payment-status';
import { invoiceTotalRows, invoiceTotals } from 'shared-domain/billing/invoice';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import { formatMoney } from 'shared-domain/platform/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminAnswer,
  answerAdminApi,
  type AdminStubRoutes,
  json,
  refusal,
  signedIn,
  type StubApi,
} from '../../../test-support/admin-stub-api';
import { renderAdminPage } from '../../../test-support/render-admin-page';
import { listedPatient } from '../../../test-support/patients';
import { testStaff } from '../../../test-support/staff';
import { InvoicesPage } from './InvoicesPage';
import { draftActions, invoiceDetail, invoiceLine, invoiceSummary, invoicesPage, owedActions } from './invoices-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBilling(routes: AdminStubRoutes, path = '/admin/billing') {
  const api = answerAdminApi({ 'GET /api/admin/me': signedIn, ...routes });
  renderAdminPage(<InvoicesPage />, api, path);
  return api;
}

/** The query of each GET /invoices, in order. */
const listQueries = (api: StubApi) =>
  api.requests
    .filter((request) => request.url.pathname === '/api/admin/invoices')
    .map((request) => Object.fromEntries(request.url.searchParams));

/** Messages with a no-break space (« 69,95 $ ») are matched as written: the default normalizer would turn it into a space. */
const exactly = (text: string) => text;

describe('Facturation › the list', () => {
  it('lists the invoices (number or « Brouillon », patient, date, type, state, total, balance), each opening its invoice', async () => {
    renderBilling({
      'GET /api/admin/invoices': () =>
        json(
          200,
          invoicesPage([
            invoiceSummary('inv-1'),
            invoiceSummary('inv-2', {
              number: 'F-00012',
              status: 'partial',
              statusLabel: 'Partiellement payée',
              patientName: 'Marc Roy',
              totalCents: 11_497,
              paidCents: 5000,
              openCents: 6497,
            }),
          ]),
        ),
    });
    const table = await screen.findByRole('region', { name: 'Factures' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NuméroPatientDateTypeStatutTotalSolde',
      `Brouillon — Léa GagnonLéa Gagnonlundi 23 novembre 2026VisiteBrouillon${formatMoney(8500)}${formatMoney(8500)}`,
      `F-00012 — Marc RoyMarc Roylundi 23 novembre 2026VisitePartiellement payée${formatMoney(11_497)}${formatMoney(6497)}`,
    ]);
    expect(screen.getByRole('link', { name: 'F-00012 — Marc Roy' }).getAttribute('href')).toBe('/admin/billing?invoice=inv-2');
    screen.getByText('2 factures affichées.');
  });

  it('filters by status from the address and writes a new choice into it, drafts included', async () => {
    const api = renderBilling({ 'GET /api/admin/invoices': () => json(200, invoicesPage([])) }, '/admin/billing?status=overdue');
    await screen.findByText('Aucune facture ne correspond à ces filtres.');
    const status = screen.getByRole('combobox', { name: /Statut/ });
    expect((status as HTMLSelectElement).value).toBe('overdue');
    fireEvent.change(status, { target: { value: 'draft' } });
    await waitFor(() => expect(listQueries(api).at(-1)).toEqual({ status: 'draft' }));
    expect(listQueries(api)[0]).toEqual({ status: 'overdue' });
    within(status).getByRole('option', { name: deskInvoiceStatusLabels.draft });
  });

  it('says so when the clinic has no invoice yet', async () => {
    renderBilling({ 'GET /api/admin/invoices': () => json(200, invoicesPage([])) });
    await screen.findByText(/Aucune facture pour le moment/);
    expect(screen.queryByRole('region', { name: 'Factures' })).toBeNull();
  });

  it('pages with « Charger plus » (the cursor of the last page), the focus on the first new row', async () => {
    const api = renderBilling({
      'GET /api/admin/invoices': ({ url }) =>
        url.searchParams.get('cursor') === 'c-2'
          ? json(200, invoicesPage([invoiceSummary('inv-3', { patientName: 'Anne Dubé' })]))
          : json(200, invoicesPage([invoiceSummary('inv-1'), invoiceSummary('inv-2', { patientName: 'Marc Roy' })], 'c-2')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Charger plus' }));
    await screen.findByText('Anne Dubé');
    expect(listQueries(api).at(-1)).toEqual({ cursor: 'c-2' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Anne Dubé'));
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('says why the list could not be read, with « Réessayer »', async () => {
    let fail = true;
    renderBilling({
      'GET /api/admin/invoices': () =>
        fail ? refusal(500, 'INTERNAL', 'Erreur interne') : json(200, invoicesPage([invoiceSummary('inv-1')])),
    });
    await screen.findByText('Erreur lors du chargement des factures');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('region', { name: 'Factures' });
  });
});

describe('Facturation › the search', () => {
  it('searches a number or a patient’s name once the typing pauses (2 characters at least), kept in the address beside the filters', async () => {
    const api = renderBilling(
      {
        'GET /api/admin/invoices': ({ url }) =>
          json(
            200,
            invoicesPage(
              url.searchParams.get('q') === 'Roy'
                ? [invoiceSummary('inv-2', { number: 'F-00012', patientName: 'Marc Roy' })]
                : [invoiceSummary('inv-1'), invoiceSummary('inv-2', { number: 'F-00012', patientName: 'Marc Roy' })],
            ),
          ),
      },
      '/admin/billing?status=unpaid',
    );
    const box = await screen.findByRole('searchbox', { name: /Rechercher/ });
    await screen.findByText('2 factures affichées.');
    // One character asks nothing, even with Enter.
    fireEvent.change(box, { target: { value: 'R' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    fireEvent.change(box, { target: { value: 'Roy' } });
    await screen.findByText('1 facture affichée.');
    expect(listQueries(api)).toEqual([{ status: 'unpaid' }, { status: 'unpaid', q: 'Roy' }]);
    // The invoice's link keeps the search, so « Retour aux factures » and « Back » find it.
    expect(screen.getByRole('link', { name: 'F-00012 — Marc Roy' }).getAttribute('href')).toBe(
      '/admin/billing?status=unpaid&q=Roy&invoice=inv-2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await screen.findByText('2 factures affichées.');
    expect((box as HTMLInputElement).value).toBe('');
    expect(listQueries(api).at(-1)).toEqual({});
  });

  it('reads the search from the address and sends Enter at once; a refusal of the server is said in French', async () => {
    const tooLong = 'La recherche compte au plus 100 caractères';
    const api = renderBilling(
      {
        'GET /api/admin/invoices': ({ url }) =>
          url.searchParams.get('q') === 'F-0001'
            ? refusal(422, 'VAL_001', tooLong, { q: tooLong })
            : json(200, invoicesPage([invoiceSummary('inv-2', { number: 'F-00012', patientName: 'Marc Roy' })])),
      },
      '/admin/billing?q=F-00012',
    );
    const box = await screen.findByRole('searchbox', { name: /Rechercher/ });
    expect((box as HTMLInputElement).value).toBe('F-00012');
    await screen.findByText('1 facture affichée.');
    fireEvent.change(box, { target: { value: 'F-0001' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await screen.findByText('Erreur lors du chargement des factures');
    screen.getByText(tooLong);
    expect(listQueries(api)).toEqual([{ q: 'F-00012' }, { q: 'F-0001' }]);
  });
});

const patientFound = listedPatient('pat-2', { firstName: 'Noé', lastName: 'Côté', phone: null, email: 'noe@example.com' });
const sale = invoiceDetail('inv-9', {
  kind: 'sale',
  kindLabel: 'Vente au comptoir',
  appointmentId: null,
  patientId: 'pat-2',
  patientName: 'Noé Côté',
  patient: { id: 'pat-2', name: 'Noé Côté', email: 'noe@example.com' },
  lines: [],
  totalCents: 0,
  openCents: 0,
  totalRows: [{ label: 'Total', amount: '0,00 $' }],
  can: { ...draftActions, issue: false, send: false, checkout: false },
});

describe('Facturation › « Nouvelle vente »', () => {
  it('starts a counter sale for the patient chosen and opens it to add products; no patient is refused in French, nothing sent', async () => {
    const api = renderBilling({
      'GET /api/admin/invoices': () => json(200, invoicesPage([])),
      'GET /api/admin/patients': () => json(200, { patients: [patientFound], nextCursor: null }),
      'POST /api/admin/invoices': () => json(201, { invoice: sale }),
      'GET /api/admin/invoices/inv-9': () => json(200, { invoice: sale }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle vente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commencer la vente' }));
    await within(dialog).findByText(deskMessages.patientRequired);
    const box = within(dialog).getByRole('combobox', { name: /^Patient/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', '/api/admin/invoices')).toEqual([]);
    fireEvent.change(box, { target: { value: 'Noé' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Noé Côté/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commencer la vente' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /Brouillon de facture/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.sent('POST', '/api/admin/invoices')).toEqual([{ patientId: 'pat-2' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('Vente au comptoir');
    screen.getByRole('button', { name: 'Ajouter un produit' });
    expect(screen.getByRole('link', { name: 'Retour aux factures' }).getAttribute('href')).toBe('/admin/billing');
  });

  it('starts with the patient the list is filtered to', async () => {
    const api = renderBilling(
      {
        'GET /api/admin/invoices': () =>
          json(200, invoicesPage([invoiceSummary('inv-1', { patientId: 'pat-2', patientName: 'Noé Côté' })])),
        'POST /api/admin/invoices': () => json(201, { invoice: sale }),
        'GET /api/admin/invoices/inv-9': () => json(200, { invoice: sale }),
      },
      '/admin/billing?patient=pat-2',
    );
    await screen.findByText('1 facture affichée.');
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle vente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
    within(dialog).getByText('Noé Côté');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commencer la vente' }));
    await screen.findByRole('heading', { level: 2, name: /Brouillon de facture/ });
    expect(api.sent('POST', '/api/admin/invoices')).toEqual([{ patientId: 'pat-2' }]);
  });

  it('says beside the patient why the server refused the sale, and stays open', async () => {
    renderBilling({
      'GET /api/admin/invoices': () => json(200, invoicesPage([])),
      'GET /api/admin/patients': () => json(200, { patients: [patientFound], nextCursor: null }),
      'POST /api/admin/invoices': () => refusal(422, 'VAL_001', 'Données invalides', { patientId: deskMessages.patientNotFound }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle vente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle vente' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Patient/ }), { target: { value: 'Noé' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Noé Côté/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Commencer la vente' }));
    await within(dialog).findByText(deskMessages.patientNotFound);
    screen.getByRole('dialog', { name: 'Nouvelle vente' });
    expect(screen.queryByRole('heading', { name: /Brouillon de facture/ })).toBeNull();
  });
});

const products: AdminAnswer<'GET /api/admin/products'>['products'] = [
  { id: 'oreiller', name: 'Oreiller cervical', description: '', priceCents: 6995, taxCode: 'gst_qst', isActive: true, displayOrder: 1 },
  { id: 'rouleau', name: 'Rouleau de massage', description: '', priceCents: 2999, taxCode: 'gst_qst', isActive: false, displayOrder: 2 },
];

/** One invoice opened from the address; the stub answers it as `held.current`, which a change replaces. */
function renderInvoice(start: DeskInvoiceDetail, changes: (held: { current: DeskInvoiceDetail }) => AdminStubRoutes = () => ({})) {
  const held = { current: start };
  const api = renderBilling(
    {
      'GET /api/admin/invoices': () => json(200, invoicesPage([invoiceSummary(start.id)])),
      [`GET /api/admin/invoices/${start.id}` as const]: () => json(200, { invoice: held.current }),
      'GET /api/admin/products': () => json(200, { products }),
      ...changes(held),
    },
    `/admin/billing?invoice=${start.id}`,
  );
  return { api, held };
}

const draft = (fields: Partial<DeskInvoiceDetail> = {}) => invoiceDetail('inv-1', { can: draftActions, ...fields });
const issued = (fields: Partial<DeskInvoiceDetail> = {}) =>
  invoiceDetail('inv-1', {
    number: 'F-00012',
    status: 'unpaid',
    statusLabel: 'Émise',
    can: owedActions,
    lines: [
      invoiceLine('line-1', { creditableCents: 8500 }),
      invoiceLine('line-2', {
        description: 'Oreiller cervical',
        taxCode: 'gst_qst',
        amountCents: 6995,
        creditableCents: 6995,
        productId: 'oreiller',
      }),
    ],
    ...fields,
  });

describe('Facturation › an invoice', () => {
  it('shows a draft: heading, patient, lines with their taxes, the totals block, its actions; the focus on its heading', async () => {
    renderInvoice(
      draft({
        lines: [invoiceLine('line-1'), invoiceLine('line-2', { description: 'Oreiller cervical', taxCode: 'gst_qst', amountCents: 6995 })],
        totalRows: [
          { label: 'Sous-total', amount: '154,95 $' },
          { label: 'TPS (5 %)', amount: '3,50 $' },
          { label: 'Total', amount: '158,45 $' },
        ],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: /Brouillon de facture/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByRole('link', { name: 'Ouvrir le dossier de Léa Gagnon' });
    const lines = screen.getByRole('region', { name: 'Lignes de la facture' });
    expect(within(lines).getAllByRole('row')[2]?.textContent).toContain('Taxable (TPS + TVQ)');
    expect(screen.getByRole('region', { name: 'Totaux' }).textContent).toBe('Sous-total154,95 $TPS (5 %)3,50 $Total158,45 $');
    for (const name of [
      'Encaisser',
      'Ajouter un produit',
      'Ajouter une ligne libre',
      'Émettre',
      'Envoyer par courriel',
      'Supprimer le brouillon',
    ])
      screen.getByRole('button', { name });
    screen.getByRole('button', { name: 'Retirer : Oreiller cervical' });
    expect(screen.queryByRole('button', { name: 'Note de crédit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Télécharger le PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour aux factures' }).getAttribute('href')).toBe('/admin/billing');
  });

  it('adds an active product with its quantity; a missing choice is said in French and nothing is sent', async () => {
    const added = draft({
      lines: [invoiceLine('line-1'), invoiceLine('line-2', { description: 'Oreiller cervical', quantity: 2, amountCents: 13_990 })],
    });
    const { api } = renderInvoice(draft(), (held) => ({
      'POST /api/admin/invoices/inv-1/lines': () => {
        held.current = added;
        return json(201, { invoice: added });
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un produit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un produit' });
    const product = await within(dialog).findByRole('combobox', { name: /Produit/ });
    expect(within(product).queryByRole('option', { name: /Rouleau/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await within(dialog).findByText('Produit est introuvable');
    await waitFor(() => expect(document.activeElement).toBe(product));
    expect(api.sent('POST', '/api/admin/invoices/inv-1/lines')).toEqual([]);
    fireEvent.change(product, { target: { value: 'oreiller' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Quantité/ }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Ligne ajoutée');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/lines')).toEqual([{ productId: 'oreiller', quantity: 2 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: 'Retirer : Oreiller cervical' });
  });

  it('adds a free line typed the fr-CA way; an amount it cannot read is refused beside the field', async () => {
    const { api } = renderInvoice(draft(), (held) => ({
      'POST /api/admin/invoices/inv-1/lines': () => json(201, { invoice: held.current }),
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une ligne libre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une ligne libre' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), { target: { value: 'Bande élastique' } });
    const amount = within(dialog).getByRole('textbox', { name: /Montant/ });
    fireEvent.change(amount, { target: { value: '12,5,0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await within(dialog).findByText(deskMessages.amountInvalid('Montant ($)'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/lines')).toEqual([]);
    fireEvent.change(amount, { target: { value: '1 234,50 $' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Ligne ajoutée');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/lines')).toEqual([
      { description: 'Bande élastique', amountCents: 123_450, taxCode: 'gst_qst' },
    ]);
  });

  it('shows a refusal of the server beside the field it names (the line amount)', async () => {
    renderInvoice(draft(), () => ({
      'PATCH /api/admin/invoices/inv-1/lines/line-1': () =>
        refusal(422, 'VAL_001', 'Données invalides', { amountCents: deskMessages.amountTooLarge('Montant ($)') }),
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le montant : Ajustement chiropratique' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le montant' });
    const amount = within(dialog).getByRole('textbox', { name: /Montant/ });
    expect((amount as HTMLInputElement).value).toBe('85,00');
    fireEvent.change(amount, { target: { value: '99999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog).findByText(deskMessages.amountTooLarge('Montant ($)'));
  });

  /** « Émettre », then the confirmation's own button; the dialog. */
  const issueConfirmed = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Émettre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Émettre la facture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Émettre la facture' }));
    return dialog;
  };

  it('asks before « Émettre » numbers the invoice for good, the draft kept on the choice that takes the focus', async () => {
    const { api } = renderInvoice(draft(), () => ({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Émettre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Émettre la facture' });
    within(dialog).getByText(/reçoit son numéro définitif/);
    const keep = within(dialog).getByRole('button', { name: 'Garder le brouillon' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST', '/api/admin/invoices/inv-1/issue')).toEqual([]);
  });

  it('says why « Émettre » was refused (the invoice changed meanwhile) and reads it again', async () => {
    const { api } = renderInvoice(draft(), () => ({
      'POST /api/admin/invoices/inv-1/issue': () => refusal(409, 'BILL_002', deskMessages.balanceChanged),
    }));
    const dialog = await issueConfirmed();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(deskMessages.balanceChanged);
    await waitFor(() => expect(api.requests.filter((request) => request.url.pathname === '/api/admin/invoices/inv-1')).toHaveLength(2));
  });

  it('opens the delete confirmation clear of an earlier failure, and shows its own', async () => {
    renderInvoice(draft(), () => ({
      'POST /api/admin/invoices/inv-1/issue': () => refusal(409, 'BILL_002', deskMessages.balanceChanged),
      'DELETE /api/admin/invoices/inv-1': () => refusal(409, 'BILL_003', 'Cette facture a déjà été émise.'),
    }));
    const issuing = await issueConfirmed();
    expect((await within(issuing).findByRole('alert')).textContent).toContain(deskMessages.balanceChanged);
    fireEvent.click(within(issuing).getByRole('button', { name: 'Garder le brouillon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le brouillon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le brouillon' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le brouillon' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Cette facture a déjà été émise.');
  });

  it('issues and sends a draft, each said in the status line', async () => {
    const { api } = renderInvoice(draft(), (held) => ({
      'POST /api/admin/invoices/inv-1/issue': () => {
        held.current = issued();
        return json(200, { invoice: held.current });
      },
      'POST /api/admin/invoices/inv-1/send': () => json(200, { invoice: held.current, emailedTo: 'lea@example.com' }),
    }));
    await issueConfirmed();
    await screen.findByText('Facture émise : elle est numérotée et ne se modifie plus');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('heading', { level: 2, name: /Facture F-00012/ });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer par courriel' }));
    await screen.findByText('Facture envoyée à lea@example.com');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/issue')).toHaveLength(1);
  });

  it('waives a fee only with a reason, and the optional note', async () => {
    const fee = draft({ kind: 'no_show_fee', kindLabel: 'Frais d’absence', can: { ...draftActions, waive: true } });
    const { api } = renderInvoice(fee, (held) => ({
      'POST /api/admin/invoices/inv-1/waiver': () => {
        held.current = { ...fee, status: 'waived', can: { ...draftActions, edit: false, issue: false, send: false, checkout: false } };
        return json(200, { invoice: held.current });
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Renoncer aux frais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renoncer aux frais' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renoncer aux frais' }));
    await within(dialog).findByText('Veuillez remplir le champ « Raison de la renonciation »');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/waiver')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Raison/ }), { target: { value: 'illness' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Grippe, a appelé le matin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renoncer aux frais' }));
    // Once saved, « Frais annulés » is both the invoice's badge and the status line: wait for the line.
    await waitFor(() => expect(screen.getAllByRole('status').map((line) => line.textContent)).toContain('Frais annulés'));
    expect(api.sent('POST', '/api/admin/invoices/inv-1/waiver')).toEqual([{ reason: 'illness', note: 'Grippe, a appelé le matin' }]);
  });

  it('credits chosen lines up to what is left on each; more is refused in French before sending', async () => {
    const { api } = renderInvoice(issued(), (held) => ({
      'POST /api/admin/invoices/inv-1/credit-notes': () =>
        json(201, { creditNote: { id: 'cn-1', number: 'NC-00001' }, invoice: held.current }),
    }));
    expect((await screen.findByRole('link', { name: 'Télécharger le PDF' })).getAttribute('href')).toBe('/api/admin/invoices/inv-1/pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Note de crédit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note de crédit' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Certaines lignes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Oreiller cervical/ }));
    const amount = within(dialog).getByRole('textbox', { name: /Montant à créditer sur « Oreiller cervical »/ });
    expect((amount as HTMLInputElement).value).toBe('69,95');
    fireEvent.change(amount, { target: { value: '70' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Raison/ }), { target: { value: 'Produit retourné' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Émettre la note de crédit' }));
    await within(dialog).findByText(deskMessages.creditAboveLine(formatMoney(6995)), { normalizer: exactly });
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(api.sent('POST', '/api/admin/invoices/inv-1/credit-notes')).toEqual([]);
    fireEvent.change(amount, { target: { value: '69,95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Émettre la note de crédit' }));
    await screen.findByText('Note de crédit émise');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/credit-notes')).toEqual([
      { whole: false, lines: [{ invoiceLineId: 'line-2', amountCents: 6995 }], reason: 'Produit retourné' },
    ]);
  });

  it('requires the reason of a whole credit note', async () => {
    const { api } = renderInvoice(issued());
    fireEvent.click(await screen.findByRole('button', { name: 'Note de crédit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note de crédit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Émettre la note de crédit' }));
    await within(dialog).findByText('Veuillez remplir le champ « Raison de la note de crédit »');
    expect(api.sent('POST', '/api/admin/invoices/inv-1/credit-notes')).toEqual([]);
  });

  it('closes a dialog with Escape, the focus back on the button that opened it', async () => {
    renderInvoice(draft());
    const opener = await screen.findByRole('button', { name: 'Ajouter une ligne libre' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une ligne libre' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Description/ })));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('deletes a draft after confirming, back to the list', async () => {
    const { api } = renderInvoice(draft(), () => ({
      'DELETE /api/admin/invoices/inv-1': () => json(200, { deleted: 'inv-1' }),
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le brouillon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le brouillon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le brouillon' }));
    await screen.findByRole('region', { name: 'Factures' });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('shows a partly credited paid invoice with its credit note and « Solde 0,00 $ », and offers its insurance receipt', async () => {
    // The totals block is shared-domain's, as the server sends it.
    const totals = invoiceTotals([{ description: 'Traitement', date: '2026-11-23', amountCents: 10_000, taxCode: 'exempt' }], 4_501, {
      creditNotes: [{ number: 'NC-00003', amountCents: 5_499 }],
      status: 'paid',
    });
    renderInvoice(
      issued({
        status: 'paid',
        statusLabel: 'Payée',
        creditedCents: 5_499,
        paidCents: 4_501,
        openCents: 0,
        totalRows: invoiceTotalRows(totals, false),
        can: { ...owedActions, checkout: false, insuranceReceipt: true },
      }),
    );
    const block = await screen.findByRole('region', { name: 'Totaux' });
    const rows = within(block)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows.slice(-4)).toEqual([
      `Total ${formatMoney(10_000)}`,
      `Note de crédit NC-00003 ${formatMoney(-5_499)}`,
      `Payé ${formatMoney(4_501)}`,
      `Solde ${formatMoney(0)}`,
    ]);
    const receipt = screen.getByRole('link', { name: 'Reçu pour assurance' });
    expect(receipt.getAttribute('href')).toBe('/api/admin/invoices/inv-1/insurance-receipt');
    expect(receipt.hasAttribute('download')).toBe(true);
  });

  it('reads a waived fee as « Frais annulés », never as a draft, with nothing owed', async () => {
    renderInvoice(
      invoiceDetail('inv-1', {
        kind: 'no_show_fee',
        kindLabel: 'Frais d’absence',
        status: 'waived',
        statusLabel: 'Frais annulés',
        openCents: 0,
        totalRows: invoiceTotalRows(
          invoiceTotals([{ description: 'Frais', date: '2026-11-23', amountCents: 4_000, taxCode: 'exempt' }], 0, { status: 'waived' }),
          false,
        ),
      }),
    );
    await screen.findByRole('heading', { level: 2, name: /^Frais annulés/ });
    expect(screen.queryByText(/Brouillon/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Totaux' })).getByText('Solde').nextElementSibling?.textContent).toBe(formatMoney(0));
    expect(screen.queryByRole('link', { name: 'Reçu pour assurance' })).toBeNull();
  });

  it('links each credit note to its PDF', async () => {
    renderInvoice(
      issued({
        creditNotes: [
          { id: 'cn-1', number: 'NC-00001', issuedOn: '2026-11-24', amountCents: 6995, reason: 'Produit retourné', lines: [] },
          { id: 'cn-2', number: 'NC-00002', issuedOn: '2026-11-25', amountCents: 1000, reason: 'Geste commercial', lines: [] },
        ],
      }),
    );
    const first = await screen.findByRole('link', { name: 'PDF de la note de crédit NC-00001' });
    expect(first.getAttribute('href')).toBe('/api/admin/credit-notes/cn-1/pdf');
    expect(screen.getByRole('link', { name: 'PDF de la note de crédit NC-00002' }).getAttribute('href')).toBe(
      '/api/admin/credit-notes/cn-2/pdf',
    );
  });

  it('offers each checkout’s receipt among the payments applied, printed or sent again (a refusal said in French); none for a payment made online', async () => {
    let sends = 0;
    const payment = (paymentId: string, fields: Partial<DeskInvoiceDetail['payments'][number]>) => ({
      paymentId,
      tender: 'cash' as const,
      tenderLabel: 'Comptant',
      amountCents: 2000,
      receivedAt: '2026-11-23T15:00:00.000Z',
      takenByName: 'Julie Roy',
      checkoutId: 'chk-1',
      ...fields,
    });
    const { api } = renderInvoice(
      issued({
        status: 'partial',
        payments: [
          payment('pay-1', {}),
          payment('pay-2', { tender: 'debit', tenderLabel: 'Interac', amountCents: 3000 }),
          payment('pay-3', { tender: 'card_on_file', tenderLabel: 'Carte enregistrée', takenByName: null, checkoutId: null }),
        ],
      }),
      () => ({
        'POST /api/admin/checkouts/chk-1/receipt-email': () => {
          sends += 1;
          return sends === 1 ? refusal(422, 'VAL_001', deskMessages.noEmail) : json(200, { receiptEmailedTo: 'lea@example.com' });
        },
      }),
    );
    const payments = await screen.findByRole('region', { name: 'Paiements appliqués' });
    const resend = within(payments).getAllByRole('button', { name: /^Renvoyer le reçu/ });
    expect(resend).toHaveLength(1);
    const print = within(payments).getAllByRole('link', { name: /^Imprimer le reçu/ });
    expect(print.map((link) => link.getAttribute('href'))).toEqual(['/api/admin/checkouts/chk-1/receipt.pdf']);
    expect(resend[0]?.textContent).toMatch(/de l’encaissement du/);
    fireEvent.click(resend[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toContain(deskMessages.noEmail);
    fireEvent.click(resend[0] as HTMLElement);
    await screen.findByText('Le reçu a été renvoyé à lea@example.com.');
    expect(api.sent('POST', '/api/admin/checkouts/chk-1/receipt-email')).toHaveLength(2);
  });

  it('says when the invoice does not exist', async () => {
    renderBilling(
      { 'GET /api/admin/invoices/nope': () => refusal(404, 'NOT_FOUND', deskMessages.invoiceNotFound) },
      '/admin/billing?invoice=nope',
    );
    await screen.findByRole('heading', { name: 'Facture introuvable' });
  });
});

// The practitioner reads the invoices; money moves at the cash desk (admin and reception), and the
// server refuses her anyway: the screens show her no action that moves it.
describe('Facturation › read by the practitioner', () => {
  const asPractitioner = { 'GET /api/admin/me': () => ({ ...testStaff, role: 'practitioner' as const }) };
  const moneyActions = [
    'Encaisser',
    'Ajouter un produit',
    'Ajouter une ligne libre',
    'Émettre',
    'Envoyer par courriel',
    'Renoncer aux frais',
    'Note de crédit',
    'Supprimer le brouillon',
  ];

  it('lists the invoices without « Nouvelle vente » nor « Encaisser », and never opens the checkout from the address', async () => {
    const api = renderBilling(
      {
        ...asPractitioner,
        'GET /api/admin/invoices': () =>
          json(200, invoicesPage([invoiceSummary('inv-1', { patientId: 'pat-2', patientName: 'Noé Côté' })])),
      },
      '/admin/billing?patient=pat-2&checkout=1',
    );
    await screen.findByText('1 facture affichée.');
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === '/api/admin/me')).toBe(true));
    screen.getByRole('link', { name: 'Brouillon — Noé Côté' });
    expect(screen.queryByRole('button', { name: 'Nouvelle vente' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Encaisser/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.filter((request) => request.url.pathname === '/api/admin/patients/pat-2/account')).toEqual([]);
  });

  it('shows an issued invoice read-only: its lines, payments and PDFs, no action that moves money nor « Renvoyer le reçu »', async () => {
    renderInvoice(
      issued({
        status: 'partial',
        can: { ...owedActions, waive: true },
        payments: [
          {
            paymentId: 'pay-1',
            tender: 'cash',
            tenderLabel: 'Comptant',
            amountCents: 2000,
            receivedAt: '2026-11-23T15:00:00.000Z',
            takenByName: 'Julie Roy',
            checkoutId: 'chk-1',
          },
        ],
      }),
      () => asPractitioner,
    );
    await screen.findByRole('heading', { level: 2, name: /F-00012/ });
    const pdf = await screen.findByRole('link', { name: 'Télécharger le PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/admin/invoices/inv-1/pdf');
    const payments = screen.getByRole('region', { name: 'Paiements appliqués' });
    expect(
      within(payments)
        .getAllByRole('link', { name: /^Imprimer le reçu/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/api/admin/checkouts/chk-1/receipt.pdf']);
    expect(within(payments).queryByRole('button', { name: /^Renvoyer le reçu/ })).toBeNull();
    for (const name of moneyActions) expect(screen.queryByRole('button', { name }), name).toBeNull();
  });

  it('shows a draft read-only: no line to add, adjust or remove, nothing to issue, send or delete', async () => {
    renderInvoice(
      draft({ lines: [invoiceLine('line-1'), invoiceLine('line-2', { description: 'Oreiller cervical', amountCents: 6995 })] }),
      () => asPractitioner,
    );
    const lines = await screen.findByRole('region', { name: 'Lignes de la facture' });
    within(lines).getByText('Oreiller cervical');
    expect(within(lines).queryAllByRole('button')).toEqual([]);
    for (const name of moneyActions) expect(screen.queryByRole('button', { name }), name).toBeNull();
  });

  it('gives the same draft its actions at the cash desk (the reception)', async () => {
    renderInvoice(draft(), () => ({ 'GET /api/admin/me': () => ({ ...testStaff, role: 'reception' as const }) }));
    for (const name of ['Encaisser', 'Ajouter un produit', 'Émettre', 'Supprimer le brouillon'])
      await screen.findByRole('button', { name });
  });
});
