// The facts of the privacy policy (Quebec's Act respecting the protection of personal
// information in the private sector, as amended by Law 25). The periods come from shared-domain's
// `personalDataRetention`, which the API's `retention` job erases by, so the page and the job agree.
import { privacyRequestAnswerDays } from 'shared-domain/privacy/privacy';
import { personalDataRetention as kept } from 'shared-domain/privacy/privacy-retention';

export const privacyPolicyUpdated = '26 novembre 2026';

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
    details: "Histoire de santé, résultats d'examen, notes cliniques, questionnaires remplis et documents que vous nous remettez.",
    why: "Évaluer votre situation, vous soigner en toute sécurité et tenir le dossier exigé par l'Ordre des chiropraticiens du Québec.",
  },
  {
    what: 'Facturation',
    details:
      'Services reçus, montants, paiements et reçus. Les numéros de carte sont conservés par notre processeur de paiement, jamais par la clinique.',
    why: 'Vous facturer, vous remettre des reçus pour vos assurances et respecter nos obligations fiscales.',
  },
  {
    what: 'Consentements',
    details:
      'Chaque consentement donné ou retiré (rappels par courriel, liste d’attente, portail, soins), avec la version du texte, la date et le moyen.',
    why: 'Respecter vos choix et pouvoir démontrer le consentement obtenu.',
  },
  {
    what: 'Demandes sur vos renseignements',
    details: 'Vos demandes d’accès, de rectification, de portabilité ou de retrait, avec notre réponse.',
    why: 'Y répondre dans les délais prévus par la loi et en garder la preuve.',
  },
  {
    what: "Journaux techniques d'erreurs",
    details: "Identifiant et description de l'erreur, page concernée, type de navigateur, date et heure. Aucun renseignement de santé.",
    why: 'Détecter et corriger les problèmes du site.',
  },
];

export interface StaffAccess {
  who: string;
  sees: string;
}

/** Who at the clinic reaches what (the back-office's roles, shared-domain/accounts/staff-role). */
export const staffAccessByRole: readonly StaffAccess[] = [
  {
    who: 'Chiropraticiennes et chiropraticiens',
    sees: 'Votre dossier clinique, vos rendez-vous et vos coordonnées, pour vous soigner.',
  },
  {
    who: 'Réception',
    sees: 'Vos coordonnées, vos rendez-vous et votre facturation; jamais les notes cliniques.',
  },
  {
    who: 'Administration (dont la personne responsable)',
    sees: 'L’ensemble, pour gérer la clinique, répondre à vos demandes et réviser la conservation des dossiers.',
  },
];

export interface RetentionPeriod {
  what: string;
  period: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export const retentionPeriods: readonly RetentionPeriod[] = [
  {
    what: 'Dossier clinique',
    period: `Au moins ${kept.recordYears} ans après le dernier service, comme l'exige l'Ordre des chiropraticiens du Québec. Ensuite, la personne responsable révise chaque dossier et décide de le détruire ou de le rendre anonyme (ou, pour un motif sérieux comme un litige, de le conserver un an de plus); rien n'est détruit automatiquement.`,
  },
  { what: 'Pièces de facturation', period: `${plural(kept.invoiceYears, 'an', 'ans')}, comme l'exigent les lois fiscales.` },
  {
    what: "Demandes de rendez-vous sans suite et inscriptions à la liste d'attente",
    period: `Supprimées après ${kept.unfulfilledRequestMonths} mois sans suite.`,
  },
  { what: 'Copies des courriels envoyés', period: `Supprimées après ${kept.outboxMessageDays} jours.` },
  {
    what: 'Demandes sur vos renseignements',
    period: `Conservées ${plural(kept.closedPrivacyRequestYears, 'an', 'ans')} après notre réponse, puis supprimées.`,
  },
  {
    what: 'Registre des incidents de confidentialité',
    period: `Chaque inscription est conservée au moins ${kept.incidentYears} ans, comme l'exige le règlement.`,
  },
  { what: "Journaux techniques d'erreurs", period: `Supprimés après ${kept.clientErrorLogDays} jours.` },
  {
    what: 'Copies de sauvegarde',
    period: `Chiffrées; seules les ${kept.backupsKept} plus récentes (une par jour) sont gardées, de sorte qu'un renseignement supprimé disparaît aussi des sauvegardes en ${kept.backupsKept} jours.`,
  },
];

/** The rights and, for each, how long the clinic has to answer (days from the request). */
export const privacyRights: readonly { right: string; days: number }[] = [
  {
    right: "consulter les renseignements que nous détenons à votre sujet, dont votre dossier (droit d'accès)",
    days: privacyRequestAnswerDays.access,
  },
  {
    right: 'faire corriger un renseignement inexact, incomplet ou équivoque (droit de rectification)',
    days: privacyRequestAnswerDays.correction,
  },
  {
    right:
      'obtenir les renseignements recueillis auprès de vous dans un format technologique structuré et couramment utilisé (portabilité)',
    days: privacyRequestAnswerDays.portability,
  },
  {
    right: 'retirer votre consentement à une utilisation de vos renseignements, sous réserve de nos obligations légales',
    days: privacyRequestAnswerDays.consent_withdrawal,
  },
  {
    right: 'demander que nous cessions de diffuser un renseignement vous concernant (cessation de la diffusion)',
    days: privacyRequestAnswerDays.cessation,
  },
  {
    right: 'demander la désindexation de tout hyperlien rattaché à votre nom qui donne accès à un renseignement (désindexation)',
    days: privacyRequestAnswerDays.deindexation,
  },
];
