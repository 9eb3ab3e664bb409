// The words of « Annulations automatisées ».
import { defaultClinicTimeZone } from 'shared-domain/platform/clinic-time';

export const cancellationText = {
  title: 'Annulations automatisées',
  intro: 'Le parcours de chaque créneau libéré par une annulation : les offres envoyées à la liste d’attente, puis ce qu’il en est advenu.',
  month: 'Mois',
  previous: 'Mois précédent',
  next: 'Mois suivant',
  totalsTitle: 'Totaux du mois',
  totals: {
    cancellations: 'Annulations',
    offered: 'Offertes à la liste d’attente',
    refilled: 'Recomblées par la liste d’attente',
    revenueKept: 'Revenu conservé',
  },
  pathsTitle: 'Parcours des annulations',
  none: 'Aucune annulation ce mois-ci.',
  loading: 'Chargement des annulations…',
  loadFailed: 'Les annulations n’ont pas pu être chargées.',
  retry: 'Réessayer',
  freed: 'Créneau libéré',
  cancelledOn: (when: string, by: string | null) => `annulé ${when}${by ? ` par ${by.charAt(0).toLowerCase()}${by.slice(1)}` : ''}`,
  noOffer: 'Aucune offre envoyée.',
  offeredTo: (name: string) => `Offert à ${name}`,
  outcome: 'Issue',
  filledBy: (name: string) => `Repris par ${name}`,
  revenueKept: (amount: string) => `revenu conservé : ${amount}`,
  minutes: (count: number) => `${count} min`,
  settingsTitle: 'Règles de la liste d’attente',
  settingsIntro: 'Le nombre de personnes jointes à la fois et leur délai pour accepter se règlent ici :',
  automationLink: 'Automatisation',
  settingsLink: 'Paramètres › Liste d’attente et rappels',
} as const;

const monthFormat = new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'novembre 2026'. */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** An instant at the clinic → 'le 23 nov. à 9 h 30', short enough for a timeline's line. */
const shortDay = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', timeZone: defaultClinicTimeZone });
export const shortDate = (instant: Date) => `le ${shortDay.format(instant)}`;
