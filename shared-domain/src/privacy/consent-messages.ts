// What the consent screens and refusals say. Apart from the schemas in privacy-consents.ts (which
// re-exports them), so a page that only shows them, like the booking page's first steps, does not
// load the validation library.
/** 422 on `consentVersions`: a booking sent without the consent texts its form showed (alone, for the booking page's chunk). */
export const bookingTextMissingMessage = 'Veuillez lire et accepter le texte de consentement à la réservation en ligne avant de réserver.';

export const consentMessages = {
  /** 409 PRIV_001: the form showed a version that is no longer the current one. */
  staleVersion: "Le texte de consentement a été mis à jour. Veuillez le relire et l'accepter de nouveau.",
  /** 422 PRIV_002: a consent the portal cannot withdraw (booking, portal terms, care). */
  notWithdrawableInPortal:
    'Ce consentement ne peut pas être retiré depuis le portail. Veuillez communiquer avec la clinique pour le retirer.',
  /** 409 PRIV_003: nothing given to withdraw. */
  nothingToWithdraw: 'Aucun consentement en vigueur à retirer pour ce type.',
  /** 409 PRIV_004: the current version is already given. */
  alreadyGiven: 'Ce consentement est déjà en vigueur pour la version actuelle du texte.',
  /** 422 on `consentVersions`: a booking sent without the consent texts its form showed. */
  bookingTextMissing: bookingTextMissingMessage,
  /** 404: a kind that is not one of `consentKinds`. */
  unknownKind: 'Type de consentement inconnu.',
  given: 'Consentement enregistré.',
  withdrawn: 'Consentement retiré. Le retrait prend effet immédiatement.',
  published: 'Nouvelle version publiée.',
  readText: 'Lire le texte',
  /** What a person reads before withdrawing in the portal. */
  withdrawEffect: {
    email_reminders: 'Vous ne recevrez plus de rappels ni d’avis automatiques par courriel.',
    marketing: 'Vous ne recevrez plus l’infolettre ni les promotions de la clinique.',
    waitlist_contact: 'Vous serez retiré(e) de la liste d’attente et ne recevrez plus d’offres de créneaux.',
  },
} as const;
