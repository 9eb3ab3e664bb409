// « Encaisser le dépôt » from Ma Journée: the deposit form in a dialog, which stays open while its
// deposit is on its way and, once recorded, says « Dépôt enregistré : 30,00 $ » with « Terminer ».
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { SuccessState } from 'shared-ui/SuccessState';
import { type DepositVisit, DepositForm } from './DepositForm';
import { depositText as text } from './deposit-text';

export interface DepositDialogProps {
  /** The visit; the dialog is open while there is one. */
  visit: DepositVisit | undefined;
  onClose(): void;
}

export function DepositDialog({ visit, onClose }: DepositDialogProps) {
  return (
    <Dialog
      open={visit !== undefined}
      onClose={onClose}
      title={text.title}
      className="ui-dialog--sheet billing-dialog"
      initialFocus="first-field"
    >
      {/* Afresh at each opening: a new key, the amount the service asks. */}
      {visit ? <DepositContent key={visit.id} visit={visit} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DepositContent({ visit, onClose }: { visit: DepositVisit; onClose(): void }) {
  const [recorded, setRecorded] = useState<string>();
  if (recorded)
    return (
      <div className="billing-dialog__body">
        <SuccessState title={recorded} autoFocus actions={<Button onClick={onClose}>{text.finish}</Button>} />
      </div>
    );
  return <DepositForm visit={visit} backLabel={text.cancel} onBack={onClose} onRecorded={(_, message) => setRecorded(message)} />;
}
