// The patient file's clinical notes: the history, newest first (ten at a time), each
// note with its addenda beside it; « Nouvelle note », « Reprendre la dernière note » (copy forward
// into a new note dated today), and on each note what may be done to it: its author edits, signs
// or discards a draft; a signed note takes addenda. Every change is the server's to accept: a
// refusal (409 signed, 403 not the author) shows on the note in the server's words, and the history
// is read again after each action.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type NoteDraftInput, noteMessages } from 'shared-domain/clinical/clinical-note';
import { formatDate } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { meQueryOptions, type SignedInStaff } from '../../back-office/session/api/me';
import { AddendumDialog } from './AddendumDialog';
import { patientNotesKey } from './api/note-keys';
import { type NoteAction, useNoteAction } from './api/note-actions';
import { type PatientNote, usePatientNotes } from './api/patient-notes';
import { NoteCard, type NoteCardAction, noteCardId } from './NoteCard';
import { NoteEditorDialog } from './NoteEditorDialog';
import { notesText as t } from './notes-text';
import './notes-history.css';

/** The history shows this many notes, then as many more each time « Afficher plus » is pressed. */
export const notesPageSize = 10;

const headingId = 'dossier-notes-cliniques';

/** Where the patient file's navigation leads to this section: its heading's id, and its name. */
export const patientNotesAnchor = { id: headingId, label: t.heading } as const;

/**
 * Whether the signed-in staff member wrote the note. `me` names them without an id for now, so
 * the name stands in; the server has the last word either way (403 NOTE_002).
 */
export function isNoteAuthor(note: PatientNote, staff: SignedInStaff | undefined): boolean {
  return staff !== undefined && staff.id === note.author.id;
}

/** Copy forward: the latest note that was not entered in error, as a new note's content (dated today, no template). */
export function copyForward(note: PatientNote, today: string): Partial<NoteDraftInput> {
  const { subjective, objective, assessment, plan, structured } = note;
  return { visitDate: today, templateId: null, subjective, objective, assessment, plan, structured };
}

type Editor = { kind: 'new' } | { kind: 'copy'; initial: Partial<NoteDraftInput> } | { kind: 'edit'; note: PatientNote };
type Confirm = { action: NoteAction; note: PatientNote };
interface Feedback {
  noteId: string;
  tone: 'done' | 'failed';
  text: string;
}

const confirmWords: Record<NoteAction, { title: string; body: string; confirm: string; busy: string; done: string }> = {
  sign: { title: t.signTitle, body: t.signBody, confirm: t.signConfirm, busy: t.signing, done: noteMessages.signed },
  discard: { title: t.discardTitle, body: t.discardBody, confirm: t.discardConfirm, busy: t.discarding, done: t.discarded },
};

export function PatientNotesSection({ patientId }: { patientId: string }) {
  const queryClient = useQueryClient();
  const notes = usePatientNotes(patientId);
  // Already loaded by the session guard; not suspended on, so the file shows even before it is.
  const staff = useQuery(meQueryOptions()).data;
  const noteAction = useNoteAction(patientId);
  const [shown, setShown] = useState(notesPageSize);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [addendumFor, setAddendumFor] = useState<PatientNote | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Where the focus goes once the page is drawn again, when what had it is gone.
  const [focusRequest, setFocusRequest] = useState<{ noteId: string | null } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    const card = focusRequest.noteId ? document.getElementById(noteCardId(focusRequest.noteId)) : null;
    const active = document.activeElement;
    // The button that opened a dialog still there: the dialog gave the focus back to it.
    if (card?.contains(active) && active !== card) return;
    (card ?? headingRef.current)?.focus();
  }, [focusRequest]);

  const list = notes.data ?? [];
  // The confirm dialog keeps its words while it closes.
  const words = confirmWords[confirm?.action ?? 'sign'];
  const latest = list.find((note) => !note.enteredInError);

  const act = (action: NoteCardAction, note: PatientNote) => {
    setFeedback(null);
    if (action === 'edit') setEditor({ kind: 'edit', note });
    else if (action === 'addendum') setAddendumFor(note);
    else setConfirm({ action, note });
  };

  const runConfirmed = async () => {
    if (!confirm || noteAction.isPending) return;
    const { action, note } = confirm;
    try {
      await noteAction.mutateAsync({ action, noteId: note.id });
      setFeedback({ noteId: note.id, tone: 'done', text: confirmWords[action].done });
      setFocusRequest({ noteId: action === 'discard' ? null : note.id });
    } catch (error) {
      setFeedback({ noteId: note.id, tone: 'failed', text: problemMessage(error) });
      setFocusRequest({ noteId: note.id });
    }
    setConfirm(null);
  };

  const showMore = () => {
    const next = list[shown];
    setShown((count) => count + notesPageSize);
    if (next) setFocusRequest({ noteId: next.id });
  };

  return (
    <section className="patient-file__section patient-notes" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h2>
      <div className="patient-notes__toolbar">
        <Button onClick={() => setEditor({ kind: 'new' })}>{t.newNote}</Button>
        {latest ? (
          <Button variant="secondary" onClick={() => setEditor({ kind: 'copy', initial: copyForward(latest, clinicDate(new Date())) })}>
            {t.copyForward}
            <span className="ui-visually-hidden">{` (${formatDate(latest.visitDate)})`}</span>
          </Button>
        ) : null}
      </div>
      <p className="patient-notes__status" role="status">
        {feedback?.tone === 'done' ? feedback.text : ''}
      </p>
      {notes.isPending ? (
        <LoadingState label={t.loading} />
      ) : notes.isError ? (
        <Notice tone="error" title={t.loadFailed} actions={<Button onClick={() => void notes.refetch()}>{t.retry}</Button>}>
          <p>{problemMessage(notes.error)}</p>
        </Notice>
      ) : list.length === 0 ? (
        <p className="patient-file__muted">{t.empty}</p>
      ) : (
        <>
          <ol className="patient-notes__list">
            {list.slice(0, shown).map((note) => (
              <li key={note.id}>
                <NoteCard
                  note={note}
                  mine={isNoteAuthor(note, staff)}
                  busy={noteAction.isPending && confirm?.note.id === note.id}
                  failure={feedback?.tone === 'failed' && feedback.noteId === note.id ? feedback.text : undefined}
                  onAction={act}
                />
              </li>
            ))}
          </ol>
          {list.length > shown ? (
            <div className="patient-notes__more">
              <p className="patient-file__muted">{t.shownCount(shown, list.length)}</p>
              <Button variant="secondary" onClick={showMore}>
                {t.showMore}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <NoteEditorDialog
        open={editor !== null}
        onClose={() => setEditor(null)}
        patientId={patientId}
        note={editor?.kind === 'edit' ? editor.note : undefined}
        initial={editor?.kind === 'copy' ? editor.initial : undefined}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: patientNotesKey(patientId) })}
      />
      <AddendumDialog
        open={addendumFor !== null}
        note={addendumFor}
        onClose={() => setAddendumFor(null)}
        onAdded={(note) => {
          setAddendumFor(null);
          setFeedback({ noteId: note.id, tone: 'done', text: noteMessages.addendumAdded });
          setFocusRequest({ noteId: note.id });
        }}
      />
      <FormDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        keepOpenWhileSending
        title={words.title}
        className="note-action-dialog"
        initialFocus="button[type='submit']"
      >
        {confirm ? (
          <DialogForm
            form={dialogFormControl({ submitting: noteAction.isPending, failure: undefined, submit: () => void runConfirmed() })}
            submit={{ label: words.confirm, busyLabel: words.busy }}
            cancelLabel={t.cancel}
            cancelFirst
            cancelWaitsWhileSending
            className="note-action-dialog__body"
            actionsClassName="note-action-dialog__actions"
            intro={
              <>
                <p className="patient-file__muted">{formatDate(confirm.note.visitDate)}</p>
                <p>{words.body}</p>
              </>
            }
          />
        ) : null}
      </FormDialog>
    </section>
  );
}
