// The facts of the privacy policy (Quebec's Act respecting the protection of personal
// information in the private sector, as amended by Law 25). The API is expected to enforce the
// same retention periods.

export const privacyPolicyUpdated = '21 novembre 2026';

export interface CollectedInformation {
  what: string;
  details: string;
  why: string;
}

export const collectedInformation: readonly CollectedInformation[] = [
  {
    what: 'Identité et coordonnées',
    details: 'Nom, courriel, numéro de téléphone et, pour le dossier, date de naissance et adresse.',
    why: 'Vous identifier, confirmer vos rendez-vous et communiquer avec vous.',
  },
  {
    what: "Demandes de rendez-vous et liste d'attente",
    details: 'Motif de consultation, disponibilités et message que vous nous laissez.',
    why: 'Traiter votre demande et vous proposer une plage horaire.',
  },
  {
    what: 'Renseignements de santé fournis pour vos soins',
    details: "Histoire de santé, résultats d'examen, notes cliniques et documents que vous nous remettez.",
    why: "Évaluer votre situation, vous soigner en toute sécurité et tenir le dossier exigé par l'Ordre des chiropraticiens du Québec.",
  },
  {
    what: 'Facturation',
    details: 'Services reçus, montants, paiements et reçus.',
    why: 'Vous facturer, vous remettre des reçus pour vos assurances et respecter nos obligations fiscales.',
  },
  {
    what: "Journaux techniques d'erreurs",
    details: "Identifiant et description de l'erreur, page concernée, type de navigateur, date et heure. Aucun renseignement de santé.",
    why: 'Détecter et corriger les problèmes du site.',
  },
];

export interface RetentionPeriod {
  what: string;
  period: string;
}

export const retentionPeriods: readonly RetentionPeriod[] = [
  {
    what: 'Dossier clinique',
    period: "Au moins 5 ans après la dernière visite, comme l'exige l'Ordre des chiropraticiens du Québec.",
  },
  { what: 'Demandes de rendez-vous sans suite', period: 'Supprimées après 12 mois.' },
  { what: 'Pièces de facturation', period: "Six ans, comme l'exigent les lois fiscales." },
  { what: "Journaux techniques d'erreurs", period: 'Supprimés après 90 jours.' },
];
