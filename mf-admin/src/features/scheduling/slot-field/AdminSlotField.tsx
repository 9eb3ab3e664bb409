// The back-office's one slot field: a day, then a time among that day's free slots, with the shared
// day and time pickers, for every dialog that books or offers a slot from the staff availability
// (offering a slot to the waitlist, proposing slots for a rebooking, scheduling a request). Each
// question is a fieldset named after what it asks (`date`, `time`), so a form can send the focus to
// the one left unanswered. With a preferred part of the day, that day's slots in it come first,
// under its name, then the others.
import { useId } from 'react';
import { ErrorList } from 'shared-ui/Field';
import { DayChoice } from 'shared-ui/slot-picker/DayChoice';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import type { SlotDay, SlotOfDay } from 'shared-ui/slot-picker/slot-types';
import { TimeChoice } from 'shared-ui/slot-picker/TimeChoice';
import './admin-slot-field.css';

export const slotFieldText = {
  date: 'Date',
  time: (day: string) => `Heure, ${day}`,
  otherSlots: 'Autres créneaux',
  noFreeSlot: 'Aucun créneau libre dans cette partie de la journée.',
} as const;

/** A part of the day the person prefers: its slots are shown first, under `label`. */
export interface PreferredSlots {
  label: string;
  includes(slot: SlotOfDay): boolean;
}

export interface AdminSlotFieldProps {
  /** The open days (at least one: the caller says when there is none, in its own words). */
  days: readonly SlotDay[];
  date: string | undefined;
  time: string | undefined;
  onDate(date: string): void;
  onTime(time: string): void;
  dateError?: string | undefined;
  timeError?: string | undefined;
  preferred?: PreferredSlots | undefined;
}

export function AdminSlotField({ days, date, time, onDate, onTime, dateError, timeError, preferred }: AdminSlotFieldProps) {
  const ids = useId();
  const day = days.find((candidate) => candidate.date === date);
  const dateErrorId = dateError ? `${ids}-date-erreur` : undefined;
  const timeErrorId = timeError ? `${ids}-heure-erreur` : undefined;
  const first = day && preferred ? day.slots.filter((slot) => preferred.includes(slot)) : [];
  const others = day ? day.slots.filter((slot) => !first.includes(slot)) : [];
  return (
    <>
      <fieldset name="date" className="admin-slot-field" tabIndex={-1} aria-describedby={dateErrorId}>
        <legend id={`${ids}-date`} className="admin-slot-field__legend">
          {slotFieldText.date}
        </legend>
        <DayChoice days={days} selected={date} onChoose={onDate} labelledBy={`${ids}-date`} />
        <ErrorList id={dateErrorId} errors={[dateError]} />
      </fieldset>
      {day ? (
        <fieldset name="time" className="admin-slot-field" tabIndex={-1} aria-describedby={timeErrorId}>
          <legend id={`${ids}-heure`} className="admin-slot-field__legend">
            {slotFieldText.time(dayLabel(day.date))}
          </legend>
          {preferred && first.length > 0 ? (
            <>
              <TimeGroup id={`${ids}-preferees`} label={preferred.label} slots={first} time={time} onTime={onTime} />
              {others.length > 0 ? (
                <TimeGroup id={`${ids}-autres`} label={slotFieldText.otherSlots} slots={others} time={time} onTime={onTime} />
              ) : null}
            </>
          ) : (
            <TimeChoice slots={day.slots} selected={time} onChoose={onTime} labelledBy={`${ids}-heure`} />
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
      <p id={id} className="admin-slot-field__group">
        {label}
      </p>
      {slots.some((slot) => slot.available) ? (
        <TimeChoice slots={slots} selected={time} onChoose={onTime} labelledBy={id} />
      ) : (
        <p className="admin-slot-field__none">{slotFieldText.noFreeSlot}</p>
      )}
    </>
  );
}
