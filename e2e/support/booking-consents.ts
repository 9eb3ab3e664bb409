// The consent versions a public booking carries, as the booking page sends them: those of the texts
// it shows (`GET /api/public/consent-texts`), the reminders text only when its box is ticked. A
// booking without them is refused (422).
import type { APIRequestContext } from '@playwright/test';

interface ShownTexts {
  texts: { online_booking: { version: number }; email_reminders: { version: number } };
}

export interface BookingConsents {
  online_booking: number;
  email_reminders?: number;
}

/** The versions of `answer` (the public consent texts) a booking sends. */
export function bookingConsentsOf({ texts }: ShownTexts, options: { reminders?: boolean } = {}): BookingConsents {
  return {
    online_booking: texts.online_booking.version,
    ...(options.reminders && { email_reminders: texts.email_reminders.version }),
  };
}

/** The versions the booking page would send now, read through `request` (its base URL). */
export async function shownBookingConsents(
  request: APIRequestContext,
  options: { reminders?: boolean; headers?: Record<string, string>; url?: string } = {},
): Promise<BookingConsents> {
  const answer = await request.get(options.url ?? '/api/public/consent-texts', { headers: options.headers });
  return bookingConsentsOf((await answer.json()) as ShownTexts, options);
}
