// The portal's look where a review found it wrong, checked on the real
// stylesheets as happy-dom computes them (shared-ui/test-support/stylesheets): notices lined up
// with the tab's content with no wide gap under the title, the transactions in the kit's stacked
// table (one line for a date, an amount and an invoice's number), and on a phone « Menu » beside
// the welcome with « Se déconnecter » in the slide-over.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { questionnaireDefinitions } from 'shared-domain/clinical/outcome-measures';
import sidebarCss from 'shared-ui/SidebarLayout.css?raw';
import stackedTableCss from 'shared-ui/StackedTable.css?raw';
import kitCss from 'shared-ui/styles.css?raw';
import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { camille, json, type PortalAnswer, renderPortal, stubApi } from '../../test-support/portal-test-api';
import cardsCss from '../cards/cards.css?raw';
import questionnairesCss from '../questionnaires/questionnaires.css?raw';
import transactionsCss from '../transactions/transactions.css?raw';
import portalCss from './portal.css?raw';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss, sidebarCss, stackedTableCss, portalCss, questionnairesCss, cardsCss, transactionsCss);
});

afterEach(() => {
  cleanup();
  unload();
  vi.unstubAllGlobals();
  setViewport(1024);
});

const pending = {
  id: 'q-pain',
  sentAt: '2026-11-16T14:00:00.000Z',
  appointmentDate: '2026-11-30',
  appointmentTime: '09:30',
  definition: questionnaireDefinitions.pain_nrs,
};

const transaction: PortalAnswer<'GET /api/portal/transactions'>['transactions'][number] = {
  id: 't1',
  createdAt: '2026-11-24T15:00:00.000Z',
  description: 'Ajustement chiropratique',
  amountCents: 8500,
  status: 'completed',
  statusLabel: 'Complété',
  invoices: [{ id: 'i1', number: 'F-00012' }],
};

function openTab(path: string) {
  stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/appointments': json(200, { appointments: [] }),
    'GET /api/portal/questionnaires': json(200, { questionnaires: [pending] }),
    'GET /api/portal/intake': json(200, { tasks: [] }),
    'GET /api/portal/balance': json(200, { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] }),
    'GET /api/portal/payment-methods': json(200, { sandbox: true, cards: [] }),
    'GET /api/portal/transactions': json(200, { transactions: [transaction], nextCursor: null }),
  });
  renderPortal(path);
}

const style = (element: Element) => getComputedStyle(element);

describe('the portal at 1280 px', () => {
  beforeEach(() => setViewport(1280));

  it('puts the pending questionnaires right under « Rendez-vous », at the content’s left edge', async () => {
    openTab('/patient-portal/rendez-vous');
    const section = await screen.findByRole('region', { name: 'Questionnaires à remplir' });
    expect(style(section).marginTop).toBe('0px');
    expect(style(section).marginLeft).toBe('0px');
    expect(style(section).maxWidth).toBe('none');
  });

  it('aligns the sandbox notice with the content, and shows the transactions as the kit’s table, one line for the date, amount and invoice', async () => {
    openTab('/patient-portal/paiements');
    const sandbox = (await screen.findByRole('heading', { name: 'Mode test' })).closest('.ui-notice') as HTMLElement;
    expect([style(sandbox).marginLeft, style(sandbox).maxWidth]).toEqual(['0px', 'none']);

    const transactions = await screen.findByRole('region', { name: 'Transactions' });
    const table = await within(transactions).findByRole('table');
    expect(table.closest('.ui-stacked-table')).not.toBeNull();
    const [date, description, amount, status, invoice] = within(table).getAllByRole('cell');
    expect(style(date as HTMLElement).display).not.toBe('block');
    expect([date, amount, status, invoice].map((cell) => style(cell as HTMLElement).whiteSpace)).toEqual([
      'nowrap',
      'nowrap',
      'nowrap',
      'nowrap',
    ]);
    expect(style(description as HTMLElement).whiteSpace).not.toBe('nowrap');
    within(invoice as HTMLElement).getByRole('button', { name: 'Facture F-00012' });
  });
});

describe('the portal on a phone (390 px)', () => {
  beforeEach(() => setViewport(390));

  it('stacks each transaction as labelled lines', async () => {
    openTab('/patient-portal/paiements');
    const table = await within(await screen.findByRole('region', { name: 'Transactions' })).findByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => style(cell).display)).toEqual(['block', 'block', 'block', 'block', 'block']);
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Date', 'Description', 'Montant', 'Statut', 'Facture']);
  });

  it('has « Menu » beside the welcome, and « Se déconnecter » at the end of the slide-over', async () => {
    openTab('/patient-portal/rendez-vous');
    const banner = await screen.findByRole('banner');
    await within(banner).findByText('Bonjour Camille');
    expect(
      Array.from(banner.children)
        .filter((child) => style(child).display !== 'none')
        .map((child) => child.textContent),
    ).toEqual(['☰Menu', 'Bonjour Camille']);
    expect(within(banner).queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    const slideOver = document.querySelector('nav.ui-sidebar') as HTMLElement;
    expect(slideOver.getAttribute('aria-label')).toBe('Portail patient');
    expect(slideOver.lastElementChild?.textContent).toBe('Se déconnecter');
    await waitFor(() => expect(style(screen.getByText('Bonjour Camille')).flexBasis).not.toBe('100%'));
  });
});
