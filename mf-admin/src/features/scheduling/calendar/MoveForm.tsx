// 'Déplacer' in the appointment's dialog: a service, a date and one of that day's free slots from
// the staff availability (the appointment's own slot counting as free), and whether to e-mail the
// patient. The server checks the slot again as it writes: a slot taken meanwhile is refused in
// French, the slots are asked again and another time is to be chosen. A drop on the grid opens
// this form with the dropped date and time already chosen.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from 'shared-domain/platform/format';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { ErrorList, Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import { isFreeSlot } from 'shared-ui/slot-picker/slot-types';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { validationMessages as m } from 'shared-domain/platform/validation-messages';
import { useAvailability } from '../api/availability';
import { type CalendarAppointment, type CalendarService, refreshAfterChange } from './api/calendar';
import { updateAppointment } from './api/update-appointment';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { calendarText, detailsText, moveText, timeRangeText } from './calendar-text';

export interface MoveFormProps {
  appointment: CalendarAppointment;
  services: readonly CalendarService[];
  /** Chosen already (a drop on the grid). */
  initial?: { date: string; time: string } | undefined;
  onBack(): void;
  onMoved(message: string, appointmentId: string): void;
}

type MoveField = 'serviceTypeId' | 'date' | 'time';

export function MoveForm({ appointment, services, initial, onBack, onMoved }: MoveFormProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [serviceTypeId, setServiceTypeId] = useState(appointment.serviceTypeId ?? '');
  const [date, setDate] = useState(initial?.date ?? appointment.scheduledDate ?? '');
  const [time, setTime] = useState(initial?.time ?? '');
  const [notify, setNotify] = useState(Boolean(appointment.email));
  const [errors, setErrors] = useState<Partial<Record<MoveField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const ready = serviceTypeId !== '' && isCalendarDate(date);
  const slots = useAvailability(ready ? { serviceTypeId, from: date, days: 1, ignoreAppointmentId: appointment.id } : undefined);
  const day = slots.data?.days.find((entry) => entry.date === date);

  // A time chosen before the slots came (a drop) that is not free there is no choice at all.
  useEffect(() => {
    if (slots.data && time && !isFreeSlot(slots.data.days, date, time)) setTime('');
  }, [slots.data, date, time]);

  const focusField = (field: MoveField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found: Partial<Record<MoveField, string>> = {};
    if (!serviceTypeId) found.serviceTypeId = m.required(moveText.service);
    if (!isCalendarDate(date)) found.date = date ? m.date(moveText.date) : m.required(moveText.date);
    if (!time) found.time = moveText.chooseTime;
    setErrors(found);
    const first = (['serviceTypeId', 'date', 'time'] as const).find((field) => found[field]);
    if (first) return focusField(first);
    const unchanged =
      date === appointment.scheduledDate && time === appointment.scheduledTime && serviceTypeId === appointment.serviceTypeId;
    if (unchanged) return setProblem(moveText.unchanged);

    setSending(true);
    setProblem(undefined);
    const result = await updateAppointment(appointment.id, {
      date,
      time,
      ...(serviceTypeId !== appointment.serviceTypeId ? { serviceTypeId } : {}),
      notify,
    });
    setSending(false);
    if (result.kind === 'ok') return onMoved(moveText.done, appointment.id);
    if (result.kind === 'unreachable') return setProblem(calendarText.unreachable);
    const { error } = result;
    if (error.code === 'BOOK_001') {
      // Taken meanwhile: fresh slots, and another time to choose.
      setProblem(error.message || calendarText.slotTaken);
      setTime('');
      void slots.refetch();
      return;
    }
    if (error.status === 422 && error.fields) {
      const fieldErrors = { serviceTypeId: error.fields.serviceTypeId, date: error.fields.date, time: error.fields.time };
      setErrors(fieldErrors);
      const field = (['serviceTypeId', 'date', 'time'] as const).find((name) => fieldErrors[name]);
      if (field) return focusField(field);
    }
    // Changed, cancelled or gone meanwhile: the calendar shows what the server now has.
    if (error.code === 'APPT_001' || error.status === 404) void refreshAfterChange(queryClient);
    setProblem(error.message);
  };

  const timeErrorId = errors.time ? `${ids}-heure-erreur` : undefined;
  return (
    <form ref={formRef} className="calendar-dialog__body" noValidate aria-busy={sending || undefined} onSubmit={submit}>
      <h3 ref={headingRef} tabIndex={-1} className="calendar-dialog__step">
        {moveText.title}
      </h3>
      <p>
        {moveText.current} : <strong>{`${formatDate(appointment.scheduledDate ?? '')}, ${timeRangeText(appointment)}`}</strong>
      </p>
      <FormFailure title={moveText.failed} message={problem} />
      <Field label={moveText.service} required errors={[errors.serviceTypeId]}>
        {(control) => (
          <select
            {...control}
            name="serviceTypeId"
            value={serviceTypeId}
            onChange={(event) => {
              setServiceTypeId(event.target.value);
              setTime('');
            }}
          >
            {serviceTypeId === '' ? <option value="">{detailsText.noService}</option> : null}
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {`${service.name} (${service.durationMinutes} min)`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={moveText.date} required errors={[errors.date]}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime('');
            }}
          />
        )}
      </Field>
      <fieldset name="time" className="calendar-slots" tabIndex={-1} aria-describedby={timeErrorId}>
        <legend id={`${ids}-heure`} className="calendar-slots__legend">
          {isCalendarDate(date) ? moveText.times(dayLabel(date)) : moveText.time}
        </legend>
        {!ready ? null : day ? (
          <TimeChoice slots={day.slots} selected={time || undefined} onChoose={setTime} labelledBy={`${ids}-heure`} />
        ) : slots.isError && !slots.isFetching ? (
          <div className="ui-form-failure" role="alert">
            <p>
              <strong>{moveText.slotsFailed}</strong>
            </p>
            <p>{problemMessage(slots.error)}</p>
            <Button variant="secondary" onClick={() => void slots.refetch()}>
              {calendarText.retry}
            </Button>
          </div>
        ) : slots.data ? (
          <p className="slot-picker__empty">{moveText.noSlot}</p>
        ) : (
          <LoadingState label={moveText.loadingSlots} />
        )}
        <ErrorList id={timeErrorId} errors={[errors.time]} />
      </fieldset>
      <NotifyBox label={moveText.notify} checked={notify} onChange={setNotify} hasEmail={Boolean(appointment.email)} />
      <div className="calendar-dialog__actions">
        <SubmitButton busy={sending} busyLabel={moveText.busy} busyStatus={moveText.busyStatus}>
          {moveText.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={onBack}>
          {detailsText.back}
        </Button>
      </div>
    </form>
  );
}

export interface NotifyBoxProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** Without an address there is nobody to write to: the box is off and says why. */
  hasEmail: boolean;
}

/** Whether the patient gets an e-mail about the change. */
export function NotifyBox({ label, checked, onChange, hasEmail }: NotifyBoxProps) {
  const hintId = useId();
  return (
    <div className="calendar-check">
      <input
        id={`${hintId}-case`}
        type="checkbox"
        checked={hasEmail && checked}
        disabled={!hasEmail}
        aria-describedby={hasEmail ? undefined : hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`${hintId}-case`}>{label}</label>
      {hasEmail ? null : (
        <p id={hintId} className="calendar-check__hint">
          {moveText.noEmail}
        </p>
      )}
    </div>
  );
}
