// A public booking's body as the booking page sends it: with the versions of the consent texts its
// form showed (a booking without them is refused). Every test clinic still has the first version of
// the booking text; a test that publishes another sends its own versions.
import type { BookingConsentVersions } from 'shared-domain/privacy/privacy-consents';

/** The consent texts the booking form showed, the reminders box left unticked. */
export const shownBookingConsents: BookingConsentVersions = { online_booking: 1 };

/** `fields` (service, day, time, contact…) with the consent versions the form sends. */
export function publicBooking<Fields extends object>(fields: Fields): Fields & { consentVersions: BookingConsentVersions } {
  return { consentVersions: shownBookingConsents, ...fields };
}
