// The words of « Actions en un clic ».
import type { OneClickAction } from 'shared-domain/automation/automation';
import { problemText } from 'shared-ui/problem-message';

export const oneClickText = {
  title: 'Actions en un clic',
  intro: 'Des opérations préparées à partir de l’état du jour. Chacune montre d’abord son aperçu, puis part comme une opération groupée.',
  listLabel: 'Actions préparées',
  loading: 'Calcul des actions…',
  loadFailed: 'Les actions n’ont pas pu être calculées.',
  retry: 'Réessayer',
  preview: 'Voir l’aperçu',
  previewing: 'Préparation…',
  previewTitle: 'Aperçu',
  closePreview: 'Fermer l’aperçu',
  ranTitle: 'Opération lancée',
  ran: (summary: string) => `« ${summary} » est lancée.`,
  reportLink: 'Voir le rapport dans Opérations groupées',
  unreachable: problemText.unreachable,
  zero: {
    unconfirmed_tomorrow: 'Rien à faire : tous les patients de demain ont confirmé, ou personne n’est prévu.',
    unpaid_over_30_days: 'Rien à faire : aucun solde n’est impayé depuis plus de 30 jours.',
    free_slots_this_week: 'Rien à faire : aucun créneau n’est libre d’ici dimanche.',
  } satisfies Record<OneClickAction, string>,
} as const;
