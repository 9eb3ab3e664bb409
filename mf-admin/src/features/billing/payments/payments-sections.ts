// The sections of « Paiements », in the order the menu lists them; each its own chunk,
// loaded when opened. A section declares who may open it: all three are the cash desk's books
// (`cashDesk`: not the practitioner, whom the server refuses anyway).
import { lazy, type ComponentType } from 'react';
import type { StaffAccess } from 'shared-domain/accounts/staff-role';
import { paymentsSectionIds } from './payments-links';
import { paymentsText as text } from './payments-text';

export interface PaymentsSection {
  /** The `?section=` of the address. */
  id: string;
  label: string;
  access: StaffAccess;
  Component: ComponentType;
}

export const paymentsSections: readonly PaymentsSection[] = [
  {
    id: paymentsSectionIds.payments,
    label: text.sections.payments,
    access: 'cashDesk',
    Component: lazy(() => import('./PaymentsSection').then((m) => ({ default: m.PaymentsSection }))),
  },
  {
    id: paymentsSectionIds.cashClosing,
    label: text.sections.cashClosing,
    access: 'cashDesk',
    Component: lazy(() => import('../cash-closing/CashClosingSection').then((m) => ({ default: m.CashClosingSection }))),
  },
  {
    id: paymentsSectionIds.receivables,
    label: text.sections.receivables,
    access: 'cashDesk',
    Component: lazy(() => import('../receivables/ReceivablesSection').then((m) => ({ default: m.ReceivablesSection }))),
  },
];
