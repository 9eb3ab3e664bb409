// « Encaisser le dépôt » as a step of the appointment dialog: its heading takes the focus, the
// billing's deposit form below it, « Retour au rendez-vous » back to the details; once recorded the
// calendar says « Dépôt enregistré : 30,00 $ » and shows the visit's deposit paid.
import { useEffect, useRef } from 'react';
import { depositText } from '../../billing/public';
import { type DepositVisit, DepositForm } from '../../billing/public-deposit';
import { detailsText } from './calendar-text';

export interface DepositStepProps {
  visit: DepositVisit;
  onBack(): void;
  onRecorded(message: string): void;
}

export function DepositStep({ visit, onBack, onRecorded }: DepositStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="calendar-dialog__body">
      <h3 ref={headingRef} tabIndex={-1} className="calendar-dialog__step">
        {depositText.title}
      </h3>
      <DepositForm visit={visit} backLabel={detailsText.back} onBack={onBack} onRecorded={(_, message) => onRecorded(message)} />
    </div>
  );
}
