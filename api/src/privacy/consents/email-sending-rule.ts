// The rule every e-mail that needs consent follows (reminders, presence requests, automatic
// rules, messages to patients; receipts and the booking's own e-mails do not ask): it goes when the
// newest entry of the patient's e-mail reminders in the ledger is given. The database keeps
// `patients.email_consent` equal to that entry (1 given, 0 withdrawn, null none: migration 0027),
// so a query reads the column, in the statement that sends or claims.
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { patients, pendingBookingConsents } from '../../platform/db/schema';

/** True for a patient whose e-mail reminders are given in the ledger (a `patients` row in the query). */
export const consentedToEmails: SQL = eq(patients.emailConsent, true);

/**
 * A visit booked on the public form with the reminders box ticked, whose consent still waits for its
 * e-mailed link (`pending_booking_consents`): its own reminder goes to the address of that booking
 * (the reminder's link is what proves it). A withdrawal drops the waiting consent, and the reminder with it.
 */
export const remindersTickedWithBooking = (db: AppDeps['db'], appointmentId: SQL.Aliased | SQL | { getSQL(): SQL }): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(pendingBookingConsents)
      .where(and(eq(pendingBookingConsents.appointmentId, appointmentId as never), eq(pendingBookingConsents.kind, 'email_reminders'))),
  );

/** The same answer for a value read: only a given entry sends. */
export const emailsConsented = (emailConsent: boolean | null): boolean => emailConsent === true;
