// « Analyses actionnables »: who is in each list and why, from what the clinic recorded. Pure: the
// API reads each patient's visits, re-exam dates, episodes, last payment and e-mail consent, these
// say who needs a next step (and, for reactivation, who may be written to under Canada's anti-spam
// law, CASL: express consent in the ledger, or implied consent for two years after a purchase).
import { z } from 'zod';
import type { AppointmentStatus } from '../scheduling/appointment-status';
import { addDays } from '../platform/clinic-time';
import { formatShortDate as formatDate } from '../platform/format';
import { recordIdField } from '../platform/record-id';
import { preferencesMatch } from '../scheduling/waitlist';

export const actionableListKeys = ['reexam', 'episode', 'unpaid', 'waitlist', 'reactivation'] as const;
export type ActionableListKey = (typeof actionableListKeys)[number];

export const actionableRules = {
  /** A re-exam dated up to this many days ahead is already « à prévoir ». */
  reexamHorizonDays: 30,
  /** A re-exam missed by more than this is for reactivation: the list keeps what can still be caught. */
  reexamOverdueDays: 90,
  /** An open episode whose last visit is older than this is for reactivation, not rebooking. */
  episodeRecentDays: 90,
  /** Not seen for 6 to 24 months: reactivation. */
  lapsedFromMonths: 6,
  lapsedToMonths: 24,
  /** CASL s. 10(10): implied consent lasts two years after the last purchase. */
  impliedConsentMonths: 24,
  /** The waitlist's wished periods are looked for in the next two weeks. */
  waitlistDays: 14,
} as const;

export const actionableListTitles: Record<ActionableListKey, { title: string; definition: string; action: string }> = {
  reexam: {
    title: 'Réexamen à prévoir sans rendez-vous',
    definition: `La date de réexamen inscrite à la note la plus récente qui en donne une est passée depuis moins de ${actionableRules.reexamOverdueDays} jours ou tombe dans les ${actionableRules.reexamHorizonDays} prochains jours, et aucune visite n’a eu lieu ni n’est prévue à cette date ou après.`,
    action: 'Proposer un rendez-vous',
  },
  episode: {
    title: 'Épisode de soins en cours sans prochain rendez-vous',
    definition: `Un épisode de soins est ouvert, la dernière visite de l’épisode date de moins de ${actionableRules.episodeRecentDays} jours et aucun rendez-vous n’est prévu (hors la liste des réexamens).`,
    action: 'Proposer un rendez-vous',
  },
  unpaid: {
    title: 'Soldes impayés depuis plus de 30 jours',
    definition: 'Le patient doit un montant sur une facture échue depuis plus de 30 jours, une fois son crédit au compte déduit.',
    action: 'Envoyer un rappel',
  },
  waitlist: {
    title: 'Liste d’attente : des créneaux libres correspondent',
    definition: `La personne attend toujours, et au moins un créneau libre des ${actionableRules.waitlistDays} prochains jours tombe un jour et à une période qu’elle a choisis.`,
    action: 'Offrir un créneau',
  },
  reactivation: {
    title: 'Patients à réactiver : vus il y a 6 à 24 mois',
    definition:
      'Dernière visite il y a 6 à 24 mois et aucun rendez-vous prévu. Le message ne part qu’avec un consentement exprès au registre, ou dans les deux ans d’un consentement tacite (dernier paiement) que permet la Loi canadienne anti-pourriel; les autres sont exclus, avec la raison.',
    action: 'Envoyer un message de réactivation',
  },
};

/** Each list's short name, for the audit trail's details. */
export const actionableListLabels: Record<ActionableListKey, string> = {
  reexam: 'Réexamen à prévoir',
  episode: 'Épisode sans prochain rendez-vous',
  unpaid: 'Soldes impayés',
  waitlist: 'Liste d’attente',
  reactivation: 'Réactivation',
};

/** One appointment as the lists read it: its clinic-local day and where it stands. */
export interface CareVisit {
  date: string;
  status: AppointmentStatus;
}

/** What the lists know of one patient (a merged record's visits, notes and payments are hers). */
export interface PatientCare {
  patientId: string;
  visits: readonly CareVisit[];
  /** The notes that set a re-exam date: the note's visit day and the date set. */
  reexams: readonly { visitDate: string; reexamOn: string }[];
  episodes: readonly { id: string; startedOn: string; endedOn: string | null }[];
  /** The day of her last completed payment, if any. */
  lastPaidOn: string | null;
  /** Her newest entry of the « marketing » consent in the ledger, if any. */
  marketingConsent: { givenOn: string; withdrawnOn: string | null } | null;
  hasEmail: boolean;
  /** Staff included her despite the automatic exclusion: when and why. */
  override: { on: string; reason: string } | null;
}

const booked = (visit: CareVisit) => visit.status === 'pending' || visit.status === 'confirmed';
const seen = (visit: CareVisit) => visit.status === 'completed';

/** The calendar date `months` later (earlier when negative), kept in its month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Her last visit that took place, on or before `today`. */
export function lastSeenOn(care: PatientCare, today: string): string | null {
  let last: string | null = null;
  for (const visit of care.visits) if (seen(visit) && visit.date <= today && (last === null || visit.date > last)) last = visit.date;
  return last;
}

/** Her first appointment booked (pending or confirmed) from `from` on: a cancelled one holds nothing. */
export function nextBookedOn(care: PatientCare, from: string): string | null {
  let next: string | null = null;
  for (const visit of care.visits) if (booked(visit) && visit.date >= from && (next === null || visit.date < next)) next = visit.date;
  return next;
}

export interface ReexamDue {
  reexamOn: string;
  notedOn: string;
  overdue: boolean;
  reason: string;
  /** The subject of the one proposal this re-exam gets. */
  key: string;
}

/**
 * Her re-exam date (the newest note that sets one) when it is past or within the horizon, and no
 * visit took place on or after it nor is booked from then on (from today when it is past): a
 * visit booked before the re-exam's date does not do the re-exam.
 */
export function reexamDue(care: PatientCare, today: string): ReexamDue | null {
  let latest: PatientCare['reexams'][number] | null = null;
  for (const note of care.reexams)
    if (latest === null || note.visitDate > latest.visitDate || (note.visitDate === latest.visitDate && note.reexamOn > latest.reexamOn))
      latest = note;
  if (!latest) return null;
  const { reexamOn, visitDate } = latest;
  if (reexamOn > addDays(today, actionableRules.reexamHorizonDays)) return null;
  if (reexamOn < addDays(today, -actionableRules.reexamOverdueDays)) return null;
  if (care.visits.some((visit) => seen(visit) && visit.date >= reexamOn)) return null;
  if (nextBookedOn(care, reexamOn > today ? reexamOn : today) !== null) return null;
  const overdue = reexamOn < today;
  const booked = nextBookedOn(care, today);
  const when = overdue ? `Réexamen en retard depuis le ${formatDate(reexamOn)}` : `Réexamen prévu le ${formatDate(reexamOn)}`;
  const after = booked ? `prochain rendez-vous le ${formatDate(booked)}, avant cette date` : 'aucun rendez-vous prévu';
  return {
    reexamOn,
    notedOn: visitDate,
    overdue,
    reason: `${when} (noté le ${formatDate(visitDate)}); ${after}.`,
    key: `reexam:${reexamOn}`,
  };
}

export interface EpisodeWithoutNext {
  episodeId: string;
  startedOn: string;
  lastSeenOn: string;
  reason: string;
  key: string;
}

/** An open episode whose last visit is recent, and nothing booked ahead. */
export function episodeWithoutNext(care: PatientCare, today: string): EpisodeWithoutNext | null {
  if (nextBookedOn(care, today) !== null) return null;
  const last = lastSeenOn(care, today);
  if (last === null || last < addDays(today, -actionableRules.episodeRecentDays)) return null;
  const open = care.episodes
    .filter((episode) => episode.startedOn <= last && (episode.endedOn === null || episode.endedOn > today))
    .sort((a, b) => b.startedOn.localeCompare(a.startedOn))[0];
  if (!open) return null;
  return {
    episodeId: open.id,
    startedOn: open.startedOn,
    lastSeenOn: last,
    reason: `Épisode de soins ouvert depuis le ${formatDate(open.startedOn)}; dernière visite le ${formatDate(last)}; aucun prochain rendez-vous.`,
    key: `episode:${open.id}:${last}`,
  };
}

export const reactivationExclusions = ['no_email', 'withdrawn', 'no_consent'] as const;
export type ReactivationExclusion = (typeof reactivationExclusions)[number];

export interface Reactivation {
  lastSeenOn: string;
  /** Null: the message may go; else why it may not. */
  excluded: ReactivationExclusion | null;
  /** Why she is in the list, and on what ground the message goes or not. */
  reason: string;
  consent: string;
  /** The exclusion staff lifted, with the reason recorded. */
  overridden: boolean;
  key: string;
}

/**
 * Not seen for 6 to 24 months and nothing booked. The message goes with express consent (the
 * ledger's « marketing » given, not withdrawn), or within two years of her last payment (implied
 * consent); a withdrawal ends both. Staff may lift a consent exclusion with a reason, never a missing address.
 */
export function reactivation(care: PatientCare, today: string): Reactivation | null {
  const last = lastSeenOn(care, today);
  if (last === null) return null;
  if (last > addMonths(today, -actionableRules.lapsedFromMonths) || last < addMonths(today, -actionableRules.lapsedToMonths)) return null;
  if (nextBookedOn(care, today) !== null) return null;
  const reason = `Dernière visite le ${formatDate(last)}; aucun rendez-vous prévu.`;
  const base = { lastSeenOn: last, reason, key: `reactivation:${last}` };
  if (!care.hasEmail) return { ...base, excluded: 'no_email', consent: 'Exclu : aucune adresse courriel au dossier.', overridden: false };
  const consent = consentGround(care, today);
  // A withdrawal recorded after the override wins over it.
  const withdrawnOn = care.marketingConsent?.withdrawnOn;
  const override = care.override && !(withdrawnOn && withdrawnOn > care.override.on) ? care.override : null;
  if (consent.excluded && override)
    return {
      ...base,
      excluded: null,
      overridden: true,
      consent: `Exclusion levée par l’équipe le ${formatDate(override.on)} : ${override.reason}`,
    };
  return { ...base, ...consent, overridden: false };
}

function consentGround(care: PatientCare, today: string): { excluded: ReactivationExclusion | null; consent: string } {
  const entry = care.marketingConsent;
  if (entry?.withdrawnOn)
    return {
      excluded: 'withdrawn',
      consent: `Exclu : consentement aux messages retiré le ${formatDate(entry.withdrawnOn)}.`,
    };
  if (entry) return { excluded: null, consent: `Consentement exprès donné le ${formatDate(entry.givenOn)}.` };
  if (care.lastPaidOn && care.lastPaidOn >= addMonths(today, -actionableRules.impliedConsentMonths))
    return {
      excluded: null,
      consent: `Consentement tacite : dernier paiement le ${formatDate(care.lastPaidOn)}, valable jusqu’au ${formatDate(addMonths(care.lastPaidOn, actionableRules.impliedConsentMonths))}.`,
    };
  return {
    excluded: 'no_consent',
    consent: care.lastPaidOn
      ? `Exclu : aucun consentement exprès, et le consentement tacite a pris fin le ${formatDate(addMonths(care.lastPaidOn, actionableRules.impliedConsentMonths))} (dernier paiement le ${formatDate(care.lastPaidOn)}).`
      : 'Exclu : aucun consentement exprès au registre, et aucun paiement qui donne un consentement tacite.',
  };
}

/** Lists 1, 2 and 5 for every patient: a patient due for her re-exam is not listed again for her episode. */
export function careLists(patients: readonly PatientCare[], today: string) {
  const reexam: (ReexamDue & { patientId: string })[] = [];
  const episode: (EpisodeWithoutNext & { patientId: string })[] = [];
  const lapsed: (Reactivation & { patientId: string })[] = [];
  for (const care of patients) {
    const due = reexamDue(care, today);
    if (due) reexam.push({ patientId: care.patientId, ...due });
    else {
      const open = episodeWithoutNext(care, today);
      if (open) episode.push({ patientId: care.patientId, ...open });
    }
    const away = reactivation(care, today);
    if (away) lapsed.push({ patientId: care.patientId, ...away });
  }
  return { reexam, episode, reactivation: lapsed };
}

export interface WaitingEntry {
  id: string;
  preferredDays: readonly string[];
  preferredTimes: readonly string[];
}

/** Each waiting entry with the free slots its wished days and periods admit, soonest first. */
export function waitlistWithFreeSlots<Slot extends { date: string; time: string }>(
  entries: readonly WaitingEntry[],
  slots: readonly Slot[],
): { entryId: string; slots: Slot[] }[] {
  const sorted = [...slots].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return entries.flatMap((entry) => {
    const matching = sorted.filter((slot) => preferencesMatch(entry, slot));
    return matching.length > 0 ? [{ entryId: entry.id, slots: matching }] : [];
  });
}

export const actionableMessages = {
  alreadySent: 'Ce message a déjà été envoyé pour ce motif.',
  notInList: 'Cette personne n’est plus dans la liste : actualisez la page.',
  noEmail: 'Aucune adresse courriel au dossier.',
  excluded: 'Cette personne est exclue du message de réactivation; levez l’exclusion avec une raison pour lui écrire.',
  noSlots: 'Aucun créneau libre à proposer pour l’instant.',
  overrideReason: 'Indiquez pourquoi vous levez l’exclusion (au moins 10 caractères).',
  overrideNotExcluded: 'Cette personne n’est pas exclue pour une raison de consentement.',
} as const;

export const actionableOverrideLimits = { reasonMin: 10, reasonMax: 500 } as const;

/** One patient's row of lists 1, 2, 3 or 5: the action asked for her. */
const patientId = recordIdField('Choisissez un patient de la liste.');
export const actionablePatientSchema = z.object({ patientId });
export const actionableRebookingSchema = z.object({
  patientId,
  list: z.enum(['reexam', 'episode'], { error: 'Choisissez la liste : réexamen ou épisode de soins.' }),
});
export const actionableWaitlistSchema = z.object({ entryId: recordIdField('Choisissez une personne de la liste d’attente.') });

/** Lifting a reactivation exclusion: the person's reason, kept with the override. */
export const actionableOverrideSchema = z.object({
  patientId,
  reason: z
    .string({ error: actionableMessages.overrideReason })
    .trim()
    .min(actionableOverrideLimits.reasonMin, actionableMessages.overrideReason)
    .max(actionableOverrideLimits.reasonMax, `Au plus ${actionableOverrideLimits.reasonMax} caractères.`),
});
export type ActionableOverride = z.output<typeof actionableOverrideSchema>;
