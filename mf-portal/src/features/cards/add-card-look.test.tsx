// The add-card dialog's look on a phone, on the real stylesheets as happy-dom
// computes them (shared-ui/test-support/stylesheets): the expiry and the CVV share their rows, so
// their inputs stay on one line when « Date d'expiration » wraps over two; the billing address is a
// group set apart from the field above it, its legend read as its heading.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import kitCss from 'shared-ui/styles.css?raw';
import { loadStylesheets, setViewport } from 'shared-ui/test-support/stylesheets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { camille, json, renderPortal, stubApi } from '../../test-support/portal-test-api';
import cardsCss from './cards.css?raw';

let unload: () => void;
beforeEach(() => {
  unload = loadStylesheets(kitCss, cardsCss);
  setViewport(390, 844);
});

afterEach(() => {
  cleanup();
  unload();
  vi.unstubAllGlobals();
  setViewport(1024);
});

async function openDialog() {
  stubApi({
    'GET /api/portal/me': json(200, camille),
    'GET /api/portal/balance': json(200, { unpaidCents: 0, overdueCents: 0, totalCents: 0, creditCents: 0, invoices: [] }),
    'GET /api/portal/payment-methods': json(200, { sandbox: true, cards: [] }),
    'GET /api/portal/transactions': json(200, { transactions: [], nextCursor: null }),
  });
  renderPortal('/patient-portal/paiements');
  fireEvent.click((await screen.findAllByRole('button', { name: 'Ajouter une carte' }))[0] as HTMLElement);
  return screen.getByRole('dialog', { name: 'Ajouter une carte' });
}

const style = (element: Element) => getComputedStyle(element);
const px = (value: string) => {
  const rem = /^([\d.]+)rem$/.exec(value.trim());
  return rem ? Number(rem[1]) * 16 : Number.parseFloat(value);
};

describe('the add-card dialog on a phone (390 px)', () => {
  it('lines up the expiry and CVV inputs: both fields share their label, hint, input and error rows', async () => {
    const dialog = await openDialog();
    const expiry = within(dialog).getByLabelText(/^Date d'expiration/);
    const cvv = within(dialog).getByLabelText(/^CVV/);
    const [expiryField, cvvField] = [expiry, cvv].map((input) => input.closest('.ui-field') as HTMLElement);
    expect(expiryField?.parentElement).toBe(cvvField?.parentElement);
    for (const field of [expiryField, cvvField] as HTMLElement[]) {
      expect([style(field).display, style(field).gridTemplateRows, style(field).gridRow]).toEqual(['grid', 'subgrid', 'span 4']);
      // Each part in its own shared row, whichever of them a field shows (an error under one only).
      expect(style(field.querySelector('.ui-field__label') as HTMLElement).gridRow).toBe('1');
      expect(style(field.querySelector('.ui-field__hint') as HTMLElement).gridRow).toBe('2');
      expect(style(field.querySelector('input') as HTMLElement).gridRow).toBe('3');
      // A one-line label sits right above its hint, not at the top of a two-line row.
      expect(style(field.querySelector('.ui-field__label') as HTMLElement).alignSelf).toBe('end');
    }
    // The rows' own gap would open space between a label, its hint and its input.
    const pair = style(expiryField?.parentElement as HTMLElement);
    expect(px((pair.rowGap || pair.gap).split(' ')[0] ?? '')).toBe(0);
  });

  it('sets the billing address apart from the cardholder’s name, its legend as the group’s heading', async () => {
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'Adresse de facturation' });
    // At least a field's own spacing above it (the kit's Field: --space-3).
    expect(px(style(group).marginTop)).toBeGreaterThanOrEqual(16);
    const legend = group.querySelector('legend') as HTMLElement;
    expect(style(legend).paddingLeft).toBe('0px');
    expect(Number(style(legend).fontWeight)).toBeGreaterThanOrEqual(700);
  });
});
