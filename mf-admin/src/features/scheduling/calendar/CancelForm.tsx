// 'Annuler le rendez-vous' in the appointment's dialog: a reason is required (the management link's
// schema and message, specification §5), and whether to e-mail the patient. The form stays as typed
// after a refusal, its message above it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Cancellation, cancellationSchema } from 'shared-domain/scheduling/online-booking';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { Button } from 'shared-ui/Button';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type FormOutcome, type FormValues, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { type CalendarAppointment, refreshAfterChange } from './api/calendar';
import { cancelAppointment } from './api/cancel-appointment';
import { calendarText, cancelText, detailsText } from './calendar-text';
import { NotifyBox } from './MoveForm';

const cancelFields = ['reason'] as const;
type CancelField = (typeof cancelFields)[number];

export interface CancelFormProps {
  appointment: CalendarAppointment;
  onBack(): void;
  onCancelled(message: string): void;
}

export function CancelForm({ appointment, onBack, onCancelled }: CancelFormProps) {
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notify, setNotify] = useState(Boolean(appointment.email));

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const send = async ({ reason }: Cancellation): Promise<FormOutcome<CancelField, true>> => {
    const result = await cancelAppointment(appointment.id, { reason, notify });
    if (result.kind === 'ok') return { type: 'received', result: true };
    if (result.kind === 'unreachable') return { type: 'failed', message: calendarText.unreachable };
    // Changed or gone meanwhile: the calendar shows what the server now has.
    if (result.error.code === 'APPT_001' || result.error.status === 404) void refreshAfterChange(queryClient);
    return refusalOutcome(result.error, cancelFields);
  };
  const form = useSchemaForm({
    schema: cancellationSchema,
    fields: cancelFields,
    sanitize: sanitizeInput<FormValues<CancelField>>,
    editableAfterFailure: true,
    send,
    onSuccess: () => onCancelled(cancelText.done),
  });

  return (
    <form {...form.formProps} className="calendar-dialog__body">
      <h3 ref={headingRef} tabIndex={-1} className="calendar-dialog__step">
        {cancelText.title}
      </h3>
      <FormFailure title={cancelText.failed} message={form.failure} />
      <Field label={cancelText.reason} required errors={[form.state.errors.reason]}>
        {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
      </Field>
      <NotifyBox label={cancelText.notify} checked={notify} onChange={setNotify} hasEmail={Boolean(appointment.email)} />
      <div className="calendar-dialog__actions">
        <SubmitButton busy={form.submitting} busyLabel={cancelText.busy} busyStatus={cancelText.busyStatus}>
          {cancelText.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={onBack}>
          {detailsText.back}
        </Button>
      </div>
    </form>
  );
}
