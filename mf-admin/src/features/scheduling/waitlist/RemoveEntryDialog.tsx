// « Retirer »: asks before taking someone off the waitlist (their pending invitation is cancelled
// with them). The focus starts on « Annuler », the choice that changes nothing. A refusal (already
// removed, say) is said in the dialog, and the list is read again behind it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from 'shared-ui/api-result';
import { DialogForm, FormDialog, mutationFormControl } from 'shared-ui/FormDialog';
import { removeWaitlistEntry } from './api/remove-entry';
import { slotOffersQueryKey } from './api/slot-offers';
import type { WaitlistEntryView } from './api/waitlist';
import { waitlistQueryKey } from './api/waitlist';
import { waitlistText as text } from './waitlist-text';
import './follow-up.css';

export interface RemoveEntryDialogProps {
  open: boolean;
  /** The person to remove (kept by the page after closing, so the dialog closes properly). */
  entry: WaitlistEntryView | undefined;
  onClose(): void;
  /** Removed, and the lists read again. */
  onRemoved(entry: WaitlistEntryView): void;
}

export function RemoveEntryDialog({ open, entry, onClose, onRemoved }: RemoveEntryDialogProps) {
  return (
    <FormDialog
      open={open && entry !== undefined}
      onClose={onClose}
      title={text.removeHeading}
      className="follow-up-dialog"
      initialFocus=".follow-up-dialog__keep"
    >
      {/* Made at each opening: each opening starts without the last one's message. */}
      {entry ? <RemoveEntryQuestion entry={entry} onRemoved={onRemoved} /> : null}
    </FormDialog>
  );
}

function RemoveEntryQuestion({ entry, onRemoved }: { entry: WaitlistEntryView } & Pick<RemoveEntryDialogProps, 'onRemoved'>) {
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => removeWaitlistEntry(entry.id),
    onSuccess: async () => {
      // The place of everyone after them changes, and an invitation they held is cancelled.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: slotOffersQueryKey }),
      ]);
      onRemoved(entry);
    },
    onError: (error) => {
      // Gone already (another screen, the person's own link): show the list as it now is.
      if (error instanceof ApiRequestError && error.status === 404) void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
    },
  });
  return (
    <DialogForm
      form={mutationFormControl(removal, () => removal.mutate())}
      submit={{ label: text.removeConfirm, busyLabel: text.removeBusy, busyStatus: text.removeBusy }}
      cancelLabel={text.removeCancel}
      cancelClassName="follow-up-dialog__keep"
      failureTitle={text.removeFailed}
      className="follow-up-dialog__body"
      actionsClassName="follow-up-dialog__actions"
      intro={
        <>
          <p>
            <strong>{text.removeQuestion(entry.fullName)}</strong>
          </p>
          <p>{text.removeEffect}</p>
        </>
      }
    />
  );
}
