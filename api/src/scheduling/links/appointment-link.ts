// The links e-mailed for an appointment: a random token in the link, only its hash in the database
// (`appointment_links`), and an end some days after the appointment (DESIGN §4).
import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, isNull, or, type SQL } from 'drizzle-orm';
import { addDays, clinicDate, startOfClinicDay } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import { type AppointmentLinkPurpose, appointmentLinks, appointments } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { hashToken, mintToken } from '../../platform/tokens/tokens';

export const appointmentLinkDays = {
  /** A link works until the end of the 7th day after its appointment, long enough for a receipt or a question. */
  afterAppointment: 7,
  /** A request not yet given a date has no such day: its link lasts this long from the e-mail. */
  undated: 30,
} as const;

/** When a link minted `now` for an appointment on `scheduledDate` (or none yet) stops working. */
export function appointmentLinkEnd(scheduledDate: string | null, now: Date, timeZone: string): Date {
  if (scheduledDate === null) return new Date(now.getTime() + appointmentLinkDays.undated * 24 * 60 * 60 * 1000);
  return startOfClinicDay(addDays(scheduledDate, appointmentLinkDays.afterAppointment + 1), timeZone);
}

/**
 * A new link for `target`: the clear token for the e-mail and the row that stores its hash, for
 * callers that write it in the same batch as the appointment itself.
 */
export function newAppointmentLink(
  deps: Pick<AppDeps, 'clock'>,
  purpose: AppointmentLinkPurpose,
  target: { id: string; scheduledDate: string | null },
  timeZone: string,
): { linkToken: string; row: typeof appointmentLinks.$inferInsert } {
  const linkToken = mintToken('link');
  const row = {
    // Given here rather than by the column's default, which a raw `insertWhere` would not apply.
    id: randomUUID(),
    appointmentId: target.id,
    purpose,
    tokenHash: hashToken(linkToken),
    expiresAt: appointmentLinkEnd(target.scheduledDate, deps.clock.now(), timeZone).toISOString(),
    ...createdTimestamp(deps.clock),
  };
  return { linkToken, row };
}

/** `targets` each with a new link token; the clear tokens exist only in the value returned. */
export async function mintAppointmentLinks<Target extends { id: string; scheduledDate: string | null }>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  purpose: AppointmentLinkPurpose,
  targets: readonly Target[],
  timeZone: string,
): Promise<(Target & { linkToken: string })[]> {
  const links = targets.map((target) => ({ target, ...newAppointmentLink(deps, purpose, target, timeZone) }));
  if (links.length === 0) return [];
  await deps.db.insert(appointmentLinks).values(links.map((link) => link.row));
  return links.map(({ target, linkToken }) => ({ ...target, linkToken }));
}

/**
 * Rows of `appointment_links` joined to `appointments` that `token` opens for `purpose` at `now`:
 * the link must not be past its end, nor its appointment, which may have been moved earlier or
 * completed since the link was sent, past the days after it.
 */
export function openedBy(token: string, purpose: AppointmentLinkPurpose, now: Date, timeZone: string): SQL | undefined {
  const lastAppointmentDate = addDays(clinicDate(now, timeZone), -appointmentLinkDays.afterAppointment);
  return and(
    eq(appointmentLinks.tokenHash, hashToken(token)),
    eq(appointmentLinks.purpose, purpose),
    gt(appointmentLinks.expiresAt, now.toISOString()),
    or(isNull(appointments.scheduledDate), gte(appointments.scheduledDate, lastAppointmentDate)),
  );
}
