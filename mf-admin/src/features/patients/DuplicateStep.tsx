// « Ce patient existe peut-être déjà »: the records that look like the one being saved (same
// e-mail, or same name and phone), each with a way to open it instead, and the choice to save
// anyway once staff have checked it is another person (a parent booking for a child often shares
// the e-mail address). The focus lands on the heading, so the warning is read first.
import { useEffect, useRef } from 'react';
import { formatDate, formatPhone } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import { Link } from 'shared-ui/router';
import type { PossibleDuplicate } from './api/patient-duplicates';

export const duplicateText = {
  heading: 'Ce patient existe peut-être déjà',
  explanation:
    "Ces dossiers ont le même courriel, ou le même nom et le même téléphone. Ouvrez le bon dossier, ou confirmez qu'il s'agit d'une autre personne.",
  open: 'Ouvrir ce dossier',
  back: 'Modifier la saisie',
  visits: (count: number) => (count === 1 ? '1 visite' : `${count} visites`),
  lastVisit: 'dernière le',
} as const;

export interface DuplicateStepProps {
  duplicates: readonly PossibleDuplicate[];
  /** The server's message when it refused the record as a likely duplicate. */
  message?: string;
  confirmLabel: string;
  busyLabel: string;
  confirming: boolean;
  failure: string | undefined;
  onConfirm(): void;
  onBack(): void;
  /** A record is opened instead: the dialog closes. */
  onOpenRecord(): void;
}

export function DuplicateStep({
  duplicates,
  message,
  confirmLabel,
  busyLabel,
  confirming,
  failure,
  onConfirm,
  onBack,
  onOpenRecord,
}: DuplicateStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="patient-dialog__body">
      <h3 ref={headingRef} tabIndex={-1}>
        {duplicateText.heading}
      </h3>
      {message ? <p>{message}</p> : null}
      <p>{duplicateText.explanation}</p>
      <ul className="patient-dialog__choices">
        {duplicates.map((duplicate) => {
          const name = `${duplicate.firstName} ${duplicate.lastName}`;
          const contact = [duplicate.email, duplicate.phone ? formatPhone(duplicate.phone) : null].filter(Boolean).join(' · ');
          return (
            <li key={duplicate.id}>
              <p>
                <strong>{`${duplicate.lastName}, ${duplicate.firstName}`}</strong>
                {contact ? (
                  <>
                    <br />
                    {contact}
                  </>
                ) : null}
                <br />
                {duplicateText.visits(duplicate.totalVisits)}
                {duplicate.lastVisit ? `, ${duplicateText.lastVisit} ${formatDate(duplicate.lastVisit)}` : null}
              </p>
              <Link to={paths.adminPatient.build(duplicate.id)} onClick={onOpenRecord}>
                {duplicateText.open}
                <span className="ui-visually-hidden">{` : ${name}`}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <FormFailure message={failure} />
      <div className="patient-dialog__actions">
        <Button onClick={onConfirm} aria-disabled={confirming || undefined}>
          {confirming ? busyLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={confirming}>
          {duplicateText.back}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {confirming ? busyLabel : ''}
      </p>
    </div>
  );
}
