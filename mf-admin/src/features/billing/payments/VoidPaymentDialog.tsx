// « Annuler le paiement »: asks before cancelling a desk payment recorded by mistake,
// while its day is open (the server refuses a closed day, 409, said here). The focus starts on
// « Garder le paiement », the choice that changes nothing.
import { useMutation } from '@tanstack/react-query';
import { formatMoney } from 'shared-domain/platform/format';
import { DialogForm, FormDialog, mutationFormControl } from 'shared-ui/FormDialog';
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
    <FormDialog
      open={open && payment !== undefined}
      onClose={onClose}
      title={text.voidTitle}
      className="payments-dialog"
      initialFocus=".payments-dialog__keep"
    >
      {/* Made at each opening: each opening starts without the last one's message. */}
      {payment ? <VoidQuestion payment={payment} onVoided={onVoided} /> : null}
    </FormDialog>
  );
}

function VoidQuestion({ payment, onVoided }: { payment: PaymentRow } & Pick<VoidPaymentDialogProps, 'onVoided'>) {
  const refresh = useRefreshDesk();
  const amount = formatMoney(payment.amountCents);
  const cancellation = useMutation({
    mutationFn: () => voidPayment(payment.id),
    onSuccess: () => onVoided(text.voided(amount, payment.patientName)),
    // Voided or not, the list shows the payment as it now is.
    onSettled: () => refresh(),
  });
  return (
    <DialogForm
      form={mutationFormControl(cancellation, () => cancellation.mutate())}
      submit={{ label: text.voidConfirm, busyLabel: text.voidBusy, busyStatus: text.voidBusy }}
      cancelLabel={text.voidKeep}
      cancelClassName="payments-dialog__keep"
      failureTitle={text.voidFailed}
      className="payments-dialog__body"
      actionsClassName="payments-dialog__actions"
      intro={
        <>
          <p>
            <strong>{text.voidQuestion(amount, payment.patientName)}</strong>
          </p>
          <p>{text.voidEffect}</p>
        </>
      }
    />
  );
}
