// The days a slot can be chosen on, as toggle buttons (aria-pressed on the chosen one). A day
// whose slots are all taken stays choosable: its time list then says so (specification §2.5). A
// day the clinic closed reads « Fermé — {raison} », not « Complet »: nothing was booked away.
import { availableSlotCount, type SlotDay } from './slot-types';
import { dayLabel } from './day-label';
import './slot-picker.css';

export interface DayChoiceProps {
  days: readonly SlotDay[];
  selected: string | undefined;
  onChoose(date: string): void;
  /** The heading that names the list. */
  labelledBy: string;
}

function dayText(day: SlotDay, count: number): string {
  if (day.closure !== undefined) return day.closure ? `Fermé — ${day.closure}` : 'Fermé';
  if (count === 0) return 'Complet';
  return count === 1 ? '1 créneau libre' : `${count} créneaux libres`;
}

export function DayChoice({ days, selected, onChoose, labelledBy }: DayChoiceProps) {
  return (
    <ul className="slot-picker__days" aria-labelledby={labelledBy}>
      {days.map((day) => {
        const free = availableSlotCount(day);
        return (
          <li key={day.date}>
            <button
              type="button"
              className={`slot-picker__day${free === 0 ? ' slot-picker__day--full' : ''}`}
              aria-pressed={day.date === selected}
              onClick={() => onChoose(day.date)}
            >
              <span className="slot-picker__day-name">{dayLabel(day.date)}</span>
              <span className="slot-picker__day-count">{dayText(day, free)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
