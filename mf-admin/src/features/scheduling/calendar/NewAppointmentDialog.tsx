// 'Nouveau rendez-vous': a patient on file (searched by name, e-mail or phone) or a new one (first
// and last name, e-mail, phone), a service, a date and one of that day's free slots, a reason, and
// 'Envoyer la confirmation par courriel'. Opened by its button (the day shown, no time yet) or by a
// click on an empty cell of the grid (that day and time, kept if it is free). The server checks
// the slot again as it writes: a slot taken meanwhile comes back under the time, in French, with
// fresh slots; any other refusal shows above the form, which stays as filled in.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type NewAppointmentFormField as NewAppointmentField,
  newAppointmentFormField,
  newAppointmentFormFields as newAppointmentFields,
  newAppointmentFormSchema,
} from 'shared-domain/scheduling/calendar-input';
import type { ApiError } from 'shared-domain/platform/errors';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { Field } from 'shared-ui/Field';
import { DialogForm, FormDialog } from 'shared-ui/FormDialog';
import { type FormOutcome, type FormValues, refusalOutcome, useSchemaForm } from 'shared-ui/useSchemaForm';
import { useReadsHealthText } from '../../back-office/session/api/me';
import { type CalendarService, refreshAfterChange } from './api/calendar';
import { type CreatedAppointment, createAppointment, type NewAppointment } from './api/create-appointment';
import { calendarText, newAppointmentText as text } from './calendar-text';
import { NotifyBox } from './MoveForm';
import { PatientChoice } from './NewAppointmentPatient';
import { SlotField } from './NewAppointmentSlot';
import './calendar.css';

export interface NewAppointmentStart {
  date: string;
  time?: string | undefined;
}

export interface NewAppointmentDialogProps {
  /** Where it starts; the dialog is open while there is one. */
  start: NewAppointmentStart | undefined;
  services: readonly CalendarService[];
  onClose(): void;
  onCreated(message: string, appointment: CreatedAppointment['appointment']): void;
}

export function NewAppointmentDialog({ start, services, onClose, onCreated }: NewAppointmentDialogProps) {
  return (
    // Most visits are for a patient on file: the focus starts in the search box.
    <FormDialog
      open={start !== undefined}
      onClose={onClose}
      title={text.title}
      className="ui-dialog--sheet calendar-dialog"
      initialFocus='input[type="search"]'
    >
      {/* Made at each opening: each opening starts from an empty form. */}
      {start ? <NewAppointmentForm start={start} services={services} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

/** A refusal whose fields are named as the API names them (`newPatient.firstName`), named as the form's. */
function withFormFields(error: ApiError): ApiError {
  if (!error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = newAppointmentFormField(name);
    if (field) fields[field] ??= message;
  }
  return { ...error, fields };
}

function NewAppointmentForm({
  start,
  services,
  onCreated,
}: Omit<NewAppointmentDialogProps, 'start' | 'onClose'> & { start: NewAppointmentStart }) {
  const queryClient = useQueryClient();
  const readsReason = useReadsHealthText();
  const [notify, setNotify] = useState(true);
  const [slotsToRefresh, setSlotsToRefresh] = useState(0);
  /** The e-mail address of the patient chosen among the matches (null: none on file). */
  const [chosenEmail, setChosenEmail] = useState<string | null>(null);

  const send = async (request: NewAppointment): Promise<FormOutcome<NewAppointmentField, CreatedAppointment>> => {
    const result = await createAppointment({ ...request, notify: notify && hasEmail });
    if (result.kind === 'ok') return { type: 'received', result: result.data };
    if (result.kind === 'unreachable') return { type: 'failed', message: calendarText.unreachable };
    if (result.error.code === 'BOOK_001') {
      // Taken meanwhile: said under the time, and the slots asked again.
      setSlotsToRefresh((count) => count + 1);
      return { type: 'rejected', errors: { time: result.error.message || calendarText.slotTaken } };
    }
    return refusalOutcome(withFormFields(result.error), newAppointmentFields);
  };

  const form = useSchemaForm({
    schema: newAppointmentFormSchema,
    fields: newAppointmentFields,
    sanitize: sanitizeInput<FormValues<NewAppointmentField>>,
    editableAfterFailure: true,
    // The form starts where it was opened: the first service, the day (and time) picked; once, even
    // if the calendar's services are read again meanwhile.
    initialValues: {
      patientMode: 'existing',
      date: start.date,
      ...(start.time ? { time: start.time } : {}),
      ...(services[0] ? { serviceTypeId: services[0].id } : {}),
    },
    send,
    onSuccess: (created) => {
      void refreshAfterChange(queryClient);
      onCreated(text.done, created.appointment);
    },
  });
  const { values } = form.state;
  const { change } = form;
  const hasEmail = values.patientMode === 'new' ? values.email.trim() !== '' : Boolean(chosenEmail);

  return (
    <DialogForm
      form={form}
      submit={{ label: text.submit, busyLabel: text.busy, busyStatus: text.busyStatus }}
      cancelLabel={calendarText.dismiss}
      failureTitle={text.failed}
      className="calendar-dialog__body"
      actionsClassName="calendar-dialog__actions"
    >
      <PatientChoice form={form} onChoose={setChosenEmail} />
      <Field label={text.service} required errors={[form.state.errors.serviceTypeId]}>
        {(control) => (
          <select
            {...control}
            {...form.fieldProps('serviceTypeId')}
            onChange={(event) => {
              change('serviceTypeId', event.target.value);
              change('time', '');
            }}
          >
            <option value="">{text.chooseService}</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {`${service.name} (${service.durationMinutes} min)`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.date} required errors={[form.state.errors.date]}>
        {(control) => (
          <input
            {...control}
            {...form.fieldProps('date')}
            type="date"
            readOnly={form.submitting}
            onChange={(event) => {
              change('date', event.target.value);
              change('time', '');
            }}
          />
        )}
      </Field>
      <SlotField form={form} refresh={slotsToRefresh} />
      {/* The reason is health text: the desk, who does not read it, is not offered to write it. */}
      {readsReason ? (
        <Field label={text.reason} errors={[form.state.errors.reason]}>
          {(control) => <textarea {...control} {...form.fieldProps('reason')} rows={3} readOnly={form.submitting} />}
        </Field>
      ) : null}
      <NotifyBox label={text.notify} checked={notify} onChange={setNotify} hasEmail={hasEmail} />
    </DialogForm>
  );
}
