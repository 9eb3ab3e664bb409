// « Lancer l'opération ? »: what the batch will do, said in words before it runs (how many
// appointments, how many e-mails and from when, the waitlist or not, whether it can be undone).
// The dialog stays while the run is on its way. Shared with « Actions en un clic ».
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { batchText as text } from './batch-text';

export interface ConfirmRunDialogProps {
  open: boolean;
  /** What will happen (whatWillHappen), and when the e-mails leave. */
  sentences: readonly string[];
  /** Cancelling and moving can be undone for a while; the other kinds cannot. */
  undoable: boolean;
  running: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmRunDialog({ open, sentences, undoable, running, onConfirm, onClose }: ConfirmRunDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!running) onClose();
      }}
      title={text.confirmTitle}
      className="batch-dialog"
      initialFocus=".batch-dialog__confirm"
    >
      {open ? (
        <div className="batch-dialog__body">
          {sentences.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          <p>{undoable ? text.undoWindow : text.noUndo}</p>
          <div className="batch-actions">
            <Button
              className="batch-dialog__confirm"
              aria-disabled={running || undefined}
              onClick={() => (running ? undefined : onConfirm())}
            >
              {running ? text.running : text.run}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={running}>
              {text.confirmBack}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
