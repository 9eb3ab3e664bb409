// The slots of one day, as toggle buttons: an unavailable slot is shown (the day's shape stays
// readable) but disabled, and named so. A day without any free slot says so instead.
import { formatTime } from 'shared-domain/platform/format';
import { onlineBookingMessages } from 'shared-domain/scheduling/online-booking-messages';
import type { SlotOfDay } from './slot-types';
import './slot-picker.css';

export interface TimeChoiceProps {
  slots: readonly SlotOfDay[];
  selected: string | undefined;
  onChoose(time: string): void;
  /** The heading that names the list. */
  labelledBy: string;
}

export function TimeChoice({ slots, selected, onChoose, labelledBy }: TimeChoiceProps) {
  if (!slots.some((slot) => slot.available)) {
    return <p className="slot-picker__empty">{onlineBookingMessages.emptyDay}</p>;
  }
  return (
    <ul className="slot-picker__times" aria-labelledby={labelledBy}>
      {slots.map((slot) => (
        <li key={slot.time}>
          <button
            type="button"
            className="slot-picker__time"
            disabled={!slot.available}
            aria-pressed={slot.available ? slot.time === selected : undefined}
            onClick={() => onChoose(slot.time)}
          >
            {formatTime(slot.time)}
            {slot.available ? null : <span className="ui-visually-hidden"> (indisponible)</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
