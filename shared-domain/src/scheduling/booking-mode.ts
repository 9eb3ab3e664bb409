// "Agenda full" (DESIGN §7): open, full, or automatic (full when no free slot remains in the horizon).

export const bookingModes = ['open', 'full', 'automatic'] as const;
export type BookingMode = (typeof bookingModes)[number];

/** What the public site says of the agenda's mode: the booking page when full, the waitlist page's introduction. */
export const bookingModeText = {
  fullTitle: 'Notre horaire est complet',
  /** The link to the waitlist where booking is closed for a full agenda (the portal's dialog). */
  joinWaitlist: "Rejoindre la liste d'attente",
  /** The booking page, agenda full: no steps, the waitlist instead. */
  fullBooking:
    "Il n'y a plus de place libre à réserver en ligne pour le moment. Inscrivez-vous sur la liste d'attente : nous vous offrirons la prochaine place qui se libère.",
  /** The waitlist page's introduction, agenda full. */
  fullWaitlist:
    "Notre horaire est complet. Inscrivez-vous : dès qu'un créneau se libère, nous l'offrons aux personnes inscrites, dans l'ordre d'inscription.",
  /** The waitlist page's introduction, agenda open: joining is for an earlier slot than those offered. */
  openWaitlist:
    "Vous aimeriez un rendez-vous plus tôt que les places offertes? Inscrivez-vous sur la liste d'attente : dès qu'un créneau se libère, nous l'offrons aux personnes inscrites, dans l'ordre d'inscription.",
} as const;
