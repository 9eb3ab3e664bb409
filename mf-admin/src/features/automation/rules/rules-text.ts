// What « Automatisation » says, in one place. The rules' names, descriptions and bounds
// come from the catalogue (shared-domain/automation/automation), the answers' sentences from the API.
import { problemText } from 'shared-ui/problem-message';

export const rulesText = {
  title: 'Automatisation',
  intro:
    'Chaque courriel que la clinique envoie d’elle-même, comme une règle : son interrupteur, son délai et ses modèles. Une règle en pause n’envoie plus rien de nouveau.',
  loading: 'Chargement des règles…',
  loadFailed: 'Erreur lors du chargement des règles',
  retry: 'Réessayer',
  empty: 'Aucune règle d’automatisation.',
  listLabel: 'Règles d’automatisation',
  active: 'Active',
  paused: 'En pause',
  switchBusy: 'Enregistrement…',
  enabledSaved: (label: string) => `Règle « ${label} » activée.`,
  delaySave: 'Enregistrer le délai',
  delaySaving: 'Enregistrement…',
  delayHint: (min: number, max: number) => `Entre ${min} et ${max}.`,
  delayRequired: 'Indiquez le délai.',
  delaySaved: (label: string, delay: number, unit: string) => `Délai de « ${label} » enregistré : ${delay} (${unit.toLowerCase()}).`,
  /** The timing kept in « Paramètres », in words, then where to change it. */
  settingsTiming: 'Délai',
  settingsLink: 'Modifier dans Paramètres › Liste d’attente et rappels',
  templates: 'Modèles',
  templateLink: (label: string) => `Modèle « ${label} »`,
  templateLinkDetail: ' (Paramètres avancés › Modèles de courriels)',
  counts: (queued: number, sent: number) => `${queued} en file · ${sent} ${sent > 1 ? 'envoyés' : 'envoyé'} en 30 jours`,
  sendTest: 'Envoyer un test',
  sendingTest: 'Envoi…',
  /** Names the card's buttons for a screen reader: « Envoyer un test : Rappel de rendez-vous ». */
  of: (label: string) => ` : ${label}`,
  unreachable: problemText.unreachable,
} as const;
