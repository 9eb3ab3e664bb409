// The shape every availability endpoint answers with (public booking, the management link, the
// portal), as the pickers read it. A .tsx like every shared-ui module: the package exports `./src/*.tsx`.
export interface SlotOfDay {
  time: string;
  available: boolean;
}

export interface SlotDay {
  date: string;
  slots: readonly SlotOfDay[];
  /** Set when a closure takes the whole day: its reason ('' when none). */
  closure?: string;
}

export function availableSlotCount(day: SlotDay): number {
  return day.slots.filter((slot) => slot.available).length;
}

/** Whether `time` is a free slot of `date` among `days`. */
export function isFreeSlot(days: readonly SlotDay[], date: string, time: string): boolean {
  return days.some((day) => day.date === date && day.slots.some((slot) => slot.time === time && slot.available));
}
