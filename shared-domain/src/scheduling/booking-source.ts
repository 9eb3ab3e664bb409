// How an appointment came in: the site's request form, online booking, the back-office, the
// waitlist, a rebooking offer or the patient portal (a signed-in patient booking).

export const bookingSources = ['site', 'online', 'admin', 'waitlist', 'rebooking', 'portal'] as const;
export type BookingSource = (typeof bookingSources)[number];

// How each way in reads in French, for the back-office's lists, filters and CSV export alike.
const bookingSourceLabels: Record<BookingSource, string> = {
  site: 'Formulaire du site',
  online: 'Réservation en ligne',
  admin: 'Clinique',
  waitlist: "Liste d'attente",
  rebooking: 'Reprise de rendez-vous',
  portal: 'Portail patient',
};

/** 'online' → 'Réservation en ligne'; an unknown value is shown as stored, like unknown statuses (spec §4). */
export function bookingSourceLabel(source: string): string {
  return Object.hasOwn(bookingSourceLabels, source) ? bookingSourceLabels[source as BookingSource] : source;
}
