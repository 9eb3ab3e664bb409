// One decision about one record past its period. « Anonymiser » and « Détruire le
// dossier » are confirmed by typing the record's name (the API checks it again); « Conserver » asks
// for its reason. The form stays as typed after a refusal, its reason beside the field or above it.
import type { RetentionDecision } from 'shared-domain/privacy/privacy';
import { recordHoldFormSchema, retentionConfirmSchema, retentionKeepSchema } from 'shared-domain/privacy/privacy-retention';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { problemText } from 'shared-ui/problem-message';
import { answerOutcome, type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { decideRetention, placeRecordHold, type RetentionRecord } from './api/retention-review';
import { retentionText as text } from './retention-text';

export interface RetentionDecisionDialogProps {
  open: boolean;
  record: RetentionRecord;
  /** A decision, or `hold`: « Suspendre la destruction » (a legal hold, with its reason). */
  decision: RetentionDecision | 'hold';
  onClose(): void;
  onDecided(): void;
}

export function RetentionDecisionDialog({ open, record, decision, onClose, onDecided }: RetentionDecisionDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.dialogTitle[decision]} className="retention-dialog">
      {/* Made at each opening: each opening starts from an empty field. */}
      {decision === 'hold' ? (
        <HoldForm record={record} onDecided={onDecided} />
      ) : decision === 'keep' ? (
        <KeepForm record={record} onDecided={onDecided} />
      ) : (
        <ConfirmForm record={record} decision={decision} onDecided={onDecided} />
      )}
    </FormDialog>
  );
}

const keepFields = ['reason'] as const;
const confirmFields = ['confirmation'] as const;

function Intro({ record, decision }: { record: RetentionRecord; decision: RetentionDecision | 'hold' }) {
  return (
    <div className="retention-dialog__intro">
      <p>
        <strong>{record.recordLabel}</strong>
      </p>
      <p>{text.consequence[decision]}</p>
    </div>
  );
}

function KeepForm({ record, onDecided }: { record: RetentionRecord; onDecided(): void }) {
  const send = async ({ reason }: { reason: string }): Promise<FormOutcome<(typeof keepFields)[number], true>> => {
    const outcome = answerOutcome(
      await decideRetention(record.patientId, { decision: 'keep', reason }),
      keepFields,
      problemText.unreachable,
    );
    return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
  };
  const form = useSchemaForm({ schema: retentionKeepSchema, fields: keepFields, editableAfterFailure: true, send, onSuccess: onDecided });
  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit.keep, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      intro={<Intro record={record} decision="keep" />}
    >
      <Field label={text.reasonLabel} required errors={[form.state.errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}

function HoldForm({ record, onDecided }: { record: RetentionRecord; onDecided(): void }) {
  const send = async ({ reason }: { reason: string }): Promise<FormOutcome<(typeof keepFields)[number], true>> => {
    const outcome = answerOutcome(await placeRecordHold(record.patientId, reason), keepFields, problemText.unreachable);
    return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
  };
  const form = useSchemaForm({ schema: recordHoldFormSchema, fields: keepFields, editableAfterFailure: true, send, onSuccess: onDecided });
  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit.hold, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      intro={<Intro record={record} decision="hold" />}
    >
      <Field label={text.reasonLabel} required errors={[form.state.errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}

function ConfirmForm({ record, decision, onDecided }: { record: RetentionRecord; decision: 'anonymise' | 'destroy'; onDecided(): void }) {
  const send = async ({ confirmation }: { confirmation: string }): Promise<FormOutcome<(typeof confirmFields)[number], true>> => {
    const outcome = answerOutcome(
      await decideRetention(record.patientId, { decision, confirmation }),
      confirmFields,
      problemText.unreachable,
    );
    return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
  };
  const form = useSchemaForm({
    schema: retentionConfirmSchema,
    fields: confirmFields,
    editableAfterFailure: true,
    send,
    onSuccess: onDecided,
  });
  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit[decision], busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.failed}
      intro={<Intro record={record} decision={decision} />}
    >
      <Field label={text.confirmation(record.recordLabel)} required errors={[form.state.errors.confirmation]}>
        {(control) => <input {...control} {...form.fieldProps('confirmation')} autoComplete="off" readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
