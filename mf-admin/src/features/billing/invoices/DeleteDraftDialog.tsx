// « Supprimer le brouillon » confirmed: the choice that keeps the draft takes the focus; the dialog
// shows only the deletion's own failure; once deleted, back to the list.
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import { useNavigate } from 'shared-ui/router';
import type { ActionRunner } from 'shared-ui/useActionRunner';
import { deleteDraft } from './api/invoice-changes';
import { invoiceText as text } from './invoices-text';

interface DeleteDraftDialogProps {
  open: boolean;
  invoiceId: string;
  runner: ActionRunner;
  /** The list's address (its filters kept). */
  backTo: string;
  onClose(): void;
}

export function DeleteDraftDialog({ open, invoiceId, runner, backTo, onClose }: DeleteDraftDialogProps) {
  const navigate = useNavigate();
  const { running, problem, run } = runner;
  const removeDraft = () =>
    run(
      'delete',
      () => deleteDraft(invoiceId),
      text.deleteDraftDone,
      () => {
        onClose();
        navigate(backTo);
      },
    );
  return (
    <FormDialog open={open} onClose={onClose} title={text.deleteDraft} className="billing-dialog" initialFocus=".billing-dialog__keep">
      <DialogForm
        form={dialogFormControl({
          submitting: running !== null,
          failure: problem?.action === 'delete' ? problem.message : undefined,
          submit: () => void removeDraft(),
        })}
        // Another action on its way: the button waits, under its own name.
        submit={{ label: text.deleteDraft, busyLabel: running === 'delete' ? text.busy : text.deleteDraft }}
        cancelLabel={text.keepDraft}
        cancelClassName="billing-dialog__keep"
        intro={<p>{text.deleteDraftConfirm}</p>}
      />
    </FormDialog>
  );
}
