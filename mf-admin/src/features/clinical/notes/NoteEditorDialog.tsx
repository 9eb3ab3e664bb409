// The note editor in a dialog, for the patient file: a new note, a draft to edit (`note`), or a
// copy forward of the previous visit (`initial`). The editor's code loads when first opened, so
// the patient file's own load does not carry it. After a save the dialog says so and offers
// « Fermer »; `onSaved` lets the owner refresh or close at once.
import { lazy, Suspense } from 'react';
import type { NoteDraftInput, NoteView } from 'shared-domain/clinical/clinical-note';
import { Dialog } from 'shared-ui/Dialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { noteEditorText as t } from './note-editor-text';

const NoteEditorForm = lazy(() => import('./NoteEditorForm'));

export interface NoteEditorDialogProps {
  open: boolean;
  onClose(): void;
  patientId: string;
  note?: NoteView;
  initial?: Partial<NoteDraftInput>;
  onSaved(note: NoteView): void;
}

export function NoteEditorDialog({ open, onClose, patientId, note, initial, onSaved }: NoteEditorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={note ? t.editTitle : t.newTitle}
      className="ui-dialog--sheet note-editor-dialog"
      // Once its code is loaded the editor shows with the dialog; the first time it focuses itself on arrival.
      initialFocus="first-field"
    >
      {open ? (
        <Suspense fallback={<LoadingState label={t.loading} />}>
          <NoteEditorForm
            key={note?.id ?? patientId}
            patientId={patientId}
            note={note}
            initial={initial}
            onSaved={onSaved}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
