// The shape both availability endpoints answer with (public booking and the management link), as
// the pickers read it.
export interface SlotOfDay {
  time: string;
  available: boolean;
}

export interface SlotDay {
  date: string;
  slots: readonly SlotOfDay[];
}

export function availableSlotCount(day: SlotDay): number {
  return day.slots.filter((slot) => slot.available).length;
}

/** Whether `time` is a free slot of `date` among `days`. */
export function isFreeSlot(days: readonly SlotDay[], date: string, time: string): boolean {
  return days.some((day) => day.date === date && day.slots.some((slot) => slot.time === time && slot.available));
}
