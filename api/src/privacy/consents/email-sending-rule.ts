// The rule every e-mail that needs consent follows (reminders, presence requests, automatic
// rules, messages to patients; receipts and the booking's own e-mails do not ask): it goes when the
// newest entry of the patient's e-mail reminders in the ledger is given. The database keeps
// `patients.email_consent` equal to that entry (1 given, 0 withdrawn, null none: migration 0026),
// so a query reads the column, in the statement that sends or claims.
import { eq, type SQL } from 'drizzle-orm';
import { patients } from '../../platform/db/schema';

/** True for a patient whose e-mail reminders are given in the ledger (a `patients` row in the query). */
export const consentedToEmails: SQL = eq(patients.emailConsent, true);

/** The same answer for a value read: only a given entry sends. */
export const emailsConsented = (emailConsent: boolean | null): boolean => emailConsent === true;
