// A day then a time among the service's free slots, with the shared pickers. When the request named
// a period, that day's slots in it come first, under their own name, then the others: the desk
// sees at once what suits the person, and can still give them anything else. Each question is a
// fieldset named after what it asks, so the form can send the focus to the one left unanswered.
import { useId } from 'react';
import { ErrorList } from 'shared-ui/Field';
import { DayChoice } from 'shared-ui/slot-picker/DayChoice';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import type { SlotDay, SlotOfDay } from 'shared-ui/slot-picker/slot-types';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import { inPeriod, type PreferredPeriod } from './preferred-period';
import { requestsText as text } from './requests-text';

export interface RequestSlotChoiceProps {
  days: readonly SlotDay[];
  date: string | undefined;
  time: string | undefined;
  period: PreferredPeriod | undefined;
  onDate(date: string): void;
  onTime(time: string): void;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

export function RequestSlotChoice({ days, date, time, period, onDate, onTime, dateError, timeError }: RequestSlotChoiceProps) {
  const ids = useId();
  if (days.length === 0) return <p className="slot-picker__empty">{text.noDays}</p>;
  const day = days.find((candidate) => candidate.date === date);
  const dateErrorId = dateError ? `${ids}-date-erreur` : undefined;
  const timeErrorId = timeError ? `${ids}-heure-erreur` : undefined;
  const preferred = day && period ? day.slots.filter((slot) => inPeriod(period, slot)) : [];
  const others = day ? day.slots.filter((slot) => !preferred.includes(slot)) : [];
  return (
    <>
      <fieldset name="date" className="requests-slots" tabIndex={-1} aria-describedby={dateErrorId}>
        <legend id={`${ids}-date`} className="requests-slots__legend">
          {text.date}
        </legend>
        <DayChoice days={days} selected={date} onChoose={onDate} labelledBy={`${ids}-date`} />
        <ErrorList id={dateErrorId} errors={[dateError]} />
      </fieldset>
      {day ? (
        <fieldset name="time" className="requests-slots" tabIndex={-1} aria-describedby={timeErrorId}>
          <legend className="requests-slots__legend">{text.time(dayLabel(day.date))}</legend>
          {period && preferred.length > 0 ? (
            <>
              <TimeGroup id={`${ids}-preferees`} label={period.slotsLabel} slots={preferred} time={time} onTime={onTime} />
              {others.length > 0 ? (
                <TimeGroup id={`${ids}-autres`} label={text.otherSlots} slots={others} time={time} onTime={onTime} />
              ) : null}
            </>
          ) : (
            <>
              <p id={`${ids}-heures`} className="ui-visually-hidden">
                {text.time(dayLabel(day.date))}
              </p>
              <TimeChoice slots={day.slots} selected={time} onChoose={onTime} labelledBy={`${ids}-heures`} />
            </>
          )}
          <ErrorList id={timeErrorId} errors={[timeError]} />
        </fieldset>
      ) : null}
    </>
  );
}

interface TimeGroupProps {
  id: string;
  label: string;
  slots: readonly SlotOfDay[];
  time: string | undefined;
  onTime(time: string): void;
}

/** One part of the day's slots, named; a part without a free slot says so (the other may have some). */
function TimeGroup({ id, label, slots, time, onTime }: TimeGroupProps) {
  return (
    <>
      <p id={id} className="requests-slots__group">
        {label}
      </p>
      {slots.some((slot) => slot.available) ? (
        <TimeChoice slots={slots} selected={time} onChoose={onTime} labelledBy={id} />
      ) : (
        <p className="requests-slots__none">{text.noFreeSlot}</p>
      )}
    </>
  );
}
