// Test support for « Paiements »: rows, pages and a patient's account as the admin API answers them
// (shared-domain/billing/desk-payment-views), with `fields` changed. Imported by tests only.
import type { DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import type { DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import type { DeskPaymentList, DeskPaymentRow } from 'shared-domain/billing/desk-payment-views';

type PaymentPage = DeskPaymentList & { from: string; to: string };

export const paymentRow = (id: string, fields: Partial<DeskPaymentRow> = {}): DeskPaymentRow => ({
  id,
  kind: 'payment',
  status: 'completed',
  statusLabel: 'Complété',
  tender: 'cash',
  tenderLabel: 'Comptant',
  amountCents: 5000,
  receivedAt: '2026-11-23T15:30:00.000Z',
  businessDate: '2026-11-23',
  patientId: 'pat-1',
  patientName: 'Léa Gagnon',
  takenByName: 'Julie Roy',
  invoiceNumbers: ['F-00012'],
  dayClosed: false,
  note: null,
  refundableCents: 3000,
  settledAfterClose: null,
  ...fields,
});

/** A page of `GET /api/admin/payments`: the rows, their totals by tender and the period asked. */
export const paymentList = (payments: DeskPaymentRow[], fields: Partial<PaymentPage> = {}): PaymentPage => ({
  payments,
  from: '2026-11-23',
  to: '2026-11-23',
  totalsByTender: [{ tender: 'cash', tenderLabel: 'Comptant', amountCents: 5000 }],
  totalCents: 5000,
  receivedBy: [{ id: 'staff-julie', name: 'Julie Roy' }],
  nextCursor: null,
  ...fields,
});

export const patientAccount = (fields: Partial<DeskPatientAccount> = {}): DeskPatientAccount => ({
  patient: { id: 'pat-1', name: 'Léa Gagnon', email: 'lea@example.com' },
  openInvoices: [],
  drafts: [],
  owedCents: 0,
  creditCents: 0,
  balanceCents: 0,
  cards: [],
  refundablePayments: [
    {
      id: 'pay-1',
      tender: 'cash',
      tenderLabel: 'Comptant',
      receivedAt: '2026-11-23T15:30:00.000Z',
      amountCents: 5000,
      refundableCents: 3000,
    },
  ],
  ...fields,
});

export const cashDay = (fields: Partial<DeskCashDay> = {}): DeskCashDay => ({
  businessDate: '2026-11-23',
  expected: { cash: 15000, terminal: 42000, cheque: 0, etransfer: 8000 },
  cardOnFileCents: 9500,
  expectedCents: 74500,
  paymentsCount: 9,
  cashRoundingCents: 0,
  settledAfterClose: [],
  closing: null,
  history: [],
  ...fields,
});
