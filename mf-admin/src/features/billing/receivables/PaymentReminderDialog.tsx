// « Envoyer un rappel de paiement » (issue 22): asks before e-mailing the patient what is owed with
// a link that pays it in the portal. The focus starts on « Annuler », the choice that sends nothing;
// a refusal (no e-mail, nothing owed) is said in the dialog.
import { useMutation } from '@tanstack/react-query';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { problemMessage } from 'shared-ui/problem-message';
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
    <Dialog
      open={open && patient?.email != null}
      onClose={onClose}
      title={text.reminderTitle}
      className="payments-dialog"
      initialFocus=".payments-dialog__keep"
    >
      {open && patient?.email ? (
        <ReminderQuestion
          patientId={patient.patientId}
          name={patient.patientName}
          email={patient.email}
          onClose={onClose}
          onSent={onSent}
        />
      ) : null}
    </Dialog>
  );
}

function ReminderQuestion({
  patientId,
  name,
  email,
  onClose,
  onSent,
}: { patientId: string; name: string; email: string } & Pick<PaymentReminderDialogProps, 'onClose' | 'onSent'>) {
  const reminder = useMutation({
    mutationFn: () => sendPaymentReminder(patientId),
    onSuccess: () => onSent(text.reminderSent(name, email)),
  });
  return (
    <div className="payments-dialog__body">
      <p>
        <strong>{text.reminderQuestion(name, email)}</strong>
      </p>
      <p>{text.reminderEffect}</p>
      <FormFailure title={text.reminderFailed} message={reminder.isError ? problemMessage(reminder.error) : undefined} />
      <div className="payments-dialog__actions">
        <Button aria-disabled={reminder.isPending || undefined} onClick={() => !reminder.isPending && reminder.mutate()}>
          {reminder.isPending ? text.reminderBusy : text.reminderConfirm}
        </Button>
        <Button variant="secondary" className="payments-dialog__keep" onClick={onClose}>
          {text.reminderKeep}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {reminder.isPending ? text.reminderBusy : ''}
      </p>
    </div>
  );
}
