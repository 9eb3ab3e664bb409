// What the patient file's « Consentements » says, in one place for the section, its
// dialogs and their tests. The kinds' and channels' names come from shared-domain/privacy/privacy, the
// API's answers and refusals in its own French words (shared-domain/privacy/privacy-consents).
import type { ConsentChannel, ConsentKind } from 'shared-domain/privacy/privacy';
import { consentChannelLabels } from 'shared-domain/privacy/privacy';
import { problemText } from 'shared-ui/problem-message';

/** « Formulaire de réservation » → « formulaire de réservation », inside a sentence. */
export const channelInSentence = (channel: ConsentChannel) => {
  const label = consentChannelLabels[channel];
  return label.charAt(0).toLocaleLowerCase('fr-CA') + label.slice(1);
};

export const patientConsentsText = {
  heading: 'Consentements',
  loading: 'Chargement des consentements…',
  loadFailed: 'Erreur lors du chargement des consentements',
  retry: 'Réessayer',
  listLabel: 'Consentements du patient',
  /** « Donné le mardi 3 mars 2026 (version 2, formulaire de réservation) ». */
  given: (date: string, version: number, channel: ConsentChannel) => `Donné le ${date} (version ${version}, ${channelInSentence(channel)})`,
  withdrawn: (date: string, channel: ConsentChannel | null) =>
    channel ? `Retiré le ${date} (${channelInSentence(channel)})` : `Retiré le ${date}`,
  never: 'Jamais demandé',
  /** Ticked on the public booking form; the link e-mailed with the booking, which proves the address, not opened yet. */
  pending: (date: string) =>
    `En attente de confirmation : coché le ${date} au formulaire de réservation, le lien envoyé par courriel n’a pas encore été ouvert`,
  olderVersion: (current: number) => `Consentement donné à une version antérieure du texte (version ${current} en vigueur).`,
  recordedBy: (name: string) => `consigné par ${name}`,
  signedBy: (name: string, relationship: string) => ` — donné par ${name} (${relationship.toLowerCase()}), l’enfant ayant moins de 14 ans`,
  history: (count: number) => `Historique (${count})`,
  noHistory: 'Aucune entrée au registre.',
  historyGiven: (date: string, version: number, channel: ConsentChannel) =>
    `Donné le ${date} — version ${version}, ${channelInSentence(channel)}`,
  historyWithdrawn: (date: string, channel: ConsentChannel | null) =>
    channel ? `Retiré le ${date} — ${channelInSentence(channel)}` : `Retiré le ${date}`,
  recordWithdrawal: 'Consigner un retrait',
  recordConsent: 'Consigner un consentement',
  recordCurrentVersion: (version: number) => `Consigner la version ${version}`,
  /** Names a kind's button for a screen reader: « Consigner un retrait : Rappels et avis par courriel ». */
  of: (label: string) => ` : ${label}`,
  withdrawTitle: (label: string) => `Consigner un retrait — ${label}`,
  giveTitle: (label: string) => `Consigner un consentement — ${label}`,
  withdrawIntro: 'Le retrait prend effet immédiatement.',
  giveIntro: (version: number, title: string) => `Le patient a lu et accepté la version ${version} du texte « ${title} ».`,
  readText: 'Lire le texte',
  channel: 'Moyen',
  withdrawConfirm: 'Consigner le retrait',
  giveConfirm: 'Consigner le consentement',
  working: 'Enregistrement…',
  workingStatus: 'Enregistrement en cours',
  failed: 'Rien n’a été enregistré',
  cancel: 'Annuler',
  unreachable: problemText.unreachable,
  /** What a withdrawal stops, said before it is recorded. */
  withdrawEffect: {
    email_reminders: 'Plus aucun rappel par courriel ne sera envoyé, ni aucun autre avis automatique par courriel.',
    text_reminders: 'Plus aucun rappel par texto ne sera envoyé, même ceux déjà prévus.',
    marketing: 'Le patient ne recevra plus l’infolettre ni les promotions de la clinique.',
    waitlist_contact: 'Ses inscriptions à la liste d’attente prennent fin : plus aucune offre de créneau ne lui sera faite.',
    online_booking: 'Le retrait est consigné au dossier ; les rendez-vous déjà pris ne sont pas annulés.',
    portal_terms: 'Le retrait est consigné au dossier.',
    care: 'Le retrait est consigné au dossier : aucun soin ne doit être donné sans un nouveau consentement.',
  } satisfies Record<ConsentKind, string>,
} as const;
