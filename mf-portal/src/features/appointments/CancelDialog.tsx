// « Annuler »: asks first, in a dialog, and needs a reason, as the management page does
// (specification §2.7, §5 « Cancellation via link »): the same schema, messages and wording. The
// form stays as typed after a failure, its reason above it; a cancellation the API no longer
// allows at all (BOOK_003, or the appointment is not found) goes back to the page, which says why.
import type { ApiError } from 'shared-domain/errors';
import {
  cancellationSchema,
  onlineBookingLabels as labels,
  onlineBookingMessages as messages,
  type Cancellation,
} from 'shared-domain/online-booking';
import { sanitizeInput } from 'shared-domain/sanitize';
import { cancelQuestion, selfServiceText } from 'shared-domain/self-service-text';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type FormOutcome, type FormValues, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import type { PatientAppointment } from './api/appointments';
import { cancelAppointment } from './api/cancel';
import { appointmentsText } from './appointments-text';
import './appointment-dialog.css';

const text = selfServiceText.cancel;
const cancelFields = ['reason'] as const;
type CancelField = (typeof cancelFields)[number];

export interface CancelDialogProps {
  open: boolean;
  /** The appointment to cancel (kept by the page after closing, so the dialog closes properly). */
  appointment: PatientAppointment;
  onClose(): void;
  onCancelled(): void;
  /** The API refused any change (BOOK_003) or no longer finds the appointment. */
  onRefused(error: ApiError): void;
}

export function CancelDialog({ open, appointment, onClose, onCancelled, onRefused }: CancelDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={text.title} className="appointment-dialog" initialFocus="first-field">
      {/* Only while open: each opening starts from an empty reason. */}
      {open ? <CancelForm appointment={appointment} onClose={onClose} onCancelled={onCancelled} onRefused={onRefused} /> : null}
    </Dialog>
  );
}

function CancelForm({ appointment, onClose, onCancelled, onRefused }: Omit<CancelDialogProps, 'open'>) {
  const send = async (cancellation: Cancellation): Promise<FormOutcome<CancelField, true>> => {
    const result = await cancelAppointment(appointment.id, cancellation);
    if (result.kind === 'ok') return { type: 'received', result: true };
    if (result.kind === 'unreachable') return { type: 'failed', message: appointmentsText.unreachable };
    if (result.error.code === 'BOOK_003' || result.error.status === 404) onRefused(result.error);
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
    <form {...form.formProps} className="appointment-dialog__body">
      <p>{cancelQuestion(appointment)}</p>
      <FormFailure title={messages.cancelFailed} message={form.failure} />
      <Field label={labels.reason} required errors={[form.state.errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
      </Field>
      <div className="appointment-dialog__actions">
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
