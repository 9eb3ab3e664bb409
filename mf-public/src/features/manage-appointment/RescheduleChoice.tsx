// Moving the appointment: the free slots of its service (the same pickers as /booking, fed by the
// link's availability), then one button to move it. A slot taken meanwhile brings fresh slots.
import { useId, useState } from 'react';
import type { ApiError } from 'shared-domain/platform/errors';
import { onlineBookingMessages as messages } from 'shared-domain/scheduling/online-booking';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { failureText } from '../../lib/loading/load-failure';
import { LoadFailure } from '../../lib/loading/LoadFailure';
import { useApiLoad } from '../../lib/loading/useApiLoad';
import { DayChoice } from 'shared-ui/slot-picker/DayChoice';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import type { LinkedAppointment } from './api/appointment';
import { getRescheduleAvailability } from './api/availability';
import { postReschedule } from './api/reschedule';
import { isUnknownLink } from './unknown-link';

const text = selfServiceText.reschedule;

export interface RescheduleChoiceProps {
  token: string;
  /** The move is done: the appointment as it now stands. */
  onRescheduled(appointment: LinkedAppointment): void;
  /** The API refused any change (BOOK_003) or no longer knows the link: the page reads it again. */
  onRefused(error: ApiError): void;
  onCancel(): void;
}

export function RescheduleChoice({ token, onRescheduled, onRefused, onCancel }: RescheduleChoiceProps) {
  const ids = useId();
  const slots = useApiLoad(token, getRescheduleAvailability);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const days = slots.state.status === 'ok' ? slots.state.data.days : undefined;
  const day = days?.find((candidate) => candidate.date === date);

  const move = async () => {
    if (!date || !time || sending) return;
    setSending(true);
    setProblem(undefined);
    const result = await postReschedule(token, { date, time });
    setSending(false);
    if (result.kind === 'ok') {
      onRescheduled(result.data);
      return;
    }
    if (result.kind === 'unreachable') {
      setProblem(failureText(undefined));
      return;
    }
    const { error } = result;
    if (error.code === 'BOOK_003' || isUnknownLink(error)) {
      onRefused(error);
      return;
    }
    // Taken meanwhile, or no longer offered: fresh slots, and a new choice to make.
    if (error.code === 'BOOK_001' || error.status === 422) {
      setProblem(error.code === 'BOOK_001' ? messages.slotTaken : (error.fields?.time ?? error.fields?.date ?? error.message));
      setTime(undefined);
      slots.reload();
      return;
    }
    setProblem(error.message);
  };

  return (
    <div className="manage-reschedule">
      <h3 className="manage-reschedule__heading">{text.heading}</h3>
      <FormFailure title={messages.rescheduleFailed} message={problem} />
      {slots.state.status === 'loading' ? <LoadingState label={selfServiceText.loadingSlots} /> : null}
      {slots.state.status === 'failed' ? (
        <LoadFailure title={messages.slotsLoadFailed} error={slots.state.error} onRetry={slots.reload} />
      ) : null}
      {days ? (
        days.length === 0 ? (
          <p className="slot-picker__empty">{selfServiceText.noOnlineDays}</p>
        ) : (
          <>
            <h4 id={`${ids}-date`} className="manage-reschedule__label">
              {text.date}
            </h4>
            <DayChoice
              days={days}
              selected={date}
              onChoose={(chosen) => {
                // A new date clears the chosen time (specification §2.5).
                setDate(chosen);
                setTime(undefined);
              }}
              labelledBy={`${ids}-date`}
            />
          </>
        )
      ) : null}
      {day ? (
        <>
          <h4 id={`${ids}-heure`} className="manage-reschedule__label">
            {text.time(dayLabel(day.date))}
          </h4>
          <TimeChoice slots={day.slots} selected={time} onChoose={setTime} labelledBy={`${ids}-heure`} />
        </>
      ) : null}
      <div className="booking-actions">
        <Button onClick={move} disabled={!date || !time} aria-disabled={sending || undefined}>
          {sending ? text.busy : text.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text.keep}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {sending ? text.busyStatus : ''}
      </p>
    </div>
  );
}
