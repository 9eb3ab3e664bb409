// What a patient reads while booking or changing their own appointment, whichever door they use:
// the public booking page and the e-mailed management link (mf-public), or the signed-in portal
// (mf-portal). Both call the same engines under the same rules (api/src/scheduling/booking/book-appointment.ts,
// api/src/scheduling/links/self-service-changes.ts), so they say the same things; the refusals and the
// successes are `onlineBookingMessages`.
import { formatDate, formatTime } from '../platform/format';
import type { ChangeClosedReason } from './online-booking';

/** Why no change is offered any more, and what to do instead. */
export const changeClosedText: Record<ChangeClosedReason, string> = {
  cancelled: 'Ce rendez-vous est annulé : il ne peut plus être modifié en ligne.',
  past: 'Ce rendez-vous est passé : il ne peut plus être modifié en ligne.',
  cutoff: 'Ce rendez-vous est trop proche pour être modifié en ligne.',
};

export const selfServiceText = {
  confirmPresence: 'Confirmer ma présence',
  confirming: 'Confirmation…',
  /** Followed by the clinic's phone number, then a period. */
  callUs: 'Pour toute demande, appelez-nous au',
  noOnlineDays: "Aucune date n'est offerte en ligne pour le moment.",
  noOnlineServices: "Aucun service n'est offert en ligne pour le moment.",
  loadingSlots: 'Chargement des créneaux disponibles…',
  book: {
    submit: 'Confirmer la réservation',
    busy: 'Réservation…',
    busyStatus: 'Réservation de votre rendez-vous en cours…',
  },
  reschedule: {
    heading: 'Choisissez un nouveau créneau',
    date: 'Nouvelle date',
    /** `day` as the pickers name it ('lundi 23 novembre'). */
    time: (day: string) => `Nouvelle heure, ${day}`,
    submit: 'Confirmer le nouveau créneau',
    busy: 'Reprogrammation…',
    busyStatus: 'Reprogrammation de votre rendez-vous en cours…',
    keep: 'Garder le créneau actuel',
  },
  cancel: {
    title: 'Annuler le rendez-vous',
    submit: "Confirmer l'annulation",
    busy: 'Annulation…',
    busyStatus: 'Annulation de votre rendez-vous en cours…',
    keep: 'Garder mon rendez-vous',
  },
} as const;

/** 'Voulez-vous vraiment annuler votre rendez-vous du lundi 23 novembre 2026 à 9 h 30 ?', with what is known of its slot. */
export function cancelQuestion(appointment: { scheduledDate: string | null; scheduledTime: string | null }): string {
  const when = [
    appointment.scheduledDate ? `du ${formatDate(appointment.scheduledDate)}` : '',
    appointment.scheduledTime ? `à ${formatTime(appointment.scheduledTime)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `Voulez-vous vraiment annuler votre rendez-vous${when ? ` ${when}` : ''} ?`;
}
