// A day then a time among the offered slots, with the shared pickers (shared-ui/slot-picker): what
// the move and booking dialogs ask. Each is a fieldset named after what it asks, so a form can
// move the focus to the one left unanswered (`form.elements.namedItem('date')`) and its error.
import { useId } from 'react';
import { selfServiceText } from 'shared-domain/scheduling/self-service-text';
import { ErrorList } from 'shared-ui/Field';
import { DayChoice } from 'shared-ui/slot-picker/DayChoice';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import type { SlotDay } from 'shared-ui/slot-picker/slot-types';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import './appointment-dialog.css';

export interface SlotChoiceProps {
  days: readonly SlotDay[];
  date: string | undefined;
  time: string | undefined;
  /** A new date: the owner clears the time (specification §2.5). */
  onDate(date: string): void;
  onTime(time: string): void;
  dateLabel: string;
  /** The time list's name for the chosen day ('lundi 23 novembre'). */
  timeLabel(day: string): string;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

export function SlotChoice({ days, date, time, onDate, onTime, dateLabel, timeLabel, dateError, timeError }: SlotChoiceProps) {
  const ids = useId();
  if (days.length === 0) return <p className="slot-picker__empty">{selfServiceText.noOnlineDays}</p>;
  const day = days.find((candidate) => candidate.date === date);
  const dateErrorId = dateError ? `${ids}-date-erreur` : undefined;
  const timeErrorId = timeError ? `${ids}-heure-erreur` : undefined;
  return (
    <>
      <fieldset name="date" className="slot-choice" tabIndex={-1} aria-describedby={dateErrorId}>
        <legend id={`${ids}-date`} className="slot-choice__legend">
          {dateLabel}
        </legend>
        <DayChoice days={days} selected={date} onChoose={onDate} labelledBy={`${ids}-date`} />
        <ErrorList id={dateErrorId} errors={[dateError]} />
      </fieldset>
      {day ? (
        <fieldset name="time" className="slot-choice" tabIndex={-1} aria-describedby={timeErrorId}>
          <legend id={`${ids}-heure`} className="slot-choice__legend">
            {timeLabel(dayLabel(day.date))}
          </legend>
          <TimeChoice slots={day.slots} selected={time} onChoose={onTime} labelledBy={`${ids}-heure`} />
          <ErrorList id={timeErrorId} errors={[timeError]} />
        </fieldset>
      ) : null}
    </>
  );
}
