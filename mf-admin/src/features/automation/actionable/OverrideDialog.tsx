// « Lever l’exclusion »: a person reviews the system's exclusion from the reactivation message
// (Law 25 s. 12.1) and says why; the reason is kept as a row and audited. The form stays as typed
// after a refusal, its reason above it.
import { actionableOverrideSchema } from 'shared-domain/analytics/actionable-lists';
import { problemText } from 'shared-ui/problem-message';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { actionableText as text } from './actionable-text';
import { overrideExclusion, type ReactivationRow } from './api/actionable';

const overrideFields = ['reason'] as const;
type OverrideField = (typeof overrideFields)[number];
const reasonSchema = actionableOverrideSchema.pick({ reason: true });

export interface OverrideDialogProps {
  open: boolean;
  row: ReactivationRow;
  onClose(): void;
  onDone(): void;
}

export function OverrideDialog({ open, row, onClose, onDone }: OverrideDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.overrideTitle} className="actionable-dialog">
      <OverrideForm row={row} onDone={onDone} />
    </FormDialog>
  );
}

function OverrideForm({ row, onDone }: Pick<OverrideDialogProps, 'row' | 'onDone'>) {
  const send = async ({ reason }: { reason: string }): Promise<FormOutcome<OverrideField, true>> => {
    const outcome = answerOutcome(await overrideExclusion(row.patientId, reason), overrideFields, problemText.unreachable);
    return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
  };
  const form = useSchemaForm({ schema: reasonSchema, fields: overrideFields, editableAfterFailure: true, send, onSuccess: onDone });
  return (
    <DialogForm
      form={form}
      submit={{ label: text.overrideSubmit, busyLabel: text.overriding, busyStatus: text.overridingStatus }}
      cancelLabel={text.close}
      failureTitle={text.overrideFailed}
      className="actionable-dialog__body"
      actionsClassName="actionable-dialog__actions"
      intro={
        <>
          <p>{text.overrideIntro(row.patientName)}</p>
          <p>{row.consent}</p>
        </>
      }
    >
      <Field label={text.overrideReason} required errors={[form.state.errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={4} readOnly={form.submitting} />}
      </Field>
    </DialogForm>
  );
}
