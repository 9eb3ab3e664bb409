// The request's slot: the back-office's slot field (AdminSlotField) over the service's free
// slots. When the request named a period, that day's slots in it come first, under their own name,
// then the others: the desk sees at once what suits the person, and can still give them anything
// else.
import { AdminSlotField } from '../slot-field/AdminSlotField';
import type { SlotDay } from 'shared-ui/slot-picker/slot-types';
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

export function RequestSlotChoice({ period, ...field }: RequestSlotChoiceProps) {
  if (field.days.length === 0) return <p className="slot-picker__empty">{text.noDays}</p>;
  return (
    <AdminSlotField {...field} preferred={period ? { label: period.slotsLabel, includes: (slot) => inPeriod(period, slot) } : undefined} />
  );
}
