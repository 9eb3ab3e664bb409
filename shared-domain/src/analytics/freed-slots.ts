// « Créneaux libérés repris »: the slots freed in a period (a visit cancelled or moved, or a slot the
// clinic offered), whether another appointment took the same start afterwards, by which channel
// (a waitlist offer, a rebooking offer, or otherwise), and how long the slot stayed empty (from its
// freeing to the booking that took it).
import type { AnalysedVisit } from './clinic-figures';
import { type DateRange, within } from './analysis-period';

export interface FreedSlot {
  id: string;
  slotDate: string;
  slotTime: string;
  /** When it was freed (ISO instant). */
  freedAt: string;
}

export const refillChannels = ['waitlist', 'rebooking', 'other'] as const;
export type RefillChannel = (typeof refillChannels)[number];

export const refillChannelLabels: Record<RefillChannel, string> = {
  waitlist: 'Offre à la liste d’attente',
  rebooking: 'Offre de déplacement',
  other: 'Autre réservation',
};

export const freedSlotsTitle = 'Créneaux libérés repris';

export const freedSlotsDefinition =
  'Créneaux libérés dans la période (rendez-vous annulé ou déplacé, créneau offert) puis pris par un autre rendez-vous à la même heure, selon le moyen; le temps resté vide va de la libération à la réservation qui l’a pris (médiane).';

export interface FreedSlotsSummary {
  freed: number;
  refilled: number;
  share: number | null;
  byChannel: Record<RefillChannel, number>;
  /** Median hours a refilled slot stayed empty; null when none was refilled. */
  medianHoursEmpty: number | null;
  /** The appointments that took them. */
  refillIds: string[];
}

const channelOf = (visit: AnalysedVisit): RefillChannel =>
  visit.source === 'waitlist' ? 'waitlist' : visit.source === 'rebooking' ? 'rebooking' : 'other';

export function freedSlotsSummary(slots: readonly FreedSlot[], visits: readonly AnalysedVisit[], period: DateRange): FreedSlotsSummary {
  const byStart = new Map<string, AnalysedVisit[]>();
  for (const visit of visits) {
    // A booking cancelled since still took the slot for a while (its cancellation frees it again).
    if (!visit.date || !visit.time) continue;
    const key = `${visit.date} ${visit.time}`;
    byStart.set(key, [...(byStart.get(key) ?? []), visit]);
  }
  const byChannel: Record<RefillChannel, number> = { waitlist: 0, rebooking: 0, other: 0 };
  const hours: number[] = [];
  const refillIds: string[] = [];
  const freed = slots.filter((slot) => within(period, slot.slotDate));
  // A slot freed twice (cancelled, then its refill cancelled) is counted each time; one booking refills one freeing.
  const used = new Set<string>();
  for (const slot of [...freed].sort((a, b) => a.freedAt.localeCompare(b.freedAt))) {
    const refill = (byStart.get(`${slot.slotDate} ${slot.slotTime}`) ?? [])
      .filter((visit) => visit.createdAt > slot.freedAt && !used.has(visit.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    if (!refill) continue;
    used.add(refill.id);
    refillIds.push(refill.id);
    byChannel[channelOf(refill)] += 1;
    hours.push((Date.parse(refill.createdAt) - Date.parse(slot.freedAt)) / 3_600_000);
  }
  hours.sort((a, b) => a - b);
  const middle = Math.floor(hours.length / 2);
  const median =
    hours.length === 0
      ? null
      : hours.length % 2
        ? (hours[middle] as number)
        : ((hours[middle - 1] as number) + (hours[middle] as number)) / 2;
  return {
    freed: freed.length,
    refilled: refillIds.length,
    share: freed.length === 0 ? null : refillIds.length / freed.length,
    byChannel,
    medianHoursEmpty: median === null ? null : Math.round(median * 10) / 10,
    refillIds,
  };
}
