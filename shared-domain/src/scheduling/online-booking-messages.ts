// What the online booking and appointment management pages say (specification §8, plus the
// refusals this API adds). Apart from the schemas in online-booking.ts (which re-exports them), so a
// screen that only shows them, like the portal's appointments tab, does not load the validation library.

/** What the booking and management pages say (specification §8, plus the refusals this API adds). */
export const onlineBookingMessages = {
  disabled: 'Les réservations en ligne ne sont pas disponibles pour le moment',
  /** BOOK_004: the agenda is full; the waitlist instead. */
  agendaFull:
    "Notre horaire est complet pour le moment : la réservation en ligne est fermée. Inscrivez-vous sur la liste d'attente et nous vous offrirons la prochaine place libre.",
  loadFailed: 'Erreur lors du chargement',
  bookingFailed: 'Erreur lors de la réservation',
  booked: 'Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.',
  emptyDay: 'Aucun créneau disponible ce jour',
  missingDetails: 'Veuillez remplir tous les champs obligatoires',
  incompleteSteps: 'Veuillez compléter toutes les étapes',
  /** BOOK_001: someone else booked the slot between the page's list and the click. */
  slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre.",
  /** BOOK_003: cancelled, past, or inside the clinic's self-service cut-off. */
  changeClosed: 'Ce rendez-vous ne peut plus être modifié en ligne. Veuillez communiquer avec la clinique.',
  notOfferedDay: "Cette date n'est pas offerte pour la réservation en ligne",
  notOnGrid: 'Cette heure ne correspond à aucun créneau de ce service',
  pastSlot: 'Ce créneau est déjà passé',
  /** Before the clinic's minimum notice, or today when it takes no same-day booking. */
  tooSoon: 'Ce créneau est trop rapproché pour être réservé en ligne. Veuillez en choisir un plus tard.',
  /** BOOK_006: the clinic takes new patients through the appointment request (on the home page). */
  newPatientsByRequest:
    "La réservation en ligne est réservée aux patients de la clinique. Nouveau patient? Envoyez-nous une demande de rendez-vous depuis la page d'accueil (bouton « Prendre rendez-vous ») et nous vous rappellerons.",
  invalidTime: 'Format de temps invalide (HH:MM)',
  // The management page.
  linkInvalid: 'Rendez-vous non trouvé ou lien invalide',
  confirmFailed: 'Erreur de confirmation',
  rescheduleFailed: 'Erreur de reprogrammation',
  cancelFailed: "Erreur d'annulation",
  slotsLoadFailed: 'Erreur de chargement des créneaux disponibles',
  presenceConfirmed: 'Votre présence a été confirmée avec succès!',
  rescheduled: 'Votre rendez-vous a été reprogrammé avec succès!',
  cancelled: 'Votre rendez-vous a été annulé. Nous espérons vous revoir bientôt!',
  reasonRequired: "Veuillez indiquer une raison pour l'annulation",
} as const;

/** BOOK_005: the person already holds as many upcoming appointments as the clinic allows online. */
export function tooManyUpcomingMessage(count: number): string {
  return `Vous avez déjà ${count} rendez-vous à venir : la clinique n'en permet pas davantage en ligne. Pour en prendre un autre, communiquez avec la clinique.`;
}
