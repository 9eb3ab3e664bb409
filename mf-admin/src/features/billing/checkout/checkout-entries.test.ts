import { describe, expect, it } from 'vitest';
import { type CheckoutEntries, checkoutEntries } from './checkout-entries';

const start: CheckoutEntries = {
  selected: ['inv-1', 'inv-2'],
  useCredit: false,
  keepOverpayment: false,
  receivedOn: '2026-03-02',
  rows: [{ key: 1, tender: 'cash', amount: '80,00', cardId: '' }],
  lastRowKey: 1,
  errors: {},
  failure: undefined,
  sending: false,
  invalidCount: 0,
};

describe('checkoutEntries', () => {
  it('checks and unchecks invoices, and gives each tender row a key never used before', () => {
    let entries = checkoutEntries(start, { type: 'toggleInvoice', id: 'inv-1', checked: false });
    expect(entries.selected).toEqual(['inv-2']);
    entries = checkoutEntries(entries, { type: 'addRow', tender: 'cash', amount: '' });
    entries = checkoutEntries(entries, { type: 'removeRow', key: 2 });
    entries = checkoutEntries(entries, { type: 'addRow', tender: 'debit', amount: '10,00' });
    expect(entries.rows.map((row) => row.key)).toEqual([1, 3]);
    entries = checkoutEntries(entries, { type: 'changeRow', key: 3, change: { tender: 'card_on_file', cardId: 'pm-1' } });
    expect(entries.rows[1]).toEqual({ key: 3, tender: 'card_on_file', amount: '10,00', cardId: 'pm-1' });
  });

  it('clears the last refusal when sent, and counts each refusal beside a field so the focus moves again', () => {
    const refused = checkoutEntries({ ...start, failure: 'Avant' }, { type: 'refusedFields', errors: { receivedOn: 'Date future' } });
    expect(refused).toMatchObject({ errors: { receivedOn: 'Date future' }, failure: undefined, invalidCount: 1 });
    const sent = checkoutEntries(refused, { type: 'sent' });
    expect(sent).toMatchObject({ errors: {}, failure: undefined, sending: true });
    const failed = checkoutEntries(sent, { type: 'failed', message: 'Le serveur a refusé.' });
    expect(failed).toMatchObject({ failure: 'Le serveur a refusé.', sending: false, invalidCount: 1 });
  });
});
