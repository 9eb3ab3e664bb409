// « Annuler le paiement » (issue 22): asks before cancelling a desk payment recorded by mistake,
// while its day is open (the server refuses a closed day, 409, said here). The focus starts on
// « Garder le paiement », the choice that changes nothing.
import { useMutation } from '@tanstack/react-query';
import { formatMoney } from 'shared-domain/format';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { problemMessage } from 'shared-ui/problem-message';
import type { PaymentRow } from './api/payments';
import { useRefreshDesk } from './api/refresh-desk';
import { voidPayment } from './api/refunds';
import { refundText as text } from './refund-text';

export interface VoidPaymentDialogProps {
  open: boolean;
  /** The payment (kept by the page after closing, so the dialog closes with its content). */
  payment: PaymentRow | undefined;
  onClose(): void;
  onVoided(message: string): void;
}

export function VoidPaymentDialog({ open, payment, onClose, onVoided }: VoidPaymentDialogProps) {
  return (
    <Dialog
      open={open && payment !== undefined}
      onClose={onClose}
      title={text.voidTitle}
      className="payments-dialog"
      initialFocus=".payments-dialog__keep"
    >
      {/* Only while open: each opening starts without the last one's message. */}
      {open && payment ? <VoidQuestion payment={payment} onClose={onClose} onVoided={onVoided} /> : null}
    </Dialog>
  );
}

function VoidQuestion({ payment, onClose, onVoided }: { payment: PaymentRow } & Pick<VoidPaymentDialogProps, 'onClose' | 'onVoided'>) {
  const refresh = useRefreshDesk();
  const amount = formatMoney(payment.amountCents);
  const cancellation = useMutation({
    mutationFn: () => voidPayment(payment.id),
    onSuccess: () => onVoided(text.voided(amount, payment.patientName)),
    // Voided or not, the list shows the payment as it now is.
    onSettled: () => refresh(),
  });
  return (
    <div className="payments-dialog__body">
      <p>
        <strong>{text.voidQuestion(amount, payment.patientName)}</strong>
      </p>
      <p>{text.voidEffect}</p>
      <FormFailure title={text.voidFailed} message={cancellation.isError ? problemMessage(cancellation.error) : undefined} />
      <div className="payments-dialog__actions">
        <Button aria-disabled={cancellation.isPending || undefined} onClick={() => !cancellation.isPending && cancellation.mutate()}>
          {cancellation.isPending ? text.voidBusy : text.voidConfirm}
        </Button>
        <Button variant="secondary" className="payments-dialog__keep" onClick={onClose}>
          {text.voidKeep}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {cancellation.isPending ? text.voidBusy : ''}
      </p>
    </div>
  );
}
