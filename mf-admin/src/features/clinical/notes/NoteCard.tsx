// One note of the patient's history. Folded, it is its summary: visit date, status, author and
// signature, its first line and how many addenda it has (a history of every
// note in full made the file endless). « Afficher la note » unfolds the four SOAP sections and the
// structured parts that were filled in, with the addenda beside them (a side column on a wide
// screen, below on a phone); « Masquer la note » folds it again. Nothing is ever hidden from one
// who unfolds it: a note marked 'Saisie par erreur' stays whole, with a mark that is seen (badge,
// border) and heard (its description) even folded. The actions offered depend on the note, folded
// or not: its own draft to its author, an addendum to a signed note.
import { useState } from 'react';
import { addendumKindLabels, noteStatusLabels, soapSectionLabels, soapSections } from 'shared-domain/clinical/clinical-note';
import { formatDate, formatDateTime } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import type { NoteAddendum, PatientNote } from './api/patient-notes';
import { noteFirstLine, noteSummary } from './note-summary';
import { notesText as t } from './notes-text';

export type NoteCardAction = 'edit' | 'sign' | 'discard' | 'addendum';

export interface NoteCardProps {
  note: PatientNote;
  /** The signed-in staff member wrote it: its draft is theirs to change. */
  mine: boolean;
  /** An action on this note is on its way: its buttons wait. */
  busy: boolean;
  /** What the server refused on this note, in its words. */
  failure?: string;
  onAction(action: NoteCardAction, note: PatientNote): void;
}

/** The card's id in the page, for the focus to come back to it. */
export const noteCardId = (noteId: string) => `note-${noteId}`;

const when = (instant: string) => formatDateTime(new Date(instant));

function Addendum({ addendum }: { addendum: NoteAddendum }) {
  const marksError = addendum.kind === 'entered_in_error';
  return (
    <li className={marksError ? 'note-addendum note-addendum--error' : 'note-addendum'}>
      <p className="note-addendum__kind">
        <strong>{addendumKindLabels[addendum.kind]}</strong>
      </p>
      <p className="note-addendum__by">{t.addendumBy(addendum.author.name, when(addendum.createdAt))}</p>
      {addendum.reason ? (
        <p>
          <span className="note-addendum__label">{t.addendumReason} : </span>
          {addendum.reason}
        </p>
      ) : null}
      {addendum.text ? <p className="note-card__text">{addendum.text}</p> : null}
    </li>
  );
}

/** The note unfolded: the SOAP sections written and the structured parts filled in. */
function NoteBody({ note }: { note: PatientNote }) {
  const summary = noteSummary(note.structured);
  return (
    <>
      {soapSections
        .filter((section) => note[section])
        .map((section) => (
          <div key={section} className="note-card__section">
            <h4>{soapSectionLabels[section]}</h4>
            <p className="note-card__text">{note[section]}</p>
          </div>
        ))}
      {summary.length > 0 ? (
        <div className="note-card__section">
          <h4>{t.structured}</h4>
          <dl className="note-card__summary">
            {summary.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>
                  {typeof line.value === 'string' ? (
                    <span className="note-card__text">{line.value}</span>
                  ) : (
                    <ul>
                      {line.value.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </>
  );
}

export function NoteCard({ note, mine, busy, failure, onAction }: NoteCardProps) {
  const [open, setOpen] = useState(false);
  const date = formatDate(note.visitDate);
  const headingId = `${noteCardId(note.id)}-titre`;
  const errorMarkId = `${noteCardId(note.id)}-erreur`;
  const bodyId = `${noteCardId(note.id)}-contenu`;
  const addendaId = `${noteCardId(note.id)}-addenda`;
  const hasAddenda = note.addenda.length > 0;
  const firstLine = noteFirstLine(note);
  const draft = note.status === 'draft';
  const classes = ['note-card', note.enteredInError ? 'note-card--error' : '', open && hasAddenda ? 'note-card--with-addenda' : '']
    .filter(Boolean)
    .join(' ');

  const action = (name: NoteCardAction, word: string, spoken: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button variant={variant} aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onAction(name, note))}>
      {word}
      <span className="ui-visually-hidden">{spoken}</span>
    </Button>
  );

  return (
    <article
      id={noteCardId(note.id)}
      className={classes}
      aria-labelledby={headingId}
      aria-describedby={note.enteredInError ? errorMarkId : undefined}
      tabIndex={-1}
    >
      <div className="note-card__original">
        <header className="note-card__header">
          <h3 id={headingId} className="note-card__title">
            {date}
            {note.enteredInError ? <span className="ui-visually-hidden"> ({t.enteredInError})</span> : null}
          </h3>
          <p className="note-card__badges">
            <span className={`note-badge note-badge--${note.status}`}>{noteStatusLabels[note.status]}</span>
            {note.enteredInError ? (
              <span className="note-badge note-badge--error" aria-hidden="true">
                {t.enteredInError}
              </span>
            ) : null}
          </p>
          <p className="note-card__meta">{t.author(note.author.name)}</p>
          {note.signedAt ? <p className="note-card__meta">{t.signedOn(when(note.signedAt), (note.signedBy ?? note.author).name)}</p> : null}
        </header>
        {note.enteredInError ? (
          <p id={errorMarkId} className="note-card__error-mark">
            {t.enteredInErrorExplained}
          </p>
        ) : null}
        {open ? null : (
          <p className="note-card__preview">
            {firstLine ? <span className="note-card__first-line">{firstLine}</span> : <span className="note-card__empty">{t.noText}</span>}
            {hasAddenda ? <span className="note-card__addenda-count">{t.addendaCount(note.addenda.length)}</span> : null}
          </p>
        )}
        <Button
          variant="secondary"
          className="note-card__toggle"
          aria-expanded={open}
          aria-controls={hasAddenda ? `${bodyId} ${addendaId}` : bodyId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t.hideNote : t.showNote}
          <span className="ui-visually-hidden">{t.ofDate(date)}</span>
        </Button>
        {/* The unfolded note; its place stays in the page, empty, while folded (the button controls it). */}
        <div id={bodyId} className="note-card__body" hidden={!open}>
          {open ? <NoteBody note={note} /> : null}
        </div>
        {failure ? (
          <p className="note-card__failure" role="alert">
            {t.refused(failure)}
          </p>
        ) : null}
        {draft && !mine ? <p className="note-card__read-only">{t.readOnlyDraft}</p> : null}
        {draft && mine ? (
          <div className="note-card__actions">
            {action('edit', t.edit, t.aboutNote(date))}
            {action('sign', t.sign, t.aboutNote(date), 'primary')}
            {action('discard', t.discard, t.ofDate(date))}
          </div>
        ) : null}
        {draft ? null : <div className="note-card__actions">{action('addendum', t.addAddendum, t.toNote(date))}</div>}
      </div>
      {hasAddenda ? (
        <div id={addendaId} className="note-card__addenda" hidden={!open}>
          {open ? (
            <>
              <h4 id={`${headingId}-addenda`}>
                {t.addenda}
                <span className="ui-visually-hidden">{t.toNote(date)}</span>
              </h4>
              <ol aria-labelledby={`${headingId}-addenda`}>
                {note.addenda.map((addendum) => (
                  <Addendum key={addendum.id} addendum={addendum} />
                ))}
              </ol>
            </>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
