// How an appointment came in: the site's request form, online booking, the back-office, the
// waitlist or a rebooking offer.

export const bookingSources = ['site', 'online', 'admin', 'waitlist', 'rebooking'] as const;
export type BookingSource = (typeof bookingSources)[number];
