// « Mes consentements » in « Mon profil » (Law 25): each consent with its state and its
// text. The ones she may withdraw herself (e-mail reminders, newsletter, waitlist) have « Retirer mon
// consentement », confirmed in a dialog that says what stops; the others say to contact the clinic.
// The withdrawal takes effect at once; the section shows the consent as the server keeps it and the
// status line that says so takes the focus (the button it came from is gone). Phone first: one
// block per consent, 44 px buttons.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from 'shared-domain/platform/format';
import { type ConsentChannel, consentChannelLabels } from 'shared-domain/privacy/privacy';
import { consentMessages, isPortalWithdrawable, type PortalWithdrawableKind } from 'shared-domain/privacy/privacy-consents';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { LoadState } from '../../lib/loading/LoadState';
import { type MyConsent, type MyConsents, myConsentsQueryKey, useMyConsents, withdrawMyConsent } from './api/consents';
import { consentsText as text } from './consents-text';
import './consents.css';
import { failureMessage } from 'shared-ui/failure-message';

const day = (instant: string) => formatDate(new Date(instant));

/** « formulaire de réservation », « importation : export.csv du … »: how the entry came in, inside a sentence. */
function channelOf(channel: ConsentChannel, importedFrom: { fileName: string; importedAt: string } | null = null): string {
  if (importedFrom) return text.imported(importedFrom.fileName, day(importedFrom.importedAt));
  const label = consentChannelLabels[channel];
  return label.charAt(0).toLocaleLowerCase('fr-CA') + label.slice(1);
}

/** What she consented to, when and by which channel; a withdrawal with its date and channel. */
function stateLine(consent: MyConsent): string {
  const { latest } = consent;
  if (consent.state === 'pending' && consent.pendingSince) return text.pending(day(consent.pendingSince));
  if (!latest || consent.state === 'never') return text.never;
  if (consent.state === 'withdrawn' && latest.withdrawnAt) {
    return text.withdrawn(day(latest.withdrawnAt), latest.withdrawnChannel ? channelOf(latest.withdrawnChannel) : null);
  }
  return text.given(day(latest.givenAt), latest.version, channelOf(latest.channel, latest.importedFrom));
}

export function MyConsentsSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useMyConsents();
  const [target, setTarget] = useState<{ consent: MyConsent; kind: PortalWithdrawableKind }>();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const saidRef = useRef<HTMLParagraphElement>(null);

  // The withdrawn consent's button is gone with the dialog: the sentence that says it was done takes the focus.
  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  return (
    <section className="profile__section my-consents" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      <p>{text.intro}</p>
      <p ref={saidRef} className="my-consents__said" role="status" tabIndex={-1}>
        {said}
      </p>
      <LoadState query={query} loadingLabel={text.loading} failureTitle={text.loadFailed} />
      {query.data ? (
        <ul className="my-consents__list" aria-labelledby={headingId}>
          {query.data.consents.map((consent) => (
            <ConsentItem
              key={consent.kind}
              consent={consent}
              onWithdraw={(kind) => {
                setSaid('');
                setTarget({ consent, kind });
                setOpen(true);
              }}
            />
          ))}
        </ul>
      ) : null}
      <Dialog
        open={open && target !== undefined}
        onClose={() => setOpen(false)}
        title={target ? text.confirmTitle(target.consent.label) : text.withdraw}
        className="my-consents-dialog"
        initialFocus='button[type="submit"]'
      >
        {open && target ? (
          <WithdrawConfirmation
            key={target.kind}
            kind={target.kind}
            onCancel={() => setOpen(false)}
            onWithdrawn={(kept) => {
              queryClient.setQueryData<MyConsents>(myConsentsQueryKey, (answer) =>
                answer ? { ...answer, consents: answer.consents.map((item) => (item.kind === kept.kind ? kept : item)) } : answer,
              );
              setOpen(false);
              setSaid(`${kept.label} : ${consentMessages.withdrawn}`);
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function ConsentItem({ consent, onWithdraw }: { consent: MyConsent; onWithdraw(kind: PortalWithdrawableKind): void }) {
  const { kind } = consent;
  return (
    <li className={`my-consent my-consent--${consent.state}`}>
      <h3>{consent.label}</h3>
      <p className="my-consent__state">{stateLine(consent)}</p>
      <details className="my-consent__text">
        <summary>
          {text.readText}
          <span className="ui-visually-hidden">{text.of(consent.label)}</span>
        </summary>
        <p className="my-consent__title">{consent.currentText.title}</p>
        <p className="my-consent__body">{consent.currentText.body}</p>
      </details>
      {isPortalWithdrawable(kind) ? (
        // A consent still waiting for its booking's link is refused the same way as one given.
        consent.state === 'given' || consent.state === 'pending' ? (
          <Button variant="secondary" className="my-consent__withdraw" onClick={() => onWithdraw(kind)}>
            {text.withdraw}
            <span className="ui-visually-hidden">{text.of(consent.label)}</span>
          </Button>
        ) : null
      ) : (
        <p className="my-consent__clinic">{text.throughClinic}</p>
      )}
    </li>
  );
}

interface WithdrawConfirmationProps {
  kind: PortalWithdrawableKind;
  onCancel(): void;
  onWithdrawn(kept: MyConsent): void;
}

function WithdrawConfirmation({ kind, onCancel, onWithdrawn }: WithdrawConfirmationProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem('');
    const result = await withdrawMyConsent(kind);
    setSending(false);
    if (result.kind === 'ok') onWithdrawn(result.data.consent);
    else setProblem(failureMessage(result));
  };
  return (
    <form className="my-consents-dialog__form" onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
      <p className="my-consents-dialog__effect">{consentMessages.withdrawEffect[kind]}</p>
      <p>{text.confirmNote}</p>
      <div role="alert" className="my-consents-dialog__problem">
        {problem ? (
          <>
            <strong>{text.failed}</strong>
            <p>{problem}</p>
          </>
        ) : null}
      </div>
      <div className="my-consents-dialog__actions">
        <SubmitButton busy={sending} busyLabel={text.confirming}>
          {text.confirm}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
