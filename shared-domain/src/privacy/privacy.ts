// Law 25 (Quebec's Act respecting the protection of personal information in the private sector, as
// amended in 2021–2024) built into the clinic: the consents a person gave and withdrew,
// the requests she makes about her information, the confidentiality incident register, the review
// of records past their retention period, and the encrypted backups. The lists and constants every
// part reads; each part's schemas and messages sit beside it (privacy-*.ts).

/** What a person may consent to, each with its own versioned text (`consent_texts`). */
export const consentKinds = [
  'online_booking',
  'waitlist_contact',
  'email_reminders',
  'text_reminders',
  'marketing',
  'portal_terms',
  'care',
] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentKindLabels: Record<ConsentKind, string> = {
  online_booking: 'Réservation en ligne',
  waitlist_contact: 'Contact pour la liste d’attente',
  email_reminders: 'Rappels et avis par courriel',
  text_reminders: 'Rappels par texto',
  marketing: 'Infolettre et promotions',
  portal_terms: 'Conditions du portail patient',
  care: 'Consentement aux soins',
};

/** Where a consent was given or withdrawn. */
export const consentChannels = [
  'booking_form',
  'waitlist_form',
  'portal',
  'desk',
  'paper',
  'email',
  'text',
  'import',
  'record',
  'demo',
] as const;
export type ConsentChannel = (typeof consentChannels)[number];

export const consentChannelLabels: Record<ConsentChannel, string> = {
  booking_form: 'Formulaire de réservation',
  waitlist_form: 'Formulaire de liste d’attente',
  portal: 'Portail patient',
  desk: 'À la réception',
  paper: 'Formulaire papier',
  email: 'Par courriel',
  /** A reply to one of the clinic's texts (« STOP »). */
  text: 'Par texto',
  import: 'Importation',
  /** What the record said before the ledger existed, written into it when it was put in place. */
  record: 'Historique du dossier',
  demo: 'Données de démonstration',
};

/** What a patient may ask about her information (one queue, « Demandes d'accès et de rectification »). */
export const privacyRequestKinds = ['access', 'correction', 'portability', 'consent_withdrawal', 'cessation', 'deindexation'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyRequestKindLabels: Record<PrivacyRequestKind, string> = {
  access: 'Accès au dossier',
  correction: 'Rectification',
  portability: 'Portabilité (copie de mes données)',
  consent_withdrawal: 'Retrait du consentement',
  cessation: 'Cessation de la diffusion',
  deindexation: 'Désindexation',
};

/**
 * Days to answer, counted from the day received: the record under the chiropractors' code of ethics
 * (C-16, r. 5.1: 20 days), anything else under Law 25 (s. 32: 30 days).
 */
export const privacyRequestAnswerDays: Record<PrivacyRequestKind, number> = {
  access: 20,
  correction: 20,
  portability: 30,
  consent_withdrawal: 30,
  cessation: 30,
  deindexation: 30,
};

export const privacyRequestStatuses = ['open', 'answered', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

export const privacyRequestStatusLabels: Record<PrivacyRequestStatus, string> = {
  open: 'À traiter',
  answered: 'Répondue',
  refused: 'Refusée',
};

export const privacyRequestChannels = ['portal', 'desk', 'email', 'mail', 'phone'] as const;
export type PrivacyRequestChannel = (typeof privacyRequestChannels)[number];

export const privacyRequestChannelLabels: Record<PrivacyRequestChannel, string> = {
  portal: 'Portail patient',
  desk: 'À la réception',
  email: 'Courriel',
  mail: 'Courrier',
  phone: 'Téléphone',
};

/** OCQ regulation: a record is kept at least 5 years after the last service. */
export const recordRetentionYears = 5;
/** The regulation on confidentiality incidents: the register keeps each entry at least 5 years. */
export const incidentRetentionYears = 5;

/** What the privacy officer decides for a record past its period (never done automatically). */
export const retentionDecisions = ['destroy', 'anonymise', 'keep'] as const;
export type RetentionDecision = (typeof retentionDecisions)[number];

export const retentionDecisionLabels: Record<RetentionDecision, string> = {
  destroy: 'Détruire le dossier',
  anonymise: 'Anonymiser',
  keep: 'Conserver (motif)',
};

/** How many encrypted backups the daily job keeps (BACKUP_KEEP). */
export const defaultBackupsKept = 30;

export const backupTriggers = ['scheduled', 'manual'] as const;
export type BackupTrigger = (typeof backupTriggers)[number];
