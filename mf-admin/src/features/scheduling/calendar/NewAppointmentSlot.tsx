// « Nouveau rendez-vous »'s time: the free slots of the chosen service on the chosen day (the
// staff availability); the one picked on the grid stays chosen if free.
import { useEffect, useId } from 'react';
import type { NewAppointmentFormField as NewAppointmentField } from 'shared-domain/scheduling/calendar-input';
import { Button } from 'shared-ui/Button';
import { ErrorList } from 'shared-ui/Field';
import { LoadingState } from 'shared-ui/LoadingState';
import { problemMessage } from 'shared-ui/problem-message';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import { isFreeSlot } from 'shared-ui/slot-picker/slot-types';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import type { SchemaForm } from 'shared-ui/useSchemaForm';
import { useAvailability } from '../api/availability';
import type { CreatedAppointment } from './api/create-appointment';
import { isCalendarDate } from 'shared-domain/platform/calendar-date';
import { calendarText, moveText } from './calendar-text';

type Form = SchemaForm<NewAppointmentField, CreatedAppointment>;

/** The free slots of the chosen service on the chosen day; the one picked on the grid stays chosen if free. */
export function SlotField({ form, refresh }: { form: Form; refresh: number }) {
  const ids = useId();
  const { values, errors } = form.state;
  const { change } = form;
  const ready = values.serviceTypeId !== '' && isCalendarDate(values.date);
  const slots = useAvailability(ready ? { serviceTypeId: values.serviceTypeId, from: values.date, days: 1 } : undefined);
  const day = slots.data?.days.find((entry) => entry.date === values.date);
  const { refetch } = slots;

  useEffect(() => {
    if (refresh > 0) void refetch();
  }, [refresh, refetch]);

  // A time that is not free on the answer (picked on a cell, or taken meanwhile) is no choice.
  useEffect(() => {
    if (slots.data && values.time && !errors.time && !isFreeSlot(slots.data.days, values.date, values.time)) change('time', '');
  }, [slots.data, values.date, values.time, errors.time, change]);

  const errorId = errors.time ? `${ids}-erreur` : undefined;
  return (
    <fieldset name="time" className="calendar-slots" tabIndex={-1} aria-describedby={errorId}>
      <legend id={`${ids}-heure`} className="calendar-slots__legend">
        {isCalendarDate(values.date) ? moveText.times(dayLabel(values.date)) : moveText.time}
        <span className="ui-field__marker" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {!ready ? null : day ? (
        <TimeChoice
          slots={day.slots}
          selected={values.time || undefined}
          onChoose={(time) => change('time', time)}
          labelledBy={`${ids}-heure`}
        />
      ) : slots.isError && !slots.isFetching ? (
        <div className="ui-form-failure" role="alert">
          <p>
            <strong>{moveText.slotsFailed}</strong>
          </p>
          <p>{problemMessage(slots.error)}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {calendarText.retry}
          </Button>
        </div>
      ) : slots.data ? (
        <p className="slot-picker__empty">{moveText.noSlot}</p>
      ) : (
        <LoadingState label={moveText.loadingSlots} />
      )}
      <ErrorList id={errorId} errors={[errors.time]} />
    </fieldset>
  );
}
