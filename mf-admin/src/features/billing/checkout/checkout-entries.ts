// What the desk has entered in « Encaisser » and where the submission stands, as one state changed
// by named events (a reducer), instead of a value per field: the invoices checked, the credit used,
// the tenders, the surplus kept, the day received, the refusals and whether it is on its way.
import type { Tender } from 'shared-domain/billing/tender';
import type { CheckoutErrors, TenderRow } from './checkout-form';

export interface CheckoutEntries {
  selected: string[];
  useCredit: boolean;
  keepOverpayment: boolean;
  receivedOn: string;
  rows: TenderRow[];
  /** The last key given to a row: stable across removals. */
  lastRowKey: number;
  errors: CheckoutErrors;
  failure: string | undefined;
  sending: boolean;
  /** Counts the refusals beside fields: each moves the focus to the first field refused. */
  invalidCount: number;
}

export type CheckoutEvent =
  | { type: 'toggleInvoice'; id: string; checked: boolean }
  | { type: 'useCredit'; value: boolean }
  | { type: 'keepOverpayment'; value: boolean }
  | { type: 'receivedOn'; value: string }
  | { type: 'addRow'; tender: Tender; amount: string }
  | { type: 'changeRow'; key: number; change: Partial<TenderRow> }
  | { type: 'removeRow'; key: number }
  | { type: 'sent' }
  | { type: 'refusedFields'; errors: CheckoutErrors }
  | { type: 'failed'; message: string }
  | { type: 'answered' };

export function checkoutEntries(state: CheckoutEntries, change: CheckoutEvent): CheckoutEntries {
  switch (change.type) {
    case 'toggleInvoice':
      return {
        ...state,
        selected: change.checked ? [...state.selected, change.id] : state.selected.filter((shown) => shown !== change.id),
      };
    case 'useCredit':
      return { ...state, useCredit: change.value };
    case 'keepOverpayment':
      return { ...state, keepOverpayment: change.value };
    case 'receivedOn':
      return { ...state, receivedOn: change.value };
    case 'addRow': {
      const key = state.lastRowKey + 1;
      return { ...state, lastRowKey: key, rows: [...state.rows, { key, tender: change.tender, amount: change.amount, cardId: '' }] };
    }
    case 'changeRow':
      return { ...state, rows: state.rows.map((row) => (row.key === change.key ? { ...row, ...change.change } : row)) };
    case 'removeRow':
      return { ...state, rows: state.rows.filter((row) => row.key !== change.key) };
    case 'sent':
      return { ...state, errors: {}, failure: undefined, sending: true };
    case 'refusedFields':
      return { ...state, errors: change.errors, failure: undefined, sending: false, invalidCount: state.invalidCount + 1 };
    case 'failed':
      return { ...state, failure: change.message, sending: false };
    case 'answered':
      return { ...state, sending: false };
  }
}
