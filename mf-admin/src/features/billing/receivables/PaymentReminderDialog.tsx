// « Envoyer un rappel de paiement »: asks before e-mailing the patient what is owed with
// a link that pays it in the portal. The focus starts on « Annuler », the choice that sends nothing;
// a refusal (no e-mail, nothing owed) is said in the dialog.
import { useMutation } from '@tanstack/react-query';
import { DialogForm, FormDialog, mutationFormControl } from 'shared-ui/FormDialog';
import { sendPaymentReminder } from './api/payment-reminder';
import { receivablesText as text } from './receivables-text';

export interface PaymentReminderDialogProps {
  open: boolean;
  patient: { patientId: string; patientName: string; email: string | null } | undefined;
  onClose(): void;
  onSent(message: string): void;
}

export function PaymentReminderDialog({ open, patient, onClose, onSent }: PaymentReminderDialogProps) {
  return (
    <FormDialog
      open={open && patient?.email != null}
      onClose={onClose}
      title={text.reminderTitle}
      className="payments-dialog"
      initialFocus=".payments-dialog__keep"
    >
      {/* Made at each opening: each opening starts without the last one's message. */}
      {patient?.email ? (
        <ReminderQuestion patientId={patient.patientId} name={patient.patientName} email={patient.email} onSent={onSent} />
      ) : null}
    </FormDialog>
  );
}

function ReminderQuestion({
  patientId,
  name,
  email,
  onSent,
}: { patientId: string; name: string; email: string } & Pick<PaymentReminderDialogProps, 'onSent'>) {
  const reminder = useMutation({
    mutationFn: () => sendPaymentReminder(patientId),
    onSuccess: () => onSent(text.reminderSent(name, email)),
  });
  return (
    <DialogForm
      form={mutationFormControl(reminder, () => reminder.mutate())}
      submit={{ label: text.reminderConfirm, busyLabel: text.reminderBusy, busyStatus: text.reminderBusy }}
      cancelLabel={text.reminderKeep}
      cancelClassName="payments-dialog__keep"
      failureTitle={text.reminderFailed}
      className="payments-dialog__body"
      actionsClassName="payments-dialog__actions"
      intro={
        <>
          <p>
            <strong>{text.reminderQuestion(name, email)}</strong>
          </p>
          <p>{text.reminderEffect}</p>
        </>
      }
    />
  );
}
