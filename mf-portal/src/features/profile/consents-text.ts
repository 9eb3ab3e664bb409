// « Mes consentements »'s wording (French), in one place for the section and its tests. What a
// withdrawal stops, and the API's answers and refusals, are shared-domain's (privacy-consents).
import { problemText } from 'shared-ui/problem-message';

export const consentsText = {
  title: 'Mes consentements',
  intro: 'Ce que vous avez accepté, et quand. Vous pouvez retirer vous-même certains consentements ; le retrait prend effet immédiatement.',
  loading: 'Chargement de vos consentements…',
  loadFailed: 'Erreur lors du chargement de vos consentements',
  /** « Donné le mardi 3 mars 2026 (version 1 du texte) — importation : export.csv du 1 mars 2026 ». */
  given: (date: string, version: number, how: string) => `Donné le ${date} (version ${version} du texte) — ${how}`,
  withdrawn: (date: string, how: string | null) => (how ? `Retiré le ${date} — ${how}` : `Retiré le ${date}`),
  /** How an entry came in: its channel, and for an import its file and day. */
  imported: (fileName: string, date: string) => `importation : ${fileName} du ${date}`,
  never: 'Aucun consentement donné',
  /** Ticked when booking online; the link e-mailed with the booking, which confirms the address, not opened yet. */
  pending: (date: string) =>
    `En attente de confirmation : accepté le ${date} en réservant en ligne. Ouvrez le lien reçu par courriel pour ce rendez-vous afin de le confirmer.`,
  readText: 'Lire le texte',
  withdraw: 'Retirer mon consentement',
  /** Names the button for a screen reader: « Retirer mon consentement : Infolettre et promotions ». */
  of: (label: string) => ` : ${label}`,
  throughClinic: 'Pour retirer ce consentement, communiquez avec la clinique.',
  confirmTitle: (label: string) => `Retirer mon consentement — ${label}`,
  confirmNote: 'Le retrait prend effet immédiatement. Vous pourrez donner de nouveau votre consentement en communiquant avec la clinique.',
  confirm: 'Confirmer le retrait',
  confirming: 'Retrait en cours…',
  cancel: 'Annuler',
  failed: 'Le consentement n’a pas été retiré',
  unreachable: problemText.unreachable,
} as const;
