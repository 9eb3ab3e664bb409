// What « Consentements » says, in one place for the page and its tests. The kinds' names
// come from shared-domain/privacy/privacy, the API's answers and refusals in its own French words.
import { problemText } from 'shared-ui/problem-message';

const people = (count: number) => `${count} ${count > 1 ? 'personnes' : 'personne'}`;

export const consentsText = {
  title: 'Consentements',
  intro:
    'Chaque consentement que la clinique demande, avec le texte en vigueur et ses versions antérieures. Un nouveau libellé est une nouvelle version : le texte accepté par chaque personne reste celui qu’elle a lu.',
  loading: 'Chargement des consentements…',
  loadFailed: 'Erreur lors du chargement des consentements',
  retry: 'Réessayer',
  listLabel: 'Types de consentement',
  currentVersion: (version: number) => `Version ${version} en vigueur`,
  publishedOn: (date: string) => `Publiée le ${date}`,
  /** How many people gave a text and how many of them withdrew it since. */
  counts: (given: number, withdrawn: number) =>
    `${people(given)} ${given > 1 ? 'l’ont donné' : 'l’a donné'} · ${people(withdrawn)} ${withdrawn > 1 ? 'l’ont retiré' : 'l’a retiré'}`,
  totalCounts: 'Toutes versions confondues',
  earlierVersions: (count: number) => `Versions antérieures (${count})`,
  noEarlierVersions: 'Aucune version antérieure.',
  versionHeading: (version: number, title: string) => `Version ${version} — ${title}`,
  newVersion: 'Nouvelle version',
  /** Names the button for a screen reader: « Nouvelle version : Rappels et avis par courriel ». */
  of: (label: string) => ` : ${label}`,
  dialogTitle: (label: string) => `Nouvelle version — ${label}`,
  dialogIntro: (next: number) =>
    `La version ${next} s’appliquera à toute personne qui donnera ce consentement à partir de maintenant. Les personnes qui ont déjà consenti gardent la version qu’elles ont acceptée.`,
  titleLabel: 'Titre',
  bodyLabel: 'Texte',
  bodyHint: 'Le texte que la personne lira avant d’accepter, en langage clair.',
  publish: 'Publier la version',
  publishing: 'Publication…',
  publishingStatus: 'Publication de la nouvelle version en cours',
  publishFailed: 'La version n’a pas été publiée',
  cancel: 'Annuler',
  published: (label: string, version: number) => `Version ${version} de « ${label} » publiée.`,
  unreachable: problemText.unreachable,
} as const;
