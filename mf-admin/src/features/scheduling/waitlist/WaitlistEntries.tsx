// The people on the waitlist, in sign-up order: their place (none while they hold an invitation),
// how to reach them, the days and moments they prefer, their notes, where they stand and since
// when. Each can be removed, after a confirmation; the focus then goes to the list's heading.
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatPhone, phoneHref } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { useWaitlist, type WaitlistEntryView } from './api/waitlist';
import { RemoveEntryDialog } from './RemoveEntryDialog';
import { entryStatusLabels, labelOf, waitlistText as text } from './waitlist-text';
import './follow-up.css';
import { shownHealthText } from 'shared-domain/accounts/health-text';

export function WaitlistEntries({ onRemoved }: { onRemoved(entry: WaitlistEntryView): void }) {
  const waitlist = useWaitlist();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<WaitlistEntryView>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);

  // After a removal the entry's button is gone: the focus goes to the list's heading, once the
  // dialog has closed (its own focus return finds nothing to go back to).
  useEffect(() => {
    if (!focusHeading || dialogOpen) return;
    setFocusHeading(false);
    headingRef.current?.focus();
  }, [focusHeading, dialogOpen]);

  const entries = waitlist.data?.entries;
  return (
    <section className="follow-up-section" aria-labelledby="attente-personnes">
      <h2 id="attente-personnes" ref={headingRef} tabIndex={-1}>
        {text.entriesHeading}
      </h2>
      {waitlist.isPending ? <LoadingState label={text.loadingEntries} /> : null}
      {waitlist.isError && !entries ? (
        <Notice tone="error" title={text.entriesLoadFailed} actions={<Button onClick={() => void waitlist.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(waitlist.error)}</p>
        </Notice>
      ) : null}
      {entries?.length === 0 ? <p className="follow-up-empty">{text.noEntries}</p> : null}
      {entries && entries.length > 0 ? (
        <ul className="follow-up-cards">
          {entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              onRemove={() => {
                setRemoving(entry);
                setDialogOpen(true);
              }}
            />
          ))}
        </ul>
      ) : null}
      <RemoveEntryDialog
        open={dialogOpen}
        entry={removing}
        onClose={() => setDialogOpen(false)}
        onRemoved={(entry) => {
          setDialogOpen(false);
          setFocusHeading(true);
          onRemoved(entry);
        }}
      />
    </section>
  );
}

function EntryCard({ entry, onRemove }: { entry: WaitlistEntryView; onRemove(): void }) {
  return (
    <li className="follow-up-card">
      <h3 className="follow-up-card__title">{entry.fullName}</h3>
      <p className="follow-up-badges">
        <span className="follow-up-badge">{entry.position === null ? text.invitedPosition : `${text.position} : ${entry.position}`}</span>
        <span className={`follow-up-badge${entry.status === 'invited' ? ' follow-up-badge--done' : ''}`}>
          <span className="ui-visually-hidden">{text.status} : </span>
          {labelOf(entryStatusLabels, entry.status)}
        </span>
      </p>
      <dl className="follow-up-details">
        <dt>{text.email}</dt>
        <dd>
          <a href={`mailto:${entry.email}`}>{entry.email}</a>
        </dd>
        <dt>{text.phone}</dt>
        <dd>
          <a href={phoneHref(entry.phone)}>{formatPhone(entry.phone)}</a>
        </dd>
        <dt>{text.preferredDays}</dt>
        <dd>{entry.preferredDays.length > 0 ? entry.preferredDays.join(', ') : text.anyDay}</dd>
        <dt>{text.preferredTimes}</dt>
        <dd>{entry.preferredTimes.length > 0 ? entry.preferredTimes.join(', ') : text.anyTime}</dd>
        {entry.notesOnFile ? (
          <>
            <dt>{text.notes}</dt>
            <dd>{shownHealthText(entry.notes, entry.notesOnFile, 'notes', '')}</dd>
          </>
        ) : null}
        <dt>{text.joined}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatDate(new Date(entry.createdAt))}</time>
        </dd>
      </dl>
      <div className="follow-up-actions">
        <Button variant="secondary" onClick={onRemove}>
          {text.remove}
          <span className="ui-visually-hidden"> {entry.fullName}</span>
        </Button>
      </div>
    </li>
  );
}
