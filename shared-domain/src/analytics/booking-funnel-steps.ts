// The online booking funnel's steps, and the booking page's step each is. Apart from the beacon's
// schema in booking-funnel.ts (which re-exports them), so the booking page sends its beacon
// without loading the validation library.
export const bookingFunnelSteps = ['opened', 'service', 'slot', 'booked'] as const;
export type BookingFunnelStep = (typeof bookingFunnelSteps)[number];

export const bookingFunnelStepLabels: Record<BookingFunnelStep, string> = {
  opened: 'Page de réservation ouverte',
  service: 'Service choisi',
  slot: 'Heure choisie',
  booked: 'Rendez-vous réservé',
};

/** The booking page's steps (1 service … 5 booked) as the funnel counts them. */
export function bookingFunnelStepOf(pageStep: 1 | 2 | 3 | 4 | 5): BookingFunnelStep {
  if (pageStep === 1) return 'opened';
  if (pageStep === 5) return 'booked';
  return pageStep === 4 ? 'slot' : 'service';
}
