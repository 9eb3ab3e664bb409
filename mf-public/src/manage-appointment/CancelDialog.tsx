// Cancelling asks first (specification §2.7), in a dialog, and needs a reason (§5 « Cancellation
// via link »). The form stays as typed after a failure, its reason above it.
import {
  cancellationSchema,
  onlineBookingLabels as labels,
  onlineBookingMessages as messages,
  type Cancellation,
} from 'shared-domain/online-booking';
import { sanitizeInput } from 'shared-domain/sanitize';
import { cancelQuestion, selfServiceText } from 'shared-domain/self-service-text';
import type { ApiError } from 'shared-domain/errors';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { refusalOutcome, useSchemaForm, type FormOutcome, type FormValues } from 'shared-ui/useSchemaForm';
import { unreachableText } from '../booking/load-failure';
import type { LinkedAppointment } from './api/appointment';
import { postCancellation } from './api/cancel';
import { isUnknownLink } from './unknown-link';

const text = selfServiceText.cancel;
const cancelFields = ['reason'] as const;
type CancelField = (typeof cancelFields)[number];

export interface CancelDialogProps {
  open: boolean;
  token: string;
  appointment: LinkedAppointment;
  onClose(): void;
  onCancelled(appointment: LinkedAppointment): void;
  /** The API refused any change (BOOK_003) or no longer knows the link. */
  onRefused(error: ApiError): void;
}

export function CancelDialog({ open, token, appointment, onClose, onCancelled, onRefused }: CancelDialogProps) {
  const send = async (cancellation: Cancellation): Promise<FormOutcome<CancelField, LinkedAppointment>> => {
    const result = await postCancellation(token, cancellation);
    if (result.kind === 'ok') return { type: 'received', result: result.data };
    if (result.kind === 'unreachable') return { type: 'failed', message: unreachableText };
    if (result.error.code === 'BOOK_003' || isUnknownLink(result.error)) onRefused(result.error);
    return refusalOutcome(result.error, cancelFields);
  };
  const form = useSchemaForm({
    schema: cancellationSchema,
    fields: cancelFields,
    sanitize: sanitizeInput<FormValues<CancelField>>,
    editableAfterFailure: true,
    send,
    onSuccess(cancelled) {
      form.reset();
      onCancelled(cancelled);
    },
  });
  const close = () => {
    form.dismiss();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={text.title} className="manage-cancel" initialFocus="first-field">
      <form {...form.formProps} className="manage-cancel__form">
        <p>{cancelQuestion(appointment)}</p>
        <FormFailure title={messages.cancelFailed} message={form.failure} />
        <Field label={labels.reason} required errors={[form.state.errors.reason]}>
          {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
        </Field>
        <div className="booking-actions">
          <SubmitButton busy={form.submitting} busyLabel={text.busy} busyStatus={text.busyStatus}>
            {text.submit}
          </SubmitButton>
          <Button variant="secondary" onClick={close}>
            {text.keep}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
