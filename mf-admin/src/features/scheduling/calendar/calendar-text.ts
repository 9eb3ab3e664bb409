// The calendar's French wording, in one place for the screens and their tests, and the few
// sentences built from an appointment or a blocked period.
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { problemText } from 'shared-ui/problem-message';
import { dayLabel } from 'shared-ui/slot-picker/day-label';
import { clockTime, itemMinutes, type CalendarView, type MinuteRange, type TimedItem } from './calendar-grid';

export const calendarText = {
  title: 'Calendrier',
  views: 'Affichage',
  day: 'Jour',
  week: 'Semaine',
  period: 'Période affichée',
  previous: { jour: 'Jour précédent', semaine: 'Semaine précédente' },
  next: { jour: 'Jour suivant', semaine: 'Semaine suivante' },
  today: "Aujourd'hui",
  goTo: 'Aller à la date',
  newAppointment: 'Nouveau rendez-vous',
  blockTime: 'Bloquer une période',
  loading: 'Chargement du calendrier…',
  loadFailed: 'Erreur lors du chargement du calendrier',
  retry: 'Réessayer',
  closed: 'Fermé',
  todayMarker: "Aujourd'hui",
  blocked: 'Bloqué',
  noAppointments: 'Aucun rendez-vous',
  services: 'Services',
  blockedHeading: 'Périodes bloquées',
  noBlocked: 'Aucune période bloquée dans cette période.',
  unblock: 'Retirer le blocage',
  unblocked: 'Le blocage a été retiré.',
  missingAppointment: "Ce rendez-vous n'apparaît pas dans la période affichée : il a peut-être été annulé ou déplacé.",
  dismiss: 'Fermer',
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
  slotTaken: 'Ce créneau chevauche un autre rendez-vous.',
} as const;

export const detailsText = {
  title: 'Rendez-vous',
  patient: 'Patient',
  openFile: 'Ouvrir le dossier',
  contact: 'Coordonnées',
  service: 'Service',
  when: 'Date et heure',
  status: 'Statut',
  reason: 'Raison',
  notes: 'Notes',
  none: 'Aucune',
  noService: 'Aucun service',
  move: 'Déplacer',
  cancel: 'Annuler le rendez-vous',
  noShow: 'Absent',
  noShowHint: ' : marquer le rendez-vous comme manqué',
  noShowBusy: 'Enregistrement…',
  noShowDone: 'Rendez-vous marqué comme absent.',
  arrive: 'Arrivé',
  arriveHint: ' : le patient est à la clinique',
  arriveDone: 'Arrivée notée : le brouillon de facture est prêt.',
  checkout: 'Encaisser',
  closedStatus: 'Ce rendez-vous ne peut plus être changé depuis le calendrier.',
  back: 'Retour au rendez-vous',
  actions: 'Actions',
} as const;

export const moveText = {
  title: 'Déplacer le rendez-vous',
  current: 'Actuellement',
  service: 'Service',
  date: 'Date',
  time: 'Heure',
  times: (day: string) => `Heures libres le ${day}`,
  loadingSlots: 'Chargement des créneaux…',
  slotsFailed: 'Erreur de chargement des créneaux disponibles',
  noSlot: 'Aucun créneau libre ce jour-là.',
  chooseTime: 'Veuillez choisir une heure',
  unchanged: 'Aucune modification à enregistrer : choisissez une autre date, une autre heure ou un autre service.',
  notify: 'Aviser le patient par courriel',
  noEmail: "Le patient n'a pas d'adresse courriel au dossier.",
  submit: 'Déplacer',
  busy: 'Déplacement…',
  busyStatus: 'Déplacement du rendez-vous en cours…',
  failed: 'Le rendez-vous n’a pas été déplacé',
  done: 'Rendez-vous déplacé.',
} as const;

export const cancelText = {
  title: 'Annuler le rendez-vous',
  reason: "Raison de l'annulation",
  notify: 'Aviser le patient par courriel',
  submit: 'Annuler le rendez-vous',
  busy: 'Annulation…',
  busyStatus: 'Annulation du rendez-vous en cours…',
  failed: 'Le rendez-vous n’a pas été annulé',
  done: 'Rendez-vous annulé.',
} as const;

export const newAppointmentText = {
  title: 'Nouveau rendez-vous',
  patient: 'Patient',
  existing: 'Patient existant',
  newPatient: 'Nouveau patient',
  search: 'Rechercher un patient',
  searchHint: 'Nom, courriel ou téléphone (au moins 2 caractères).',
  searching: 'Recherche…',
  results: 'Patients trouvés',
  noMatch: 'Aucun patient trouvé.',
  changePatient: 'Changer de patient',
  searchFailed: 'La recherche de patients a échoué.',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  service: 'Service',
  chooseService: 'Choisissez un service',
  date: 'Date',
  reason: 'Raison de la visite',
  notify: 'Envoyer la confirmation par courriel',
  submit: 'Créer le rendez-vous',
  busy: 'Création…',
  busyStatus: 'Création du rendez-vous en cours…',
  failed: "Le rendez-vous n'a pas été créé",
  done: 'Rendez-vous créé.',
} as const;

export const blockText = {
  title: 'Bloquer une période',
  // The labels the shared schema's messages name (« Veuillez remplir le champ « Heure de début » »).
  startDate: 'Date de début',
  endDate: 'Date de fin',
  wholeDay: 'Toute la journée',
  startTime: 'Heure de début',
  startTimeHint: 'Le premier jour.',
  endTime: 'Heure de fin',
  endTimeHint: 'Le dernier jour.',
  reason: 'Motif',
  reasonHint: 'Par exemple : Formation, Vacances.',
  suggestions: ['Formation', 'Vacances', 'Congé férié', 'Congrès'],
  submit: 'Bloquer la période',
  busy: 'Enregistrement…',
  busyStatus: 'Blocage de la période en cours…',
  failed: "La période n'a pas été bloquée",
  done: 'La période est bloquée : la réservation en ligne ne la propose plus.',
  overlapping: (count: number) =>
    count === 1
      ? 'Un rendez-vous chevauche cette période. Il reste au calendrier : déplacez-le ou annulez-le.'
      : `${count} rendez-vous chevauchent cette période. Ils restent au calendrier : déplacez-les ou annulez-les.`,
  noOverlap: 'Aucun rendez-vous ne chevauche cette période.',
  close: 'Fermer',
} as const;

/** '9 h 30 à 10 h 15' for an appointment's time and length. */
export function timeRangeText(item: TimedItem): string {
  const range = itemMinutes(item);
  return range ? `${formatTime(clockTime(range.start))} à ${formatTime(clockTime(range.end % (24 * 60)))}` : '';
}

/** What a blocked period takes of one day: 'de 12 h à 17 h', or 'toute la journée'. */
export function dayPartText({ start, end }: MinuteRange): string {
  if (start === 0 && end === 24 * 60) return 'toute la journée';
  if (end === 24 * 60) return `à partir de ${formatTime(clockTime(start))}`;
  if (start === 0) return `jusqu'à ${formatTime(clockTime(end))}`;
  return `de ${formatTime(clockTime(start))} à ${formatTime(clockTime(end))}`;
}

/** The heading above the grid: the day, or the week from Monday to Sunday. */
export function rangeHeading(view: CalendarView, days: readonly string[]): string {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  if (view === 'jour') return formatDate(first);
  // The year once, at the end, unless the week straddles two years.
  const start = first.slice(0, 4) === last.slice(0, 4) ? dayLabel(first) : formatDate(first);
  return `Semaine du ${start} au ${formatDate(last)}`;
}

export interface DescribedBlock {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

/** A blocked period in words: 'mardi 24 novembre 2026, de 12 h à 17 h', 'du … au …'. */
export function blockedPeriodText({ startDate, endDate, startTime, endTime }: DescribedBlock): string {
  if (startDate === endDate) {
    const day = formatDate(startDate);
    if (startTime && endTime) return `${day}, de ${formatTime(startTime)} à ${formatTime(endTime)}`;
    if (startTime) return `${day}, à partir de ${formatTime(startTime)}`;
    if (endTime) return `${day}, jusqu'à ${formatTime(endTime)}`;
    return `${day}, toute la journée`;
  }
  const from = startTime ? `${formatDate(startDate)} à ${formatTime(startTime)}` : formatDate(startDate);
  const to = endTime ? `${formatDate(endDate)} à ${formatTime(endTime)}` : formatDate(endDate);
  return `du ${from} au ${to}`;
}

export interface DescribedAppointment extends TimedItem {
  name: string;
  serviceName: string | null;
  status: string;
  statusLabel?: string | null;
}

export interface AppointmentSummary {
  time: string;
  patient: string;
  service: string;
  status: string;
}

/** What identifies an appointment on the grid and in lists: time, patient, service, status. */
export function appointmentSummary(appointment: DescribedAppointment): AppointmentSummary {
  return {
    time: timeRangeText(appointment),
    patient: appointment.name,
    service: appointment.serviceName ?? detailsText.noService,
    status: appointment.statusLabel || appointmentStatusLabel(appointment.status),
  };
}

/** The same in one line: '9 h à 9 h 30, Marie Tremblay, Ajustement, Confirmé'. */
export function appointmentLine(appointment: DescribedAppointment): string {
  const { time, patient, service, status } = appointmentSummary(appointment);
  return [time, patient, service, status].filter(Boolean).join(', ');
}
