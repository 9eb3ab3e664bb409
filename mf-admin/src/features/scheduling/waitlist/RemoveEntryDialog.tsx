// « Retirer »: asks before taking someone off the waitlist (their pending invitation is cancelled
// with them). The focus starts on « Annuler », the choice that changes nothing. A refusal (already
// removed, say) is said in the dialog, and the list is read again behind it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { problemMessage } from 'shared-ui/problem-message';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
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
    <Dialog open={open} onClose={onClose} title={text.removeHeading} className="follow-up-dialog" initialFocus=".follow-up-dialog__keep">
      {/* Only while open: each opening starts without the last one's message. */}
      {open && entry ? <RemoveEntryQuestion entry={entry} onClose={onClose} onRemoved={onRemoved} /> : null}
    </Dialog>
  );
}

function RemoveEntryQuestion({
  entry,
  onClose,
  onRemoved,
}: { entry: WaitlistEntryView } & Pick<RemoveEntryDialogProps, 'onClose' | 'onRemoved'>) {
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
    <div className="follow-up-dialog__body">
      <p>
        <strong>{text.removeQuestion(entry.fullName)}</strong>
      </p>
      <p>{text.removeEffect}</p>
      <FormFailure title={text.removeFailed} message={removal.isError ? problemMessage(removal.error) : undefined} />
      <div className="follow-up-dialog__actions">
        <Button aria-disabled={removal.isPending || undefined} onClick={() => !removal.isPending && removal.mutate()}>
          {removal.isPending ? text.removeBusy : text.removeConfirm}
        </Button>
        <Button variant="secondary" className="follow-up-dialog__keep" onClick={onClose}>
          {text.removeCancel}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {removal.isPending ? text.removeBusy : ''}
      </p>
    </div>
  );
}
