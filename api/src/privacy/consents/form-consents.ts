// What the public forms record: the version of each text the person was shown and
// accepted, written in the batch of the booking or the sign-up itself, and only while those
// versions are still the current ones (a text republished meanwhile: 409 PRIV_001, nothing written).
import { randomUUID } from 'node:crypto';
import { and, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ConsentChannel, ConsentKind } from 'shared-domain/privacy/privacy';
import type { AppDeps } from '../../deps';
import { appointments, patientConsents, pendingBookingConsents, waitlistEntries } from '../../platform/db/schema';
import { isCurrentVersion, staleConsentText } from './consent-version';
import { loadCurrentConsentTexts } from './consent-texts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The versions a form showed, by kind (a kind left out was not accepted). */
export type FormConsentVersions = Partial<Record<ConsentKind, number>>;

const entriesOf = (versions: FormConsentVersions | undefined) =>
  Object.entries(versions ?? {}).filter((entry): entry is [ConsentKind, number] => typeof entry[1] === 'number');

/** True, in the statement that runs it, while every version shown is still its kind's current one. */
export function formConsentsCurrent(versions: FormConsentVersions | undefined): SQL | undefined {
  const checks = entriesOf(versions).map(([kind, version]) => isCurrentVersion(kind, version));
  return checks.length === 0 ? undefined : and(...checks);
}

/** Whether a version shown is no longer the current one. */
export async function formConsentsStale(deps: Deps, versions: FormConsentVersions | undefined): Promise<boolean> {
  const shown = entriesOf(versions);
  if (shown.length === 0) return false;
  const texts = await loadCurrentConsentTexts(deps);
  return shown.some(([kind, version]) => texts[kind].version !== version);
}

/** Refuses (409 PRIV_001) a form whose texts were republished since it was shown. */
export async function refuseStaleFormConsents(deps: Deps, versions: FormConsentVersions | undefined): Promise<void> {
  if (await formConsentsStale(deps, versions)) throw staleConsentText();
}

/**
 * The consents that bind an address to e-mails: from a public form, anyone can type anyone's
 * address, so they wait (`pending_booking_consents`) until the address is proven.
 */
const emailConsentKinds: readonly ConsentKind[] = ['email_reminders', 'marketing'];

/**
 * The online booking's consents, for the booking's batch after its appointment, written only if
 * the appointment was. The booking text is accepted by booking: one row of the ledger, under the
 * appointment's record when it has one (a new record, the portal's patient), else under the
 * address typed. A consent to e-mails is given at once only when the address is proven (the
 * portal's session: then a ticked reminders box also turns the record's e-mails on, the
 * database copying the entry into `email_consent`); typed on the public form it waits, pending, for the booking's e-mailed link to
 * be opened (`confirmPendingBookingConsents`), and counts for nothing until then.
 */
export function bookingConsentStatements(
  deps: Deps,
  booking: { appointmentId: string; email: string; versions: FormConsentVersions | undefined; addressProven: boolean },
): BatchItem<'sqlite'>[] {
  const now = deps.clock.now().toISOString();
  const channel: ConsentChannel = 'booking_form';
  const accepted = entriesOf(booking.versions);
  const waits = ([kind]: [ConsentKind, number]) => !booking.addressProven && emailConsentKinds.includes(kind);
  const statements: BatchItem<'sqlite'>[] = accepted.map((entry) => {
    const [kind, version] = entry;
    return waits(entry)
      ? deps.db.run(
          sql`insert into ${pendingBookingConsents} (id, appointment_id, kind, version, created_at)
              select ${randomUUID()}, ${appointments.id}, ${kind}, ${version}, ${now}
              from ${appointments} where ${appointments.id} = ${booking.appointmentId}`,
        )
      : deps.db.run(
          sql`insert into ${patientConsents} (id, patient_id, email, kind, version, channel, given_at, created_at)
              select ${randomUUID()}, ${appointments.patientId}, ${booking.email}, ${kind}, ${version}, ${channel}, ${now}, ${now}
              from ${appointments} where ${appointments.id} = ${booking.appointmentId}`,
        );
  });
  return statements;
}

/** The waitlist sign-up's consent, for the sign-up's batch after its entry: written only if the entry was. */
export function waitlistConsentStatements(
  deps: Deps,
  signUp: { entryId: string; email: string; versions: FormConsentVersions | undefined },
): BatchItem<'sqlite'>[] {
  const now = deps.clock.now().toISOString();
  const channel: ConsentChannel = 'waitlist_form';
  return entriesOf(signUp.versions).map(([kind, version]) =>
    deps.db.run(
      sql`insert into ${patientConsents} (id, patient_id, email, kind, version, channel, given_at, created_at)
          select ${randomUUID()}, null, ${signUp.email}, ${kind}, ${version}, ${channel}, ${now}, ${now}
          from ${waitlistEntries} where ${waitlistEntries.id} = ${signUp.entryId}`,
    ),
  );
}
