// « Registre des incidents de confidentialité »: the eight fields the regulation lists
// (Règlement sur les incidents de confidentialité, s. 11), their French labels and help, the one
// schema the form and the API read, the register's status of an entry, and the notice to the
// people concerned (s. 5 of the same regulation says what it must contain), written once here so
// the screen, its « Copier » and the PDF say the same thing.
import { z } from 'zod';
import { csvFormatField } from '../platform/csv-format';
import type { ValidationIssue } from '../platform/field-errors';
import { formatDate } from '../platform/format';
import { incidentRetentionYears } from './privacy';
import { blankAsNull, isCalendarDate, requiredDate, requiredText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

export const incidentLabels = {
  informationInvolved: 'Renseignements visés',
  circumstances: "Circonstances de l'incident",
  occurredFrom: "Date de l'incident (ou début de la période)",
  occurredTo: 'Fin de la période',
  discoveredOn: 'Date où la clinique en a pris connaissance',
  peopleCount: 'Nombre de personnes concernées',
  riskAssessment: 'Évaluation du risque de préjudice',
  seriousInjuryRisk: 'Risque de préjudice sérieux',
  commissionNotifiedOn: "Avis à la Commission d'accès à l'information",
  peopleNotifiedOn: 'Avis aux personnes concernées',
  measures: 'Mesures prises',
  from: 'Du',
  to: 'Au',
} as const;

/** The help under each field of « Consigner un incident ». */
export const incidentHints = {
  informationInvolved:
    'Décrivez les renseignements personnels touchés (ex. nom, courriel, date du rendez-vous, notes cliniques). Si vous ne le savez pas, indiquez pourquoi.',
  circumstances: "Ce qui s'est passé : accès, utilisation, communication ou perte non autorisés, et la cause si elle est connue.",
  occurredFrom: "Le jour de l'incident, ou le premier jour de la période s'il a duré.",
  occurredTo: "Laissez vide si l'incident tient en un seul jour.",
  discoveredOn: "Le jour où la clinique a appris l'incident ; il ne peut précéder l'incident.",
  peopleCount: 'Le nombre exact, ou une estimation si vous ne le connaissez pas ; 0 si personne n’est touché.',
  riskAssessment:
    'Selon la Loi (art. 3.7) : la sensibilité des renseignements, les conséquences appréhendées de leur utilisation et la probabilité qu’ils soient utilisés à des fins préjudiciables.',
  seriousInjuryRisk: 'Un risque sérieux oblige à aviser avec diligence la Commission et les personnes concernées (art. 3.5).',
  commissionNotifiedOn: "La date de l'avis transmis à la Commission d'accès à l'information ; vide s'il n'est pas encore transmis.",
  peopleNotifiedOn: "La date de l'avis aux personnes concernées ; vide s'il n'est pas encore transmis.",
  measures: 'Ce qui a été fait ou le sera pour diminuer le risque de préjudice et éviter que l’incident se reproduise.',
} as const;

export const incidentLimits = {
  textMax: 4000,
  peopleMax: 10_000_000,
} as const;

export const incidentMessages = {
  endBeforeStart: 'La fin de la période ne peut pas précéder son début',
  discoveredBeforeStart: "La date de connaissance ne peut pas précéder le début de l'incident",
  noticeBeforeDiscovery: "Un avis ne peut pas précéder la date où la clinique a pris connaissance de l'incident",
  inFuture: (label: string) => `${label} ne peut pas être dans le futur`,
  peopleCount: 'Le nombre de personnes concernées doit être un nombre entier, 0 ou plus',
  seriousRequired: 'Indiquez si l’incident présente un risque de préjudice sérieux',
  seriousWithoutNotices:
    "Risque de préjudice sérieux : la Commission et les personnes concernées doivent être avisées avec diligence. L'incident restera signalé « Avis à transmettre » tant que les deux dates d'avis ne sont pas inscrites.",
  kept: `Le registre est conservé au moins ${incidentRetentionYears} ans après la consignation de chaque incident : un incident ne peut pas être supprimé, seulement corrigé (chaque modification est journalisée).`,
  notFound: 'Incident introuvable',
  changedMeanwhile: 'Cet incident a été modifié entre-temps : fermez et rouvrez-le pour partir de la dernière version.',
  recorded: (reference: string) => `Incident ${reference} consigné`,
  updated: (reference: string) => `Incident ${reference} mis à jour`,
  unchanged: 'Aucune modification',
} as const;

const L = incidentLabels;

const optionalDate = (label: string) =>
  blankAsNull(
    z
      .string({ error: m.date(label) })
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), m.date(label)),
  ).default(null);
const incidentText = (label: string) => requiredText(label, incidentLimits.textMax, 'multiline');

/** A form sends the number as text, the typed client as a number; blank is missing. */
const peopleCount = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim().replace(/\s/g, ''))) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? m.required(L.peopleCount) : incidentMessages.peopleCount) })
    .int(incidentMessages.peopleCount)
    .min(0, incidentMessages.peopleCount)
    .max(incidentLimits.peopleMax, m.max(L.peopleCount, incidentLimits.peopleMax)),
);

/** « Oui » / « Non » from the form's radios, a boolean from the typed client. */
const seriousInjuryRisk = z
  .union([z.boolean(), z.enum(['oui', 'non'])], { error: incidentMessages.seriousRequired })
  .transform((value) => value === true || value === 'oui');

/** The dates of an entry, for the order and « not in the future » rules. */
interface IncidentDates {
  occurredFrom: string;
  occurredTo: string | null;
  discoveredOn: string;
  commissionNotifiedOn: string | null;
  peopleNotifiedOn: string | null;
}

const dateFields = ['occurredFrom', 'occurredTo', 'discoveredOn', 'commissionNotifiedOn', 'peopleNotifiedOn'] as const;

/** The dates in their order: the period's end after its start, discovery after the start, notices after discovery. */
function orderIssues(dates: IncidentDates): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (dates.occurredTo && dates.occurredTo < dates.occurredFrom)
    issues.push({ path: ['occurredTo'], message: incidentMessages.endBeforeStart });
  if (dates.discoveredOn < dates.occurredFrom) issues.push({ path: ['discoveredOn'], message: incidentMessages.discoveredBeforeStart });
  for (const field of ['commissionNotifiedOn', 'peopleNotifiedOn'] as const) {
    const notice = dates[field];
    if (notice && notice < dates.discoveredOn) issues.push({ path: [field], message: incidentMessages.noticeBeforeDiscovery });
  }
  return issues;
}

/** No date of the entry after the clinic's `today`: the register records what happened, not what is planned. */
export function incidentFutureIssues(dates: IncidentDates, today: string): ValidationIssue[] {
  return dateFields
    .filter((field) => {
      const value = dates[field];
      return value !== null && isCalendarDate(value) && value > today;
    })
    .map((field) => ({ path: [field], message: incidentMessages.inFuture(L[field]) }));
}

const incidentShape = {
  informationInvolved: incidentText(L.informationInvolved),
  circumstances: incidentText(L.circumstances),
  occurredFrom: requiredDate(L.occurredFrom),
  occurredTo: optionalDate(L.occurredTo),
  discoveredOn: requiredDate(L.discoveredOn),
  peopleCount,
  riskAssessment: incidentText(L.riskAssessment),
  seriousInjuryRisk,
  commissionNotifiedOn: optionalDate(L.commissionNotifiedOn),
  peopleNotifiedOn: optionalDate(L.peopleNotifiedOn),
  measures: incidentText(L.measures),
};

function inOrder(input: IncidentDates, context: z.RefinementCtx) {
  for (const issue of orderIssues(input)) context.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
}

/** One entry of the register, as « Consigner un incident » sends it (every field). */
export const privacyIncidentSchema = z.object(incidentShape).superRefine(inOrder);

/**
 * Its correction: every field again, and the version the form started from (the entry's
 * `updatedAt`), so a save over someone else's change is refused rather than undoing it.
 */
export const privacyIncidentUpdateSchema = z.object({ ...incidentShape, version: z.string().min(1).max(40) }).superRefine(inOrder);

export type PrivacyIncidentInput = z.input<typeof privacyIncidentSchema>;
export type PrivacyIncident = z.output<typeof privacyIncidentSchema>;

/** The form's fields, in the order it shows them (the first invalid one gets the focus). */
export const incidentFormFields = [
  'informationInvolved',
  'circumstances',
  'occurredFrom',
  'occurredTo',
  'discoveredOn',
  'peopleCount',
  'riskAssessment',
  'seriousInjuryRisk',
  'commissionNotifiedOn',
  'peopleNotifiedOn',
  'measures',
] as const satisfies readonly (keyof PrivacyIncident)[];
export type IncidentFormField = (typeof incidentFormFields)[number];

/** The form's check: the API's schema and, as of the clinic's `today`, no date in the future. */
export function incidentFormSchema(today: string) {
  return {
    safeParse(input: unknown): { success: true; data: PrivacyIncident } | { success: false; error: { issues: ValidationIssue[] } } {
      const result = privacyIncidentSchema.safeParse(input);
      if (!result.success)
        return { success: false, error: { issues: result.error.issues.map(({ path, message }) => ({ path, message })) } };
      const issues = incidentFutureIssues(result.data, today);
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: result.data };
    },
  };
}

/** What the register says of an entry: a serious risk calls for both notices. */
export const incidentStatuses = ['notice_due', 'notified', 'no_notice_required'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

export const incidentStatusLabels: Record<IncidentStatus, string> = {
  notice_due: 'Avis à transmettre',
  notified: 'Avis transmis',
  no_notice_required: 'Aucun avis requis',
};

export function incidentStatus(
  incident: Pick<PrivacyIncident, 'seriousInjuryRisk' | 'commissionNotifiedOn' | 'peopleNotifiedOn'>,
): IncidentStatus {
  if (!incident.seriousInjuryRisk) return 'no_notice_required';
  return incident.commissionNotifiedOn && incident.peopleNotifiedOn ? 'notified' : 'notice_due';
}

/** « INC-2026-007 »: the year it was recorded and its rank that year. */
export function incidentReference(year: number, rank: number): string {
  return `INC-${year}-${String(rank).padStart(3, '0')}`;
}

/** The register's period (on the date of discovery): all when neither end is given. */
export const incidentPeriodSchema = z
  .object({
    from: optionalDate(L.from),
    to: optionalDate(L.to),
    /** The CSV export's spreadsheet (the PDF ignores it). */
    format: csvFormatField,
  })
  .superRefine((period, context) => {
    if (period.from && period.to && period.to < period.from)
      context.addIssue({ code: 'custom', path: ['to'], message: incidentMessages.endBeforeStart });
  });
export type IncidentPeriod = Omit<z.output<typeof incidentPeriodSchema>, 'format'>;

/** One entry as the back-office reads it. */
export interface PrivacyIncidentView extends PrivacyIncident {
  id: string;
  reference: string;
  status: IncidentStatus;
  recordedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PrivacyIncidentListView {
  incidents: PrivacyIncidentView[];
  /** The clinic's calendar day: the form's « not in the future » bound. */
  today: string;
}

export interface PrivacyIncidentSavedView {
  incident: PrivacyIncidentView;
  message: string;
  /** The fields the save changed (empty: nothing was written). */
  changed: string[];
}

/** Who answers the people's questions: the clinic's privacy officer (its settings). */
export interface NoticeClinic {
  name: string;
  address: string;
  phone: string;
  officer: { name: string; title: string; email: string; phone: string };
}

export interface NoticeSection {
  heading: string | null;
  /** Paragraphs separated by a blank line. */
  text: string;
}

export interface IncidentNotice {
  title: string;
  sections: NoticeSection[];
  /** The whole notice as plain text (« Copier »). */
  text: string;
}

const commission = {
  name: "Commission d'accès à l'information du Québec",
  contact: 'www.cai.gouv.qc.ca — 1 888 528-7741',
};

function periodText(incident: Pick<PrivacyIncident, 'occurredFrom' | 'occurredTo'>): string {
  return incident.occurredTo && incident.occurredTo !== incident.occurredFrom
    ? `entre le ${formatDate(incident.occurredFrom)} et le ${formatDate(incident.occurredTo)}`
    : `le ${formatDate(incident.occurredFrom)}`;
}

/**
 * « Avis aux personnes concernées » filled from an entry: what the regulation's s. 5 asks — the
 * information involved, the circumstances, when, the measures taken, what the person can do to
 * reduce the risk, and whom to ask (the privacy officer) — in plain French.
 */
export function incidentNotice(incident: PrivacyIncident, clinic: NoticeClinic): IncidentNotice {
  const title = 'Avis aux personnes concernées — incident de confidentialité';
  const officer = [clinic.officer.name, clinic.officer.title].filter(Boolean).join(', ');
  const contact = [clinic.officer.email, clinic.officer.phone].filter(Boolean).join(' — ');
  const sections: NoticeSection[] = [
    {
      heading: null,
      text: `Madame, Monsieur,\n\nNous vous informons qu'un incident de confidentialité a touché des renseignements personnels vous concernant, détenus par ${clinic.name}. Nous regrettons cette situation et vous expliquons ci-dessous ce qui s'est passé et ce que nous avons fait.`,
    },
    { heading: "Ce qui s'est passé", text: incident.circumstances },
    {
      heading: 'Quand',
      text: `L'incident est survenu ${periodText(incident)}. La clinique en a pris connaissance le ${formatDate(incident.discoveredOn)}.`,
    },
    { heading: 'Renseignements visés', text: incident.informationInvolved },
    { heading: 'Mesures prises par la clinique', text: incident.measures },
    {
      heading: 'Ce que vous pouvez faire',
      text: `Soyez attentif aux courriels, appels ou messages inattendus qui mentionnent vos rendez-vous ou vos soins : la clinique ne vous demandera jamais un mot de passe ni un numéro de carte par courriel ou par téléphone. Si vous avez un compte au portail patient, changez son mot de passe. En cas de doute, appelez la clinique.\n\nVous pouvez aussi porter plainte auprès de la ${commission.name} (${commission.contact}).`,
    },
    {
      heading: 'Pour toute question',
      text: `${officer}, responsable de la protection des renseignements personnels${contact ? ` — ${contact}` : ''}\n${[clinic.name, clinic.address, clinic.phone].filter(Boolean).join(' — ')}`,
    },
  ];
  const text = [title, ...sections.map((section) => (section.heading ? `${section.heading}\n${section.text}` : section.text))].join('\n\n');
  return { title, sections, text };
}
