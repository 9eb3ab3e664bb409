// « Rouvrir la journée » (an admin, on a closed day): the reason is required (5 to 500 characters:
// the API's own schema) and kept in the day's history and the audit trail. The form stays as typed
// after a failure, its reason above it; a day no longer closed (409) is read again either way.
import { cashDayReopeningSchema } from 'shared-domain/billing/cash-close';
import { deskLabels, deskLimits } from 'shared-domain/billing/desk-messages';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, type FormOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { reopenCashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

const reopenFields = ['reason'] as const;
type ReopenField = (typeof reopenFields)[number];

export interface ReopenDayDialogProps {
  open: boolean;
  date: string;
  onClose(): void;
  onReopened(): void;
}

export function ReopenDayDialog({ open, date, onClose, onReopened }: ReopenDayDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={text.reopenTitle} className="payments-dialog">
      {/* Made at each opening: each opening starts from an empty reason. */}
      <ReopenDayForm date={date} onReopened={onReopened} />
    </FormDialog>
  );
}

function ReopenDayForm({ date, onReopened }: Pick<ReopenDayDialogProps, 'date' | 'onReopened'>) {
  const refresh = useRefreshDesk();
  const send = async ({ reason }: { reason: string }): Promise<FormOutcome<ReopenField, true>> => {
    const outcome = answerOutcome(await reopenCashDay(date, reason), reopenFields, text.unreachable);
    if (outcome.type !== 'rejected') await refresh();
    return outcome.type === 'received' ? { type: 'received', result: true } : outcome;
  };
  const form = useSchemaForm({
    schema: cashDayReopeningSchema,
    fields: reopenFields,
    editableAfterFailure: true,
    send,
    onSuccess: onReopened,
  });

  return (
    <DialogForm
      form={form}
      submit={{ label: text.reopenSubmit, busyLabel: text.reopening, busyStatus: text.reopeningStatus }}
      cancelLabel={text.cancel}
      failureTitle={text.reopenFailed}
      className="payments-dialog__body"
      actionsClassName="payments-dialog__actions"
      intro={
        <>
          <p>
            <strong>{text.reopenQuestion(date)}</strong>
          </p>
          <p>{text.reopenEffect}</p>
        </>
      }
    >
      <Field label={deskLabels.reopeningReason} required hint={text.reopenHint} errors={[form.state.errors.reason]}>
        {(control) => (
          <textarea
            {...control}
            {...form.fieldProps('reason')}
            rows={3}
            maxLength={deskLimits.reopeningReasonMax}
            readOnly={form.submitting}
          />
        )}
      </Field>
    </DialogForm>
  );
}
