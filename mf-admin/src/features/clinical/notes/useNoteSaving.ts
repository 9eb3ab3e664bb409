// Saving the note editor's form: « Enregistrer le brouillon » saves a draft; « Enregistrer et
// signer » asks first (a signed note is locked for good), then saves and signs. A refusal keeps
// the form as typed, with the server's words; the patient's notes are read again after a success.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type NoteDraft, type NoteDraftInput, type NoteView, noteMessages } from 'shared-domain/clinical/clinical-note';
import { isRetryableError } from 'shared-domain/platform/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { reportError } from 'shared-ui/error-log';
import { type FormOutcome, type FormValues, useSchemaForm } from 'shared-ui/useSchemaForm';
import { patientNotesKey } from './api/note-keys';
import { createNote, type SavedNote, signNote, updateNote } from './api/save-note';
import { noteEditorText as t } from './note-editor-text';
import { type NoteFormField, noteFieldMessages, noteFormErrors, noteFormFields, noteFormSchema } from './note-editor-values';

async function saveOutcome(run: () => Promise<SavedNote>): Promise<FormOutcome<NoteFormField, SavedNote>> {
  try {
    return { type: 'received', result: await run() };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const errors = error.status === 422 ? noteFieldMessages(error.apiError.fields) : {};
      if (Object.keys(errors).length > 0) return { type: 'rejected', errors };
      return { type: 'failed', message: noteMessages.saveFailed(error.message) };
    }
    if (isRetryableError(error)) return { type: 'failed', message: noteMessages.saveFailed(t.unreachable) };
    const entry = reportError(error, { context: { feature: 'admin-clinical-notes' } });
    return { type: 'failed', message: noteMessages.saveFailed(t.unexpected), errorId: entry.id };
  }
}

export interface NoteSavingOptions {
  /** A draft being edited. */
  note?: NoteView | undefined;
  /** A new note's starting content (its appointment and episode). */
  initial?: Partial<NoteDraftInput> | undefined;
  /** What the form's fields hold at first (from the note, the copied content or today). */
  initialValues?: Partial<FormValues<NoteFormField>>;
  onSaved(note: SavedNote): void;
}

/** The form, and the intent of its two buttons: save the draft, or (once confirmed) save and sign. */
export function useNoteSaving({ note, initial, initialValues, onSaved }: NoteSavingOptions) {
  const queryClient = useQueryClient();
  const intent = useRef<'draft' | 'sign'>('draft');
  const [confirmSign, setConfirmSign] = useState(false);
  const signButton = useRef<HTMLButtonElement>(null);

  const form = useSchemaForm<NoteFormField, NoteDraft, SavedNote>({
    schema: noteFormSchema,
    fields: noteFormFields,
    editableAfterFailure: true,
    initialValues,
    send: (data) =>
      saveOutcome(async () => {
        const sign = intent.current === 'sign';
        if (!note)
          return createNote({ ...data, appointmentId: initial?.appointmentId ?? null, episodeId: initial?.episodeId ?? null, sign });
        const { visitDate, subjective, objective, assessment, plan, structured } = data;
        const saved = await updateNote(note.id, {
          visitDate,
          episodeId: note.episodeId,
          subjective,
          objective,
          assessment,
          plan,
          structured,
        });
        return sign ? signNote(note.id) : saved;
      }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: patientNotesKey(saved.patientId) });
      onSaved(saved);
    },
  });

  /** « Enregistrer le brouillon »: the form's own submit. */
  const saveDraft = () => {
    intent.current = 'draft';
  };
  const askToSign = () => {
    intent.current = 'sign';
    // An invalid note is shown as such first: there is nothing to confirm yet.
    if (Object.keys(noteFormErrors(form.state.values)).length > 0) form.submit();
    else setConfirmSign(true);
  };
  const sign = () => {
    setConfirmSign(false);
    signButton.current?.focus();
    intent.current = 'sign';
    form.submit();
  };
  const cancelSign = () => {
    setConfirmSign(false);
    signButton.current?.focus();
  };

  return {
    form,
    /** Which button is busy while the form is sent. */
    busyWith: form.submitting ? intent.current : undefined,
    saveDraft,
    askToSign,
    confirmSign,
    sign,
    cancelSign,
    signButton,
  };
}
