// The clinic's rules about who may book online (« Réservation en ligne »): at most so many
// upcoming appointments per person, and, when the clinic says so, no online booking for someone it
// does not know yet (they send an appointment request instead). The person is recognised as the
// booking recognises a record (`matchPatientRecord`: the e-mail of an active record), plus, from the
// portal, the session's own record. Checked before anything is written.
import { and, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { errorCodes } from 'shared-domain/platform/errors';
import { onlineBookingMessages, tooManyUpcomingMessage } from 'shared-domain/scheduling/online-booking';
import type { AppDeps } from '../../deps';
import { appointments, patients } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { onlineBookingNow } from '../../clinic/public';
import type { loadClinicSettings } from '../../clinic/public';

type ClinicSettings = Awaited<ReturnType<typeof loadClinicSettings>>;
type RuleDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Who books: the e-mail typed online, or the portal session's record (and its address). */
export interface Booker {
  email: string;
  /** The portal's own record: known to the clinic whatever the e-mail says. */
  patientId?: string;
}

export const newPatientsByRequest = () => new AppError(errorCodes.newPatientsByRequest, onlineBookingMessages.newPatientsByRequest);
export const tooManyUpcoming = (count: number) => new AppError(errorCodes.tooManyUpcoming, tooManyUpcomingMessage(count));

/** Ids of the active records with this e-mail, as the booking matches them (any case). */
async function recordsOf(db: AppDeps['db'], email: string): Promise<string[]> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(sql`lower(${patients.email})`, email.toLowerCase()), eq(patients.status, 'active')));
  return rows.map((row) => row.id);
}

/**
 * The person's pending and confirmed appointments still to come (today's once started are past):
 * in their records, and, for someone booking without signing in, those booked online under their
 * e-mail and not yet filed under a record. Those unfiled bookings are unconfirmed (anyone can type
 * an address): they never count against the owner of the address booking from her portal.
 */
export async function countUpcomingAppointments(
  deps: RuleDeps,
  settings: ClinicSettings,
  recordIds: readonly string[],
  email: string,
  signedIn: boolean,
) {
  const now = onlineBookingNow(deps, settings);
  return deps.db.$count(
    appointments,
    and(
      inArray(appointments.status, [...slotHoldingStatuses]),
      isNotNull(appointments.scheduledTime),
      or(
        gt(appointments.scheduledDate, now.today),
        and(eq(appointments.scheduledDate, now.today), gte(appointments.scheduledTime, now.time)),
      ),
      or(
        recordIds.length > 0 ? inArray(appointments.patientId, [...recordIds]) : undefined,
        signedIn ? undefined : and(isNull(appointments.patientId), eq(sql`lower(${appointments.email})`, email.toLowerCase())),
      ),
    ),
  );
}

/**
 * Refuses `booker` when the clinic's rules keep them from booking online: someone it does not know
 * yet while new patients must send a request (403 BOOK_006), or a person who already holds the most
 * upcoming appointments allowed (409 BOOK_005, « Vous avez déjà N rendez-vous à venir… »).
 */
export async function refuseByBookingRules(deps: RuleDeps, settings: ClinicSettings, booker: Booker): Promise<void> {
  const limit = settings.maxUpcomingPerPerson;
  if (settings.newPatientsBookOnline && limit === null) return;
  const matched = await recordsOf(deps.db, booker.email);
  const recordIds = booker.patientId ? [...new Set([booker.patientId, ...matched])] : matched;
  if (!settings.newPatientsBookOnline && recordIds.length === 0) throw newPatientsByRequest();
  if (limit === null) return;
  const upcoming = await countUpcomingAppointments(deps, settings, recordIds, booker.email, booker.patientId !== undefined);
  if (upcoming >= limit) throw tooManyUpcoming(upcoming);
}
