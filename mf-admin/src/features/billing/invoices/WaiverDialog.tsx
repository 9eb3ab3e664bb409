// « Renoncer aux frais » on a no-show or late-cancellation fee: a reason from the list (required,
// recorded with the waiver and who made it) and an optional note.
import { deskLabels, deskLimits } from 'shared-domain/billing/desk-messages';
import { feeWaiverReasonLabels, feeWaiverReasons, feeWaiverSchema } from 'shared-domain/billing/fee-waiver';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { answerOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { waiveFee } from './api/invoice-changes';
import { invoiceText, waiverText as text } from './invoices-text';

const fields = ['reason', 'note'] as const;

export interface WaiverDialogProps {
  open: boolean;
  invoiceId: string;
  onClose(): void;
  onSaved(message: string): Promise<void> | void;
}

export function WaiverDialog({ open, invoiceId, onClose, onSaved }: WaiverDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={text.title} className="ui-dialog--sheet billing-dialog">
      <WaiverForm invoiceId={invoiceId} onSaved={onSaved} />
    </FormDialog>
  );
}

function WaiverForm({ invoiceId, onSaved }: Pick<WaiverDialogProps, 'invoiceId' | 'onSaved'>) {
  const form = useSchemaForm({
    schema: feeWaiverSchema,
    fields,
    editableAfterFailure: true,
    send: async (waiver) => {
      const outcome = answerOutcome(await waiveFee(invoiceId, waiver), fields, invoiceText.unreachable);
      if (outcome.type === 'received') await onSaved(invoiceText.waived);
      return outcome;
    },
  });
  const { errors } = form.state;
  return (
    <DialogForm
      form={form}
      intro={<p>{text.intro}</p>}
      submit={{ label: text.submit, busyLabel: text.busy }}
      cancelLabel={text.cancel}
      className="billing-dialog__body"
    >
      <Field label={deskLabels.waiverReason} required errors={[errors.reason]}>
        {(control) => (
          <select {...control} {...form.fieldProps('reason')} disabled={form.submitting}>
            <option value="">{text.choose}</option>
            {feeWaiverReasons.map((reason) => (
              <option key={reason} value={reason}>
                {feeWaiverReasonLabels[reason]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={deskLabels.note} hint={text.noteHint} errors={[errors.note]}>
        {(control) => (
          <textarea {...control} {...form.fieldProps('note')} rows={3} maxLength={deskLimits.reasonMax} readOnly={form.submitting} />
        )}
      </Field>
    </DialogForm>
  );
}
