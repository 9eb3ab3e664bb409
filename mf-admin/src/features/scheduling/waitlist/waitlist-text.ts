// What the waitlist screen says. The states' wording follows the brief: an invitation
// is « envoyée, acceptée, refusée, expirée, annulée ».
import type { InvitationStatus, SlotOfferStatus } from 'shared-domain/scheduling/slot-offer-status';
import type { WaitlistStatus } from 'shared-domain/scheduling/waitlist-status';

/** Under a form's introduction: what its asterisks mean. */
export const requiredLegend = "Les champs marqués d'un astérisque (*) sont obligatoires.";

export const waitlistText = {
  title: "Liste d'attente",
  intro:
    "Les personnes qui attendent un créneau, dans l'ordre de leur inscription. Un créneau offert ici est proposé par courriel aux premières personnes dont les préférences correspondent.",
  entriesHeading: 'Personnes en attente',
  loadingEntries: "Chargement de la liste d'attente…",
  entriesLoadFailed: "Erreur lors du chargement de la liste d'attente",
  noEntries: "Personne n'est en attente pour le moment.",
  position: 'Position',
  invitedPosition: 'Invitation en cours',
  email: 'Courriel',
  phone: 'Téléphone',
  preferredDays: 'Jours préférés',
  preferredTimes: 'Moments préférés',
  anyDay: 'Tous les jours',
  anyTime: 'Tous les moments',
  notes: 'Notes',
  joined: 'Inscription',
  status: 'État',
  remove: 'Retirer',
  retry: 'Réessayer',
  removeHeading: "Retirer de la liste d'attente",
  removeQuestion: (name: string) => `Retirer ${name} de la liste d'attente ?`,
  removeEffect: 'Une invitation en cours sera annulée. La personne devra se réinscrire pour attendre un autre créneau.',
  removeConfirm: 'Retirer',
  removeBusy: 'Retrait en cours…',
  removeCancel: 'Annuler',
  removed: (name: string) => `${name} a été retiré(e) de la liste d'attente.`,
  removeFailed: 'Erreur lors du retrait',
  offer: 'Offrir un créneau',
  offerIntro:
    'Choisissez un service et un créneau libre : les premières personnes en attente dont les préférences correspondent reçoivent une invitation par courriel.',
  offerSubmit: "Envoyer l'offre",
  offerBusy: "Envoi de l'offre…",
  offerCancel: 'Annuler',
  offerFailed: "Erreur lors de l'envoi de l'offre",
  offered: (invited: number) =>
    invited === 0
      ? "Offre créée, mais aucune personne en attente ne correspond à ce créneau pour l'instant."
      : `Offre créée : ${invited === 1 ? '1 invitation envoyée' : `${invited} invitations envoyées`} par courriel.`,
  offersHeading: 'Offres de créneaux',
  loadingOffers: 'Chargement des offres…',
  offersLoadFailed: 'Erreur lors du chargement des offres',
  noOffers: "Aucun créneau n'a encore été offert.",
  noInvitations: "Aucune invitation n'a été envoyée pour cette offre.",
  invitationsOf: (slot: string) => `Invitations pour le créneau du ${slot}`,
  service: 'Service',
  anyService: 'Tout service',
  duration: 'Durée',
  created: 'Créée le',
} as const;

export const entryStatusLabels: Record<WaitlistStatus, string> = {
  waiting: 'En attente',
  invited: 'Invitation envoyée',
  booked: 'Rendez-vous réservé',
  removed: 'Retiré(e)',
};

export const offerStatusLabels: Record<SlotOfferStatus, string> = {
  open: 'Ouverte',
  filled: 'Pourvue',
  expired: 'Expirée',
  cancelled: 'Annulée',
};

export const invitationStatusLabels: Record<InvitationStatus, string> = {
  pending: 'Envoyée',
  accepted: 'Acceptée',
  declined: 'Refusée',
  expired: 'Expirée',
  cancelled: 'Annulée',
};

/** A label from one of the lists above; a value the screen does not know yet is shown raw. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] as string) : value;
}

/** '45 min', '1 h 30'. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}
