// What each figure of « Analyses » is called and how it is counted, in the sentence shown under
// it (never only a tooltip), how its value reads, and the change from the previous period as a
// screen reader says it (« en hausse de 12 % par rapport à la période précédente »). The page,
// the lists and the CSV files read their words here.
import { formatMoney } from '../platform/format';
import type { BookingChannel, FigureKey, ReminderOutcome } from './clinic-figures';

export type FigureUnit = 'count' | 'rate' | 'cents' | 'average';

export interface FigureText {
  label: string;
  definition: string;
  unit: FigureUnit;
  /** Revenue: never the reception's (the route and the view ask for `figures`). */
  revenue?: true;
}

export const figureText: Record<FigureKey, FigureText> = {
  newPatients: {
    label: 'Nouveaux patients',
    definition: 'Patients dont la première visite ayant eu lieu tombe dans la période (pas les dossiers créés).',
    unit: 'count',
  },
  visitsCompleted: {
    label: 'Visites terminées',
    definition: 'Rendez-vous de la période marqués « Terminé ».',
    unit: 'count',
  },
  visitAverage: {
    label: 'Moyenne de visites par patient',
    definition: 'Visites terminées ÷ nouveaux patients de la période.',
    unit: 'average',
  },
  rebookingRate: {
    label: 'Taux de reprise de rendez-vous',
    definition: 'Part des visites terminées après lesquelles un prochain rendez-vous existait déjà ou a été pris le jour même.',
    unit: 'rate',
  },
  retention: {
    label: 'Fidélisation',
    definition: 'Part des patients vus dans la période précédente qui ont été revus dans celle-ci.',
    unit: 'rate',
  },
  noShowRate: {
    label: 'Taux d’absence',
    definition: 'Rendez-vous marqués « Absent » ÷ rendez-vous de la période terminés, absents ou annulés.',
    unit: 'rate',
  },
  lateCancellationRate: {
    label: 'Taux d’annulation tardive',
    definition:
      'Rendez-vous annulés moins de délai avant leur début que la limite de la clinique (24 h sans limite) ÷ même base que les absences.',
    unit: 'rate',
  },
  otherCancellationRate: {
    label: 'Autres annulations',
    definition: 'Rendez-vous annulés à temps ÷ même base que les absences.',
    unit: 'rate',
  },
  revenueCollected: {
    label: 'Revenus encaissés',
    definition: 'Paiements et dépôts reçus, moins les remboursements, au jour de caisse où ils sont comptés (comptabilité de caisse).',
    unit: 'cents',
    revenue: true,
  },
  revenueInvoiced: {
    label: 'Revenus facturés',
    definition: 'Factures émises dans la période, à leur date d’émission, moins les notes de crédit émises dans la période.',
    unit: 'cents',
    revenue: true,
  },
  revenuePerVisit: {
    label: 'Revenu par visite',
    definition: 'Revenus facturés ÷ visites terminées.',
    unit: 'cents',
    revenue: true,
  },
  utilisation: {
    label: 'Taux d’occupation',
    definition: 'Minutes réservées (rendez-vous non annulés) ÷ minutes d’ouverture, pauses et périodes bloquées retirées.',
    unit: 'rate',
  },
  onlineOutsideHours: {
    label: 'Réservations en ligne hors des heures d’ouverture',
    definition: 'Part des rendez-vous réservés en ligne ou au portail dans la période à une heure où la clinique était fermée.',
    unit: 'rate',
  },
  waitlistDemand: {
    label: 'Demande en liste d’attente',
    definition: 'Inscriptions à la liste d’attente reçues dans la période.',
    unit: 'count',
  },
};

export const bookingChannelLabels: Record<BookingChannel, string> = {
  online: 'En ligne (site et portail)',
  staff: 'Par la clinique',
  request: 'Demande du site',
  waitlist: 'Offre de la liste d’attente',
  rebooking: 'Reprise de rendez-vous',
};

export const reminderOutcomeLabels: Record<ReminderOutcome, string> = {
  confirmed: 'Présence confirmée',
  no_answer: 'Rappel sans réponse',
  delivery_failed: 'Rappel non livré',
  none: 'Aucun rappel envoyé',
};

export const weekdayLabels = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] as const;

const percent = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });

/** « 12,5 % », « 1 234 », « 80,00 $ », « 2,5 »; « — » when there is nothing to divide. */
export function formatFigure(unit: FigureUnit, value: number | null): string {
  if (value === null) return '—';
  switch (unit) {
    case 'rate':
      return percent.format(value);
    case 'cents':
      return formatMoney(value);
    default:
      return decimal.format(value);
  }
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export const directionOf = (change: number | null): ChangeDirection =>
  change === null ? 'none' : Math.abs(change) < 0.0005 ? 'same' : change > 0 ? 'up' : 'down';

/** The change as it is read aloud and shown beside its arrow. */
export function changeSentence(change: number | null): string {
  const direction = directionOf(change);
  if (direction === 'none' || change === null) return 'aucune comparaison possible avec la période précédente';
  if (direction === 'same') return 'stable par rapport à la période précédente';
  const amount = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 0 }).format(Math.abs(change));
  return `en ${direction === 'up' ? 'hausse' : 'baisse'} de ${amount} par rapport à la période précédente`;
}
