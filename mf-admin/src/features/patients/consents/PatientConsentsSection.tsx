// « Consentements » in the patient file (Law 25), for every staff role: each kind with its
// state (« Donné le … (version 2, formulaire de réservation) », « En attente de confirmation : coché
// le … » for a box ticked on the booking form whose e-mailed link is not opened yet, « Retiré le … »,
// « Jamais demandé »),
// its history, and « Consigner un retrait » / « Consigner un consentement » through a dialog that
// says what a withdrawal stops. A change is answered with the kind as the server keeps it; the
// kind's button stays where it was (the same element, its words changed), so the focus that comes
// back from the dialog lands on it. Consent to care is recorded by the roles that treat: the desk
// sees its state without the button (`mayRecordConsent`). The server records every reading and change in the audit trail.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from 'shared-domain/platform/format';
import { familyRelationshipLabels } from 'shared-domain/patients/family';
import { consentMessages } from 'shared-domain/privacy/privacy-consents';
import { mayRecordConsent } from 'shared-domain/privacy/consent-recording';
import { useSignedInRole } from '../../back-office/session/api/me';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import {
  type ConsentHistoryEntry,
  type PatientConsent,
  type PatientConsents,
  patientConsentsKey,
  usePatientConsents,
} from './api/patient-consents';
import { type ConsentChange, ConsentChangeDialog } from './ConsentChangeDialog';
import { patientConsentsText as text } from './patient-consents-text';
import './patient-consents.css';

/** Where the patient file's navigation leads to this section: its heading's id, and its name. */
export const patientConsentsAnchor = { id: 'dossier-consentements', label: text.heading } as const;

const day = (instant: string) => formatDate(new Date(instant));

export function PatientConsentsSection({ patientId }: { patientId: string }) {
  const queryClient = useQueryClient();
  const consents = usePatientConsents(patientId);
  const role = useSignedInRole();
  const [target, setTarget] = useState<{ consent: PatientConsent; change: ConsentChange }>();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');

  const ask = (consent: PatientConsent, change: ConsentChange) => {
    setTarget({ consent, change });
    setOpen(true);
  };

  return (
    <section className="patient-file__section patient-consents" aria-labelledby={patientConsentsAnchor.id}>
      <h2 id={patientConsentsAnchor.id}>{text.heading}</h2>
      <p className="patient-consents__said" role="status">
        {said}
      </p>
      {consents.isPending ? (
        <LoadingState label={text.loading} />
      ) : consents.isError ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void consents.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(consents.error)}</p>
        </Notice>
      ) : (
        <ul className="patient-consents__list" aria-label={text.listLabel}>
          {consents.data.consents.map((consent) => (
            <li key={consent.kind}>
              <ConsentItem
                consent={consent}
                mayRecord={mayRecordConsent(role ?? 'reception', consent.kind)}
                onAsk={(change) => ask(consent, change)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConsentChangeDialog
        patientId={patientId}
        target={target}
        open={open}
        onClose={() => setOpen(false)}
        onStale={() => void queryClient.invalidateQueries({ queryKey: patientConsentsKey(patientId) })}
        onChanged={({ consent: kept }, change) => {
          queryClient.setQueryData<PatientConsents>(patientConsentsKey(patientId), (answer) =>
            answer ? { ...answer, consents: answer.consents.map((item) => (item.kind === kept.kind ? kept : item)) } : answer,
          );
          setOpen(false);
          setSaid(`${kept.label} : ${change === 'give' ? consentMessages.given : consentMessages.withdrawn}`);
        }}
      />
    </section>
  );
}

function stateLine(consent: PatientConsent): string {
  const { latest } = consent;
  if (consent.state === 'pending' && consent.pendingSince) return text.pending(day(consent.pendingSince));
  if (!latest || consent.state === 'never') return text.never;
  if (consent.state === 'withdrawn' && latest.withdrawnAt) return text.withdrawn(day(latest.withdrawnAt), latest.withdrawnChannel);
  return text.given(day(latest.givenAt), latest.version, latest.channel);
}

function ConsentItem({ consent, mayRecord, onAsk }: { consent: PatientConsent; mayRecord: boolean; onAsk(change: ConsentChange): void }) {
  const headingId = useId();
  const given = consent.state === 'given';
  return (
    <article className={`patient-consent patient-consent--${consent.state}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{consent.label}</h3>
      <p className="patient-consent__state">{stateLine(consent)}</p>
      {consent.olderVersion ? <p className="patient-file__muted">{text.olderVersion(consent.currentText.version)}</p> : null}
      <details className="patient-consent__history">
        <summary>{text.history(consent.history.length)}</summary>
        {consent.history.length === 0 ? (
          <p className="patient-file__muted">{text.noHistory}</p>
        ) : (
          <ol>
            {consent.history.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </details>
      {mayRecord ? (
        <div className="patient-consent__actions">
          {/* One button whose words follow the state: the same element before and after a change. */}
          <Button variant="secondary" onClick={() => onAsk(given ? 'withdraw' : 'give')}>
            {given ? text.recordWithdrawal : text.recordConsent}
            <span className="ui-visually-hidden">{text.of(consent.label)}</span>
          </Button>
          {given && consent.olderVersion ? (
            <Button variant="secondary" onClick={() => onAsk('give')}>
              {text.recordCurrentVersion(consent.currentText.version)}
              <span className="ui-visually-hidden">{text.of(consent.label)}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** A child's consent given by her guardian: who, as the ledger kept it. */
const signer = (entry: ConsentHistoryEntry) =>
  entry.signedBy ? text.signedBy(entry.signedBy.name, familyRelationshipLabels[entry.signedBy.relationship]) : '';

function HistoryEntry({ entry }: { entry: ConsentHistoryEntry }) {
  const by = (name: string | null) => (name ? ` (${text.recordedBy(name)})` : '');
  return (
    <li>
      <p>{`${text.historyGiven(day(entry.givenAt), entry.version, entry.channel)}${by(entry.recordedBy)}${signer(entry)}`}</p>
      {entry.withdrawnAt ? (
        <p>{`${text.historyWithdrawn(day(entry.withdrawnAt), entry.withdrawnChannel)}${by(entry.withdrawnRecordedBy)}`}</p>
      ) : null}
    </li>
  );
}
