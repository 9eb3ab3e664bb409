// The quick SOAP note (specification 2.13, Ctrl+S / Alt+S) until the clinical-notes issue builds
// it: the shortcut already answers, with what the note will hold, rather than doing nothing.
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import './shortcuts.css';

export const quickSoapNoteText = {
  title: 'Note SOAP rapide — à venir',
  body: "Rédiger une note SOAP (Subjectif, Objectif, Évaluation, Plan) pour un patient depuis n'importe quelle vue arrive avec les notes cliniques.",
  ok: 'Compris',
} as const;

export function QuickSoapNoteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={quickSoapNoteText.title}
      className="quick-soap"
      initialFocus=".quick-soap__ok"
      closeOnBackdrop
    >
      {open ? (
        <div className="quick-soap__body">
          <p>{quickSoapNoteText.body}</p>
          <Button className="quick-soap__ok" onClick={onClose}>
            {quickSoapNoteText.ok}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
