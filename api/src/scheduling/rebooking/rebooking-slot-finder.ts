// The slots a rebooking link offers a patient whose appointment the clinic cancelled (a sick
// day's batch): on the soonest days open to online booking, other than the cancelled days, the
// free slot nearest the appointment's own time, one a day, up to `slotsPerPatient`. Free means
// what the booking page means (`slotsOfDay`: hours, breaks, held appointments, blocked periods,
// the booking rules' notice), plus the periods the batch is about to close; each slot offered
// to one patient is held for the next, so two patients of the same batch never race for one.
import { type BlockedPeriod, type BookedAppointment, offeredBookingDays, slotsOfDay } from 'shared-domain/scheduling/availability';
import { loadClinicSettings, loadOpeningHours, onlineBookingNow } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { loadAgenda } from '../booking/agenda';

export const slotsPerPatient = 3;

export interface OfferedSlot {
  date: string;
  time: string;
  durationMinutes: number;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * Reads the agenda once; the function it resolves to answers each appointment in turn (the
 * batch's order), each answer held against the next.
 */
export async function rebookingSlotFinder(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { skipDays: ReadonlySet<string>; closing: readonly BlockedPeriod[] },
): Promise<(appointment: { scheduledTime: string; durationMinutes: number }) => OfferedSlot[]> {
  const [settings, hours] = await Promise.all([loadClinicSettings(deps.db), loadOpeningHours(deps.db)]);
  const now = onlineBookingNow(deps, settings);
  const days = offeredBookingDays(hours, now.today, settings.advanceBookingDays).filter((date) => !options.skipDays.has(date));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return () => [];
  const agenda = await loadAgenda(deps.db, first, last);
  const blocked = [...agenda.blocked, ...options.closing];
  const held = new Map<string, BookedAppointment[]>();
  for (const appointment of agenda.appointments) {
    if (!appointment.scheduledDate) continue;
    const list = held.get(appointment.scheduledDate) ?? [];
    list.push(appointment);
    held.set(appointment.scheduledDate, list);
  }

  // Each day's free times for a length, worked out once and narrowed as slots are held: a batch of
  // 200 asks the same days again and again.
  const freeTimes = new Map<string, string[]>();
  const freeOf = (date: string, durationMinutes: number) => {
    const key = `${date}|${durationMinutes}`;
    let times = freeTimes.get(key);
    if (!times) {
      const appointments = held.get(date) ?? [];
      times = slotsOfDay({ hours, date, durationMinutes, appointments, blocked, now })
        .filter((slot) => slot.available)
        .map((slot) => slot.time);
      freeTimes.set(key, times);
    }
    return times;
  };
  const hold = (date: string, time: string, durationMinutes: number) => {
    const appointments = held.get(date) ?? [];
    appointments.push({ scheduledDate: date, scheduledTime: time, durationMinutes, status: 'confirmed' });
    held.set(date, appointments);
    for (const key of [...freeTimes.keys()]) if (key.startsWith(`${date}|`)) freeTimes.delete(key);
  };

  return ({ scheduledTime, durationMinutes }) => {
    const wanted = minutesOf(scheduledTime);
    const offered: OfferedSlot[] = [];
    for (const date of days) {
      if (offered.length === slotsPerPatient) break;
      const nearest = freeOf(date, durationMinutes).reduce<string | undefined>(
        (best, time) => (best === undefined || Math.abs(minutesOf(time) - wanted) < Math.abs(minutesOf(best) - wanted) ? time : best),
        undefined,
      );
      if (nearest === undefined) continue;
      offered.push({ date, time: nearest, durationMinutes });
      // Held for the rest of the batch: the next patient is offered another.
      hold(date, nearest, durationMinutes);
    }
    return offered;
  };
}
