/** The booking route's label in the shell's table (a test holds them equal; the table stays out of this page's chunk). */
export const bookingPageTitle = 'Réservation en ligne';
