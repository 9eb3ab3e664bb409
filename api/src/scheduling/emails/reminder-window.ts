// An appointment booked or moved into its reminder window already has its e-mail (the
// confirmation or the move notice, both with the management link): the reminder job must not send
// another a few minutes later. Such an appointment is stamped as reminded when it is scheduled.
import { clinicInstant } from 'shared-domain/platform/clinic-time';

export function reminderCoveredAt(
  slot: { date: string; time: string },
  settings: { reminderHoursBefore: number; timeZone: string },
  now: Date,
): string | null {
  const start = clinicInstant(slot.date, slot.time, settings.timeZone).getTime();
  return start - now.getTime() <= settings.reminderHoursBefore * 3_600_000 ? now.toISOString() : null;
}
