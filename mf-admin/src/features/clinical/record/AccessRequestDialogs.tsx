// « Consigner une demande d'accès » (the day it was received, a note) and « Marquer comme
// répondue » (the day it was answered). The 20-day clock is the server's.
import { accessAnswerSchema, accessRequestSchema } from 'shared-domain/clinical/clinical-record';
import { formatDate } from 'shared-domain/platform/format';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { AccessRequest } from './api/clinical-record';
import { answerAccessRequest, recordAccessRequest } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.access;

/** The two forms' common parts: failure, buttons and look. */
const formParts = (label: string) =>
  ({
    submit: { label, busyLabel: text.busy, busyStatus: text.busyStatus },
    cancelLabel: recordText.cancel,
    failureTitle: text.failed,
    className: 'clinical-record__form',
    actionsClassName: 'clinical-record__form-actions',
  }) as const;

export interface NewAccessRequestDialogProps {
  open: boolean;
  patientId: string;
  today: string;
  onClose(): void;
  onRecorded(): void;
}

export function NewAccessRequestDialog({ open, onClose, ...props }: NewAccessRequestDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.title}>
      <NewRequestForm {...props} />
    </FormDialog>
  );
}

const requestFields = ['receivedOn', 'note'] as const;

function NewRequestForm({ patientId, today, onRecorded }: Omit<NewAccessRequestDialogProps, 'open' | 'onClose'>) {
  const form = useSchemaForm<(typeof requestFields)[number], { receivedOn: string; note: string | null }, true>({
    schema: accessRequestSchema,
    fields: requestFields,
    editableAfterFailure: true,
    initialValues: { receivedOn: today },
    send: async (data) => {
      const outcome = answerOutcome(await recordAccessRequest(patientId, data), requestFields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onRecorded,
  });
  const { errors } = form.state;
  return (
    <DialogForm form={form} {...formParts(text.submit)} intro={<p className="patient-file__muted">{text.hint}</p>}>
      <Field label={text.receivedOn} required errors={[errors.receivedOn]}>
        {(control) => <input {...control} {...form.fieldProps('receivedOn')} type="date" max={today} readOnly={form.submitting} />}
      </Field>
      <Field label={text.note} errors={[errors.note]}>
        {(control) => <textarea {...control} {...form.fieldProps('note')} rows={2} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}

export interface AnswerAccessRequestDialogProps {
  request: AccessRequest | null;
  today: string;
  onClose(): void;
  onAnswered(): void;
}

export function AnswerAccessRequestDialog({ request, onClose, ...props }: AnswerAccessRequestDialogProps) {
  return (
    <FormDialog open={request !== null} onClose={onClose} title={text.answerTitle}>
      {request ? <AnswerForm request={request} {...props} /> : null}
    </FormDialog>
  );
}

const answerFields = ['answeredOn'] as const;

function AnswerForm({
  request,
  today,
  onAnswered,
}: Omit<AnswerAccessRequestDialogProps, 'request' | 'onClose'> & { request: AccessRequest }) {
  const form = useSchemaForm<(typeof answerFields)[number], { answeredOn: string }, true>({
    schema: accessAnswerSchema,
    fields: answerFields,
    editableAfterFailure: true,
    initialValues: { answeredOn: today },
    send: async ({ answeredOn }) => {
      const outcome = answerOutcome(await answerAccessRequest(request.id, answeredOn), answerFields, recordText.unreachable);
      return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
    },
    onSuccess: onAnswered,
  });
  return (
    <DialogForm form={form} {...formParts(text.submitAnswer)} intro={<p>{`${text.received} ${formatDate(request.receivedOn)}`}</p>}>
      <Field label={text.answeredOn} required errors={[form.state.errors.answeredOn]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('answeredOn')}
            type="date"
            min={request.receivedOn}
            max={today}
            readOnly={form.submitting}
          />
        )}
      </Field>
    </DialogForm>
  );
}
