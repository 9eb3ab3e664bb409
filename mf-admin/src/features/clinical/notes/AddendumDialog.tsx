// « Ajouter un addenda » to a signed note: its kind (correction, annotation, entered in error), the
// reason (required but for an annotation) and the text (required but for 'entered in error'),
// checked with the shared schema as the server checks it. The original note is never changed: the
// addendum is dated and signed by the server, and shows beside it.
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { addendumKindLabels, addendumSchema, noteLimits } from 'shared-domain/clinical/clinical-note';
import { addendumKinds } from 'shared-domain/clinical/clinical-lists';
import { formatDate } from 'shared-domain/platform/format';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { useSchemaForm } from 'shared-ui/useSchemaForm';
import { patientFormOutcome } from '../../patients/public-form-outcome';
import { addAddendum, type NoteWithAddendum } from './api/note-actions';
import { patientNotesKey } from './api/note-keys';
import { notesText as t } from './notes-text';

const addendumFields = ['kind', 'reason', 'text'] as const;

export interface AddendumDialogProps {
  open: boolean;
  /** The signed note the addendum goes to. */
  note: { id: string; patientId: string; visitDate: string } | null;
  onClose(): void;
  onAdded(note: NoteWithAddendum): void;
}

export function AddendumDialog({ open, note, onClose, onAdded }: AddendumDialogProps) {
  return (
    <FormDialog
      open={open && note !== null}
      onClose={onClose}
      keepOpenWhileSending
      title={t.addendumTitle}
      className="ui-dialog--sheet note-action-dialog"
    >
      {/* Made at each opening: it starts blank, as a correction. */}
      {note ? <AddendumForm key={note.id} note={note} onAdded={onAdded} /> : null}
    </FormDialog>
  );
}

function AddendumForm({ note, onAdded }: { note: NonNullable<AddendumDialogProps['note']>; onAdded(note: NoteWithAddendum): void }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const form = useSchemaForm({
    schema: addendumSchema,
    fields: addendumFields,
    editableAfterFailure: true,
    initialValues: { kind: 'correction' },
    send: (data) => patientFormOutcome(addendumFields, () => addAddendum(note.id, data)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: patientNotesKey(saved.patientId) });
      onAdded(saved);
    },
  });
  const { values, errors } = form.state;
  const kind = values.kind;
  return (
    <DialogForm
      form={form}
      submit={{ label: t.addendumSubmit, busyLabel: t.addendumBusy, busyStatus: t.addendumBusyStatus }}
      className="note-action-dialog__body"
      actionsClassName="note-action-dialog__actions"
      intro={<p>{t.addendumFor(formatDate(note.visitDate))}</p>}
    >
      <fieldset className="note-action-dialog__kinds">
        <legend>{t.addendumKind}</legend>
        <ul>
          {addendumKinds.map((choice) => (
            <li key={choice}>
              <input
                id={`${ids}-${choice}`}
                type="radio"
                name="kind"
                value={choice}
                checked={kind === choice}
                disabled={form.submitting}
                aria-describedby={`${ids}-${choice}-hint`}
                onChange={() => form.change('kind', choice)}
              />
              <label htmlFor={`${ids}-${choice}`}>{addendumKindLabels[choice]}</label>
              <span id={`${ids}-${choice}-hint`} className="note-action-dialog__hint">
                {t.addendumKindHints[choice]}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field label={t.addendumReason} required={kind !== 'annotation'} errors={[errors.reason]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('reason')}
            type="text"
            autoComplete="off"
            maxLength={noteLimits.shortTextMax}
            readOnly={form.submitting}
          />
        )}
      </Field>
      <Field label={t.addendumText} required={kind !== 'entered_in_error'} errors={[errors.text]}>
        {(control) => <textarea {...control} {...form.fieldProps('text')} rows={5} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
