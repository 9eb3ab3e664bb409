// « Ajouter un document »: the file (PDF, JPEG or PNG, 10 MB at most), what it is, its title and
// the day it was received. The size is checked here to spare a long upload; what the file really
// is, the server tells from its bytes.
import { useRef } from 'react';
import { attachmentKinds } from 'shared-domain/clinical/clinical-lists';
import {
  attachmentAccept,
  attachmentFormSchema,
  attachmentKindLabels,
  recordLimits,
  recordMessages,
} from 'shared-domain/clinical/clinical-record';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { uploadAttachment } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.attachments;
const fields = ['file', 'kind', 'title', 'receivedOn'] as const;
type UploadFields = { file: string; kind: (typeof attachmentKinds)[number]; title: string; receivedOn: string };

export interface AttachmentUploadDialogProps {
  open: boolean;
  patientId: string;
  today: string;
  onClose(): void;
  onAdded(): void;
}

export function AttachmentUploadDialog({ open, onClose, ...props }: AttachmentUploadDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.title}>
      <UploadForm {...props} />
    </FormDialog>
  );
}

function UploadForm({ patientId, today, onAdded }: Omit<AttachmentUploadDialogProps, 'open' | 'onClose'>) {
  const chosen = useRef<File | null>(null);
  const form = useSchemaForm<(typeof fields)[number], UploadFields, true>({
    schema: attachmentFormSchema,
    fields,
    editableAfterFailure: true,
    initialValues: { kind: 'exam_result', receivedOn: today },
    send: async ({ kind, title, receivedOn }) => {
      const file = chosen.current;
      if (!file) return { type: 'rejected', errors: { file: recordMessages.fileRequired } };
      if (file.size > recordLimits.attachmentMaxBytes) return { type: 'rejected', errors: { file: recordMessages.fileTooLarge } };
      const outcome = answerOutcome(await uploadAttachment(patientId, { file, kind, title, receivedOn }), fields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onAdded,
  });
  const { errors } = form.state;

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={recordText.cancel}
      failureTitle={text.failed}
      className="clinical-record__form"
      actionsClassName="clinical-record__form-actions"
    >
      <Field label={text.file} required hint={text.fileHint} errors={[errors.file]}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept={attachmentAccept}
            disabled={form.submitting}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              chosen.current = file;
              form.change('file', file?.name ?? '');
              // The title starts as the file's name, for the staff member to reword.
              if (file && !form.state.values.title) form.change('title', file.name.replace(/\.[^.]*$/, ''));
            }}
            onBlur={() => form.blur('file')}
          />
        )}
      </Field>
      <Field label={text.kind} required errors={[errors.kind]}>
        {(control) => (
          <select {...control} {...form.fieldProps('kind')} disabled={form.submitting}>
            {attachmentKinds.map((kind) => (
              <option key={kind} value={kind}>
                {attachmentKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.docTitle} required errors={[errors.title]}>
        {(control) => <input {...control} {...form.fieldProps('title')} autoComplete="off" readOnly={form.submitting} />}
      </Field>
      <Field label={text.receivedOn} required errors={[errors.receivedOn]}>
        {(control) => <input {...control} {...form.fieldProps('receivedOn')} type="date" max={today} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
