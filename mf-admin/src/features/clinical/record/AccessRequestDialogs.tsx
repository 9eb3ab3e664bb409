// « Consigner une demande d'accès » (the day it was received, a note) and « Marquer comme
// répondue » (the day it was answered). The 20-day clock is the server's.
import { accessAnswerSchema, accessRequestSchema } from 'shared-domain/clinical-record';
import { formatDate } from 'shared-domain/format';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { AccessRequest } from './api/clinical-record';
import { answerAccessRequest, recordAccessRequest } from './api/record-changes';
import { recordText } from './record-text';

const text = recordText.access;

function FormActions({ submitting, label, onClose }: { submitting: boolean; label: string; onClose(): void }) {
  return (
    <div className="clinical-record__form-actions">
      <SubmitButton busy={submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
        {label}
      </SubmitButton>
      <Button variant="secondary" onClick={onClose}>
        {recordText.cancel}
      </Button>
    </div>
  );
}

export interface NewAccessRequestDialogProps {
  open: boolean;
  patientId: string;
  today: string;
  onClose(): void;
  onRecorded(): void;
}

export function NewAccessRequestDialog({ open, onClose, ...props }: NewAccessRequestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={text.title} initialFocus="first-field">
      {open ? <NewRequestForm onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

const requestFields = ['receivedOn', 'note'] as const;

function NewRequestForm({ patientId, today, onClose, onRecorded }: Omit<NewAccessRequestDialogProps, 'open'>) {
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
    <form {...form.formProps} className="clinical-record__form">
      <p className="patient-file__muted">{text.hint}</p>
      <FormFailure title={text.failed} message={form.failure} />
      <Field label={text.receivedOn} required errors={[errors.receivedOn]}>
        {(control) => <input {...control} {...form.fieldProps('receivedOn')} type="date" max={today} readOnly={form.submitting} />}
      </Field>
      <Field label={text.note} errors={[errors.note]}>
        {(control) => <textarea {...control} {...form.fieldProps('note')} rows={2} readOnly={form.submitting} />}
      </Field>
      <FormActions submitting={form.submitting} label={text.submit} onClose={onClose} />
    </form>
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
    <Dialog open={request !== null} onClose={onClose} title={text.answerTitle} initialFocus="first-field">
      {request ? <AnswerForm request={request} onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

const answerFields = ['answeredOn'] as const;

function AnswerForm({ request, today, onClose, onAnswered }: Omit<AnswerAccessRequestDialogProps, 'request'> & { request: AccessRequest }) {
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
    <form {...form.formProps} className="clinical-record__form">
      <p>{`${text.received} ${formatDate(request.receivedOn)}`}</p>
      <FormFailure title={text.failed} message={form.failure} />
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
      <FormActions submitting={form.submitting} label={text.submitAnswer} onClose={onClose} />
    </form>
  );
}
