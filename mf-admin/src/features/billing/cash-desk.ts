// Whether the signed-in staff member works the cash desk (`cashDesk`, shared-domain/accounts/staff-role):
// she takes payments, refunds, starts sales and changes invoices. The practitioner reads the
// invoices: the screens hide what moves money from her, and the server refuses it anyway.
import { mayAccess } from 'shared-domain/accounts/staff-role';
import type { DeskInvoiceDetail } from 'shared-domain/billing/desk-invoice-views';
import { useSignedInRole } from '../back-office/session/api/me';

/** False until the role is known, so a money action never shows to a role that may not use it. */
export function useCashDesk(): boolean {
  const role = useSignedInRole();
  return role !== undefined && mayAccess(role, 'cashDesk');
}

/** What a reader of an invoice may do on it: read it, and print what reading allows (the insurance receipt). */
export function readOnlyInvoice(can: DeskInvoiceDetail['can']): DeskInvoiceDetail['can'] {
  return { edit: false, issue: false, send: false, waive: false, credit: false, checkout: false, insuranceReceipt: can.insuranceReceipt };
}
