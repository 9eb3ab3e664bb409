// The request's preferred time (the public modal's 'Matin', 'Après-midi', 'Fin de journée',
// 'Flexible' or nothing) as a span of start times, so the scheduling dialog can offer those slots
// first. The specification names the periods without bounds; these are said in the dialog:
// morning before noon, afternoon from noon to 16 h, end of day from 16 h (the clinic closes at
// 17 h on Fridays and 19 h the other weekdays, so a later bound would leave Fridays without one).
import type { SlotDay, SlotOfDay } from 'shared-ui/slot-picker/slot-types';

export interface PreferredPeriod {
  /** What the request said. */
  label: string;
  /** The legend of its slots in the dialog. */
  slotsLabel: string;
  /** `HH:MM` bounds: from (included) to (excluded). */
  from: string;
  to: string;
}

const periods: Record<string, PreferredPeriod> = {
  Matin: { label: 'Matin', slotsLabel: 'Créneaux du matin, avant 12 h (moment préféré)', from: '00:00', to: '12:00' },
  'Après-midi': {
    label: 'Après-midi',
    slotsLabel: "Créneaux de l'après-midi, de 12 h à 16 h (moment préféré)",
    from: '12:00',
    to: '16:00',
  },
  'Fin de journée': {
    label: 'Fin de journée',
    slotsLabel: 'Créneaux de fin de journée, dès 16 h (moment préféré)',
    from: '16:00',
    to: '24:00',
  },
};

/** The period a request asked for; undefined for 'Flexible', nothing, or anything else. */
export function preferredPeriod(preferredTime: string | null): PreferredPeriod | undefined {
  return preferredTime && Object.hasOwn(periods, preferredTime) ? periods[preferredTime] : undefined;
}

const pad = (time: string) => time.padStart(5, '0');

export function inPeriod(period: PreferredPeriod, slot: SlotOfDay): boolean {
  const time = pad(slot.time);
  return time >= period.from && time < period.to;
}

/** The day to show first: the first with a free slot in the period, else the first with any free slot. */
export function suggestedDay(days: readonly SlotDay[], period: PreferredPeriod | undefined): string | undefined {
  const free = (day: SlotDay, fits: (slot: SlotOfDay) => boolean) => day.slots.some((slot) => slot.available && fits(slot));
  const preferred = period ? days.find((day) => free(day, (slot) => inPeriod(period, slot))) : undefined;
  return (preferred ?? days.find((day) => free(day, () => true)))?.date;
}
