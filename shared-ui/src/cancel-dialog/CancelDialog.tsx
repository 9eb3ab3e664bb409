// « Annuler le rendez-vous »: asks first, in a dialog, and needs a reason (specification §2.7, §5
// « Cancellation via link »), with the same schema, messages and wording wherever a patient cancels
// (the management link's page, the portal). Each opening starts from an empty reason; the form
// stays as typed after a failure, its reason above it; a refusal that ends any change (the caller
// says which: BOOK_003, an appointment or link gone) goes back to the page, which says why.
import type { ApiError } from 'shared-domain/platform/errors';
import {
  type Cancellation,
  cancellationSchema,
  onlineBookingLabels as labels,
  onlineBookingMessages as messages,
} from 'shared-domain/scheduling/online-booking';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { cancelQuestion, selfServiceText } from 'shared-domain/scheduling/self-service-text';
import type { ApiResult } from '../api-result';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { FormFailure } from '../FormFailure';
import { SubmitButton } from '../SubmitButton';
import { type FormOutcome, type FormValues, refusalOutcome, useSchemaForm } from '../useSchemaForm';
import './cancel-dialog.css';

const text = selfServiceText.cancel;
const cancelFields = ['reason'] as const;
type CancelField = (typeof cancelFields)[number];

export interface CancelDialogProps<Result> {
  open: boolean;
  /** The appointment to cancel (kept by the page after closing, so the dialog closes properly). */
  appointment: Parameters<typeof cancelQuestion>[0];
  onClose(): void;
  /** Sends the cancellation through the surface's client. */
  cancel(cancellation: Cancellation): Promise<ApiResult<Result>>;
  /** Said when the server cannot be reached. */
  unreachable: string;
  /** Whether a refusal ends any change (the page then says why, with `onRefused`). */
  isFinal(error: ApiError): boolean;
  onRefused(error: ApiError): void;
  onCancelled(result: Result): void;
}

export function CancelDialog<Result>({ open, onClose, ...form }: CancelDialogProps<Result>) {
  return (
    <Dialog open={open} onClose={onClose} title={text.title} className="ui-cancel-dialog" initialFocus="first-field">
      {/* Only while open: each opening starts from an empty reason. */}
      {open ? <CancelForm onClose={onClose} {...form} /> : null}
    </Dialog>
  );
}

function CancelForm<Result>({
  appointment,
  onClose,
  cancel,
  unreachable,
  isFinal,
  onRefused,
  onCancelled,
}: Omit<CancelDialogProps<Result>, 'open'>) {
  const send = async (cancellation: Cancellation): Promise<FormOutcome<CancelField, Result>> => {
    const result = await cancel(cancellation);
    if (result.kind === 'ok') return { type: 'received', result: result.data };
    if (result.kind === 'unreachable') return { type: 'failed', message: unreachable };
    if (isFinal(result.error)) onRefused(result.error);
    return refusalOutcome(result.error, cancelFields);
  };
  const form = useSchemaForm({
    schema: cancellationSchema,
    fields: cancelFields,
    sanitize: sanitizeInput<FormValues<CancelField>>,
    editableAfterFailure: true,
    send,
    onSuccess: onCancelled,
  });

  return (
    <form {...form.formProps} className="ui-cancel-dialog__body">
      <p>{cancelQuestion(appointment)}</p>
      <FormFailure title={messages.cancelFailed} message={form.failure} />
      <Field label={labels.reason} required errors={[form.state.errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
      </Field>
      <div className="ui-cancel-dialog__actions">
        <SubmitButton busy={form.submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
          {text.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={onClose}>
          {text.keep}
        </Button>
      </div>
    </form>
  );
}
