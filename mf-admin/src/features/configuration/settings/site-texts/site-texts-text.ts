// What « Textes du site » says, in one place.
import { formatDateTime } from 'shared-domain/platform/format';
import { siteTextsLabels, type SiteTextSection } from 'shared-domain/clinic/site-texts';

export const siteTextsText = {
  title: 'Textes du site',
  intro:
    'Les textes de la page d’accueil du site public. Vérifiez-les avec « Aperçu », puis publiez-les : chaque publication est gardée, et une version antérieure peut être rétablie.',
  loading: 'Chargement des textes du site…',
  failed: 'Les textes du site n’ont pas pu être chargés',
  retry: 'Réessayer',
  card: (index: number) => `Service ${index + 1}`,
  principle: (index: number) => `Principe ${index + 1}`,
  question: (index: number) => `Question ${index + 1}`,
  addQuestion: 'Ajouter une question',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  remove: 'Retirer',
  preview: 'Aperçu',
  previewBusy: 'Préparation de l’aperçu…',
  previewTitle: 'Aperçu de la page d’accueil (non publié)',
  publish: 'Publier',
  publishBusy: 'Publication…',
  invalid: 'Corrigez les champs signalés.',
  published: (version: number, changed: readonly string[]) =>
    changed.length === 0
      ? 'Aucune modification : rien n’a été publié.'
      : `Textes publiés (version ${version}) : ${changed.map((part) => siteTextsLabels[part as SiteTextSection] ?? part).join(', ')}`,
  restored: (version: number, from: number) =>
    from === 0 ? `Textes d’origine rétablis (version ${version})` : `Version ${from} rétablie (version ${version})`,
  unchanged: 'Ces textes sont déjà ceux du site.',
  versionsTitle: 'Versions publiées',
  current: 'En ligne',
  version: (version: number, publishedAt: string, by: string | null, restoredFrom: number | null) =>
    `Version ${version} — publiée le ${formatDateTime(new Date(publishedAt))}${by ? ` par ${by}` : ''}${
      restoredFrom === null ? '' : restoredFrom === 0 ? ' (textes d’origine)' : ` (reprend la version ${restoredFrom})`
    }`,
  restore: (version: number) => `Rétablir la version ${version}`,
  restoreOriginal: 'Rétablir les textes d’origine',
  restoreTitle: (version: number) => (version === 0 ? 'Rétablir les textes d’origine?' : `Rétablir la version ${version}?`),
  restoreBody:
    'Ces textes seront publiés aussitôt sur la page d’accueil du site public, à la place des textes en ligne. Ceux-ci restent dans les versions publiées et pourront être rétablis.',
  restoreConfirm: 'Rétablir',
  restoreBusy: 'Rétablissement…',
  restoreFailed: 'Les textes n’ont pas été rétablis',
  cancel: 'Annuler',
  noVersion: 'Le site montre ses textes d’origine : rien n’a encore été publié.',
  quandConsulter: 'Quand consulter ?',
} as const;
