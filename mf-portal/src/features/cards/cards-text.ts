// What the cards area says beyond the spec's messages (`cardMessages`, §8 "Cards", which are
// used verbatim): headings, buttons and the sandbox notice, in our words.
import { problemText } from 'shared-ui/problem-message';
import { sandboxCards } from 'shared-domain/billing/card';

export const cardsText = {
  title: 'Méthodes de paiement',
  add: 'Ajouter une carte',
  dialogTitle: 'Ajouter une carte',
  loading: 'Chargement des méthodes de paiement…',
  loadFailed: 'Erreur lors du chargement des méthodes de paiement',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  retry: 'Réessayer',
  empty: 'Aucune méthode de paiement enregistrée',
  listLabel: 'Vos cartes',
  primary: 'Principale',
  expired: 'Expirée',
  expires: 'Expire fin',
  makePrimary: 'Définir comme principale',
  delete: 'Supprimer',
  sandboxTitle: 'Mode test',
  sandboxIntro: 'Seules les cartes de test sont acceptées, avec toute date d’expiration future et tout CVV :',
  sandboxCards: [
    { number: sandboxCards.success, outcome: 'acceptée' },
    { number: sandboxCards.declined, outcome: 'refusée' },
    { number: sandboxCards.insufficientFunds, outcome: 'fonds insuffisants' },
    { number: sandboxCards.chargeDeclined, outcome: 'acceptée à l’ajout, refusée au paiement' },
  ],
  previewLabel: 'Aperçu de la carte',
  previewNumber: '•••• •••• •••• ••••',
  previewHolder: 'NOM DU TITULAIRE',
  previewExpiry: 'MM/AA',
  billingAddress: 'Adresse de facturation',
  security:
    'Vos informations sont transmises de façon sécurisée à notre processeur de paiement. La clinique ne conserve jamais le numéro complet de votre carte ni son CVV.',
  cvvHint: (digits: number) => `${digits} chiffres`,
  addedText: (card: string) => `${card} est enregistrée dans vos méthodes de paiement.`,
  save: 'Ajouter la carte',
  saving: 'Traitement en cours…',
  cancel: 'Annuler',
  unreachableAdd: problemText.unreachable,
} as const;
