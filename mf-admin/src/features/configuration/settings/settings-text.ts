// The settings page's words, declared once for the page, its dialog and their tests.
import { problemText } from 'shared-ui/problem-message';
export const settingsText = {
  title: 'Paramètres',
  sectionsLabel: (page: string) => `Sections — ${page}`,
  templatesTitle: 'Modèles de notes SOAP',
  templatesIntro:
    'Les modèles actifs sont offerts dans les formulaires de note. Un modèle désactivé n’est plus offert, mais les notes qui l’ont utilisé le gardent.',
  newTemplate: 'Nouveau modèle',
  editTemplate: 'Modifier le modèle',
  edit: 'Modifier',
  deactivate: 'Désactiver',
  activate: 'Réactiver',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  active: 'Actif',
  inactive: 'Inactif',
  noTemplate: 'Aucun modèle dans cette catégorie.',
  templatesLoading: 'Chargement des modèles…',
  templatesFailed: 'Les modèles n’ont pas pu être chargés',
  retry: 'Réessayer',
  save: 'Enregistrer',
  create: 'Créer le modèle',
  busy: 'Enregistrement…',
  busyStatus: 'Enregistrement du modèle en cours…',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  moved: (name: string) => `« ${name} » déplacé`,
  quickTextsTitle: 'Textes rapides',
  quickTextsIntro: (shown: number) =>
    `Le formulaire de note affiche les ${shown === 4 ? 'quatre' : shown} premiers textes de chaque liste ; les autres s’affichent sur demande.`,
  findings: 'Constatations fréquentes',
  treatments: 'Traitements fréquents',
  sectionsHint: 'Remplissez au moins une des quatre sections.',
} as const;

/** The hidden end of a button's accessible name: « Modifier » → « Modifier le modèle Coliques du nourrisson ». */
export const ofTemplate = (name: string) => ` le modèle ${name}`;
