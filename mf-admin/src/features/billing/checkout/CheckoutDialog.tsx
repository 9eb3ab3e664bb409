// « Encaisser », opened from an invoice, the list, the patient's file or Ma Journée
// (`?checkout=1`): the patient's invoices still owed and drafts, checked to be paid (the one it was
// opened from, else all of them), the amount due, the account credit with « Utiliser le crédit »,
// one or several tenders (cash, Interac, terminal, the card on file, e-transfer, cheque), what
// remains or is paid over (kept as credit only when « Garder le surplus en crédit » is checked) and
// the day received. The key made at the opening goes with every submission: a second click, or a
// retry after a lost answer, is answered from the first checkout and never charges twice. Refusals
// land beside their fields; success says what was paid, where the receipt went, and offers it to
// print or to send again (« Renvoyer le reçu », which says where it went).
import { useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import type { CheckoutResult } from './api/checkouts';
import { usePatientAccount } from './api/patient-account';
import { CheckoutDone } from './CheckoutDone';
import { CheckoutForm } from './CheckoutForm';
import { checkoutText as text } from './checkout-text';

export interface CheckoutDialogProps {
  open: boolean;
  patientId: string;
  /** The invoice it was opened from: the only one checked at first. */
  preselectedInvoiceId?: string | undefined;
  onClose(): void;
}

export function CheckoutDialog({ open, patientId, preselectedInvoiceId, onClose }: CheckoutDialogProps) {
  // While a checkout is on its way the dialog stays: its answer must be seen.
  const sending = useRef(false);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!sending.current) onClose();
      }}
      title={text.title}
      className="ui-dialog--sheet billing-dialog billing-checkout"
      initialFocus=".ui-dialog__close"
    >
      {open ? (
        <CheckoutContent
          key={patientId}
          patientId={patientId}
          preselectedInvoiceId={preselectedInvoiceId}
          onClose={onClose}
          onSending={(busy) => (sending.current = busy)}
        />
      ) : null}
    </Dialog>
  );
}

interface ContentProps {
  patientId: string;
  preselectedInvoiceId: string | undefined;
  onClose(): void;
  onSending(busy: boolean): void;
}

function CheckoutContent(props: ContentProps) {
  const account = usePatientAccount(props.patientId);
  const [result, setResult] = useState<CheckoutResult>();
  if (result) return <CheckoutDone result={result} onClose={props.onClose} />;
  // The form starts from what it reads (invoices chosen, credit offered): a reading made now, not one cached before the last change.
  if (account.isPending || !account.isFetchedAfterMount) return <LoadingState label={text.loading} />;
  if (account.isError && !account.data)
    return (
      <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void account.refetch()}>{text.retry}</Button>}>
        <p>{problemMessage(account.error)}</p>
      </Notice>
    );
  return <CheckoutForm {...props} account={account.data} onDone={setResult} />;
}
