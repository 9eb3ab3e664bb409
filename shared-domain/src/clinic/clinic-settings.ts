// « Paramètres »: the clinic's settings, one section each — its identity, opening hours
// and closures, online booking rules, fees, waitlist and reminders, public site, privacy officer.
// One schema per section for the form and the API (PUT /api/admin/settings/<section>), with the
// French labels the form shows, the status line says and the audit screen reads.
//
// The flat sections take their fields as a form types them (text: 'true'/'false', '12', '') or as
// the typed client sends them (booleans, numbers, null): the form's parsed values are sent as they
// are and pass the same schema again. The hours are nested (seven days, each with its breaks): the
// API reads them as such (`hoursSchema`) and the form through `hoursFormSchema`, which only turns
// its text fields into that input and names each refusal by the field that shows it.
import { z } from 'zod';
import { type BookingMode, bookingModes } from '../scheduling/booking-mode';
import { formatPostalCode, isPostalCode } from '../billing/card';
import { timelyCancellationDepositLabels, timelyCancellationDeposits } from '../billing/deposit-on-cancellation';
import { daysSpanned } from '../scheduling/calendar-input';
import { emailAddressSchema } from '../platform/email-address';
import type { ValidationIssue } from '../platform/field-errors';
import { formatMoney, formatTime } from '../platform/format';
import { moneyInputValue, parseMoneyInput } from '../platform/money-input';
import { optionalPhone, requiredPhone } from '../platform/phone-fields';
import { defaultHomeStatistics, type HomeStatistic } from './home-statistics';
import { type ProvinceCode, provinceCodes, provinceNames } from '../platform/province';
import { blankAsNull, isCalendarDate, optionalText, plainText, requiredText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

// ---------------------------------------------------------------------------------------------
// The sections

/** Each section's `?section=` in « Paramètres » (French, as the address shows it) by its API name. */
export const settingsSectionIds = {
  clinic: 'clinique',
  hours: 'heures',
  onlineBooking: 'reservation',
  fees: 'frais',
  waitlistReminders: 'attente-rappels',
  publicSite: 'site-public',
  privacy: 'confidentialite',
} as const;
export type SettingsSectionKey = keyof typeof settingsSectionIds;

export const settingsSectionTitles = {
  clinic: 'Clinique',
  hours: "Heures d'ouverture",
  onlineBooking: 'Réservation en ligne',
  fees: 'Frais',
  waitlistReminders: "Liste d'attente et rappels",
  publicSite: 'Site public',
  privacy: 'Confidentialité',
} as const satisfies Record<SettingsSectionKey, string>;

export const clinicSettingsLimits = {
  nameMax: 100,
  titleMax: 60,
  licenceMax: 30,
  addressMax: 200,
  cityMax: 100,
  phoneMax: 30,
  advanceBookingDays: { min: 1, max: 365 },
  minimumNoticeHours: { min: 0, max: 168 },
  selfServiceCutoffHours: { min: 1, max: 168 },
  maxUpcomingPerPerson: { min: 1, max: 20 },
  /** 1 000,00 $: far above any fee a clinic charges, so a slip of a digit is refused. */
  feeMaxCents: 100_000,
  offerBatchSize: { min: 1, max: 10 },
  offerExpiryMinutes: { min: 15, max: 1440 },
  reminderHoursBefore: { min: 1, max: 168 },
  textFollowUpHoursBefore: { min: 1, max: 167 },
  homeStatisticsMax: 4,
  statisticValueMax: 20,
  statisticLabelMax: 60,
  breaksPerDayMax: 4,
  closureReasonMax: 200,
  closureDaysMax: 366,
} as const;
const limits = clinicSettingsLimits;

// ---------------------------------------------------------------------------------------------
// Field kinds shared by the sections

const whole = (label: string, { min, max }: { min: number; max: number }) => {
  const message = `${label} doit être un nombre entier de ${min} à ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
};

/** A whole number, or nothing (null, or an empty field). */
const wholeOrNone = (label: string, range: { min: number; max: number }) =>
  z.union([z.null(), z.literal('').transform(() => null), whole(label, range)], {
    error: `${label} doit être un nombre entier de ${range.min} à ${range.max}, ou vide`,
  });

/** A switch: a boolean from the typed client, 'true'/'false' from a form. */
const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} doit être activé ou désactivé` })
    .transform((value) => value === true || value === 'true');

/** A setting left blank is stored as null. */
const optionalSetting = (label: string, max: number) => optionalText(label, max).default(null);

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clinicSettingsMessages = {
  time: (label: string) => `${label} doit être une heure valide (HH:MM)`,
  gstFormat: 'Le numéro de TPS a la forme 123456789 RT 0001',
  qstFormat: 'Le numéro de TVQ a la forme 1234567890 TQ 0001',
  gstRequired: 'Le numéro de TPS est requis quand la clinique est inscrite aux taxes',
  qstRequired: 'Le numéro de TVQ est requis quand la clinique est inscrite aux taxes',
  textAfterEmail: 'Le texto suit le courriel de rappel : choisissez moins d’heures avant le rendez-vous que pour le courriel',
  dayOrder: "L'heure de fermeture doit être après l'heure d'ouverture",
  breakOrder: 'La fin de la pause doit être après son début',
  breakOutside: (start: string, end: string) =>
    `La pause doit être comprise dans les heures d'ouverture (${formatTime(start)} à ${formatTime(end)})`,
  breaksOverlap: 'Les pauses de cette journée se chevauchent',
  breaksTooMany: `Au plus ${limits.breaksPerDayMax} pauses par jour`,
  weekdays: 'Les sept jours de la semaine doivent être donnés une fois chacun',
  quietHoursBoth: 'Indiquez le début et la fin de la période sans courriel, ou laissez les deux vides',
  quietHoursSame: 'Le début et la fin de la période sans courriel doivent être différents',
  statisticIncomplete: 'Indiquez la valeur et le libellé de cette statistique, ou laissez les deux vides',
  statisticsTooMany: `Au plus ${limits.homeStatisticsMax} statistiques`,
  closureNotFound: 'Cette fermeture est introuvable : elle a peut-être déjà été retirée.',
  closurePast: 'Cette période est déjà passée.',
} as const;
const msg = clinicSettingsMessages;

/** 'HH:MM', clinic-local. */
const clockTime = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .regex(timePattern, msg.time(label));

const optionalClockTime = (label: string) =>
  z
    .union([z.null(), z.string()], { error: msg.time(label) })
    .transform((value) => (value === null ? '' : value.trim()))
    .refine((value) => value === '' || timePattern.test(value), msg.time(label))
    .transform((value) => (value === '' ? null : value));

// ---------------------------------------------------------------------------------------------
// « Clinique »

/** The Canadian IANA time zones, east to west, with the names a person recognises. */
export const canadianTimeZones = [
  'America/St_Johns',
  'America/Halifax',
  'America/Moncton',
  'America/Blanc-Sablon',
  'America/Toronto',
  'America/Iqaluit',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'America/Whitehorse',
] as const;
export type CanadianTimeZone = (typeof canadianTimeZones)[number];
export const defaultTimeZone: CanadianTimeZone = 'America/Toronto';

export const timeZoneLabels = {
  'America/St_Johns': 'Terre-Neuve (St. John’s)',
  'America/Halifax': 'Atlantique (Halifax)',
  'America/Moncton': 'Atlantique (Moncton)',
  'America/Blanc-Sablon': 'Atlantique sans heure avancée (Basse-Côte-Nord)',
  'America/Toronto': 'Est (Montréal, Québec, Toronto)',
  'America/Iqaluit': 'Est (Iqaluit)',
  'America/Winnipeg': 'Centre (Winnipeg)',
  'America/Regina': 'Centre sans heure avancée (Saskatchewan)',
  'America/Edmonton': 'Rocheuses (Edmonton, Calgary)',
  'America/Vancouver': 'Pacifique (Vancouver)',
  'America/Whitehorse': 'Yukon (Whitehorse)',
} as const satisfies Record<CanadianTimeZone, string>;

export const clinicSectionLabels = {
  clinicName: 'Nom de la clinique',
  practitionerName: 'Nom de la praticienne ou du praticien',
  practitionerTitle: 'Titre professionnel',
  practitionerLicenceNumber: "Numéro de permis de l'OCQ",
  addressLine: 'Adresse',
  city: 'Ville',
  province: 'Province',
  postalCode: 'Code postal',
  phone: 'Téléphone',
  email: 'Courriel',
  timeZone: 'Fuseau horaire',
  taxRegistered: 'Inscrite aux taxes (TPS/TVQ)',
  gstNumber: 'Numéro de TPS',
  qstNumber: 'Numéro de TVQ',
} as const;
const C = clinicSectionLabels;

/** '123456789rt0001' → '123456789 RT 0001'; undefined when it is no GST number. */
export function normalizeGstNumber(value: string): string | undefined {
  const match = /^(\d{9})RT(\d{4})$/.exec(value.replace(/[\s-]/g, '').toUpperCase());
  return match ? `${match[1]} RT ${match[2]}` : undefined;
}

/** '1234567890tq0001' → '1234567890 TQ 0001'; undefined when it is no QST number. */
export function normalizeQstNumber(value: string): string | undefined {
  const match = /^(\d{10})TQ(\d{4})$/.exec(value.replace(/[\s-]/g, '').toUpperCase());
  return match ? `${match[1]} TQ ${match[2]}` : undefined;
}

const taxNumber = (label: string, normalize: (value: string) => string | undefined, format: string) =>
  blankAsNull(
    plainText(label)
      .refine((value) => value === '' || normalize(value) !== undefined, format)
      .overwrite((value) => (value === '' ? '' : (normalize(value) ?? value))),
  ).default(null);

export const clinicSectionSchema = z
  .object({
    clinicName: requiredText(C.clinicName, limits.nameMax),
    practitionerName: requiredText(C.practitionerName, limits.nameMax),
    practitionerTitle: requiredText(C.practitionerTitle, limits.titleMax),
    practitionerLicenceNumber: optionalSetting(C.practitionerLicenceNumber, limits.licenceMax),
    addressLine: requiredText(C.addressLine, limits.addressMax),
    city: requiredText(C.city, limits.cityMax),
    province: z.enum(provinceCodes, { error: m.oneOf(C.province, Object.values(provinceNames)) }),
    postalCode: z
      .string({ error: m.required(C.postalCode) })
      .trim()
      .min(1, m.required(C.postalCode))
      .refine(isPostalCode, `${C.postalCode} doit avoir la forme A1A 1A1`)
      .overwrite(formatPostalCode),
    phone: requiredPhone(C.phone, limits.phoneMax),
    email: emailAddressSchema(C.email),
    timeZone: z.enum(canadianTimeZones, { error: `${C.timeZone} doit être un fuseau horaire canadien de la liste` }),
    taxRegistered: flag(C.taxRegistered),
    gstNumber: taxNumber(C.gstNumber, normalizeGstNumber, msg.gstFormat),
    qstNumber: taxNumber(C.qstNumber, normalizeQstNumber, msg.qstFormat),
  })
  .superRefine((clinic, context) => {
    if (!clinic.taxRegistered) return;
    if (clinic.gstNumber === null) context.addIssue({ code: 'custom', path: ['gstNumber'], message: msg.gstRequired });
    if (clinic.qstNumber === null) context.addIssue({ code: 'custom', path: ['qstNumber'], message: msg.qstRequired });
  });
export type ClinicSection = z.output<typeof clinicSectionSchema>;
export type ClinicSectionInput = z.input<typeof clinicSectionSchema>;
export const clinicSectionFields = Object.keys(C) as (keyof typeof C)[];

// ---------------------------------------------------------------------------------------------
// « Heures d'ouverture »: the week, and the closures

/** Monday first, as a Quebec week is read; 0 is Sunday, as Date#getDay. */
export const weekdaysInOrder = [1, 2, 3, 4, 5, 6, 0] as const;
export const weekdayNames = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] as const;

export const hoursLabels = {
  enabled: 'Ouvert',
  start: 'Ouverture',
  end: 'Fermeture',
  breakStart: 'Début de la pause',
  breakEnd: 'Fin de la pause',
} as const;

const breakSchema = z.object({ start: clockTime(hoursLabels.breakStart), end: clockTime(hoursLabels.breakEnd) });

const daySchema = z.object({
  weekday: z.number({ error: msg.weekdays }).int(msg.weekdays).min(0, msg.weekdays).max(6, msg.weekdays),
  enabled: z.boolean({ error: `${hoursLabels.enabled} doit être vrai ou faux` }),
  start: clockTime(hoursLabels.start),
  end: clockTime(hoursLabels.end),
  breaks: z.array(breakSchema, { error: msg.breaksTooMany }).max(limits.breaksPerDayMax, msg.breaksTooMany),
});
export type OpeningDay = z.output<typeof daySchema>;

/** An open day's own rules: opens before it closes; each break ends after it starts, inside the day, alone. */
function dayIssues(day: OpeningDay, path: (string | number)[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // Times already refused for their format are not compared (their own message says it).
  const isTime = (value: unknown) => typeof value === 'string' && timePattern.test(value);
  // A closed day keeps its hours for when it opens again, unchecked: the form does not show them.
  if (!day.enabled || !isTime(day.start) || !isTime(day.end)) return issues;
  if (day.end <= day.start) issues.push({ path: [...path, 'end'], message: msg.dayOrder });
  const sorted = (Array.isArray(day.breaks) ? day.breaks : [])
    .map((pause, index) => ({ ...pause, index }))
    .filter((pause) => isTime(pause.start) && isTime(pause.end))
    .sort((a, b) => a.start.localeCompare(b.start));
  for (const pause of sorted) {
    const at = [...path, 'breaks', pause.index];
    if (pause.end <= pause.start) issues.push({ path: [...at, 'end'], message: msg.breakOrder });
    else if (day.end > day.start && (pause.start < day.start || pause.end > day.end))
      issues.push({ path: [...at, 'start'], message: msg.breakOutside(day.start, day.end) });
  }
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.start < previous.end) {
      issues.push({ path: [...path, 'breaks', current.index, 'start'], message: msg.breaksOverlap });
      break;
    }
  }
  return issues;
}

/** PUT /settings/hours: the seven days, each once, in any order. */
export const hoursSchema = z
  .object({ days: z.array(daySchema, { error: msg.weekdays }).length(7, msg.weekdays) })
  .superRefine(({ days }, context) => {
    if (!Array.isArray(days)) return;
    if (new Set(days.map((day) => day.weekday)).size !== 7) {
      context.addIssue({ code: 'custom', path: ['days'], message: msg.weekdays });
      return;
    }
    days.forEach((day, index) => {
      if (typeof day !== 'object' || day === null) return;
      for (const issue of dayIssues(day, ['days', index]))
        context.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    });
  })
  .transform(({ days }) => ({ days: [...days].sort((a, b) => a.weekday - b.weekday) }));
export type HoursSection = z.output<typeof hoursSchema>;
export type HoursSectionInput = z.input<typeof hoursSchema>;

/** What a save of the hours names as changed: the days, by their English key. */
export const weekdayKeys = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const hoursChangeLabels = Object.fromEntries(weekdayKeys.map((key, weekday) => [key, weekdayNames[weekday]])) as Record<
  (typeof weekdayKeys)[number],
  string
>;

/** The form's fields: per weekday its switch, hours and breaks (« 12:00-13:00,15:00-15:15 »). */
export const hoursFormFields = weekdaysInOrder.flatMap((weekday) => [
  `open${weekday}` as const,
  `start${weekday}` as const,
  `end${weekday}` as const,
  `breaks${weekday}` as const,
]);
export type HoursFormField = (typeof hoursFormFields)[number];

/** A day's breaks as the form keeps them in one field. */
export function breaksText(breaks: readonly { start: string; end: string }[]): string {
  return breaks.map((pause) => `${pause.start}-${pause.end}`).join(',');
}

export function breaksFromText(text: string): { start: string; end: string }[] {
  if (text.trim() === '') return [];
  return text.split(',').map((pair) => {
    const [start = '', end = ''] = pair.split('-');
    return { start: start.trim(), end: end.trim() };
  });
}

export function hoursFormValues(hours: HoursSection): Record<HoursFormField, string> {
  const values: Partial<Record<HoursFormField, string>> = {};
  for (const day of hours.days) {
    values[`open${day.weekday as OpeningWeekday}`] = String(day.enabled);
    values[`start${day.weekday as OpeningWeekday}`] = day.start;
    values[`end${day.weekday as OpeningWeekday}`] = day.end;
    values[`breaks${day.weekday as OpeningWeekday}`] = breaksText(day.breaks);
  }
  return values as Record<HoursFormField, string>;
}
type OpeningWeekday = (typeof weekdaysInOrder)[number];

/** The form's text as the API's input; a closed day keeps its hours and drops its breaks. */
export function hoursInput(values: Partial<Record<HoursFormField, string>>): HoursSectionInput {
  return {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const enabled = values[`open${weekday as OpeningWeekday}`] === 'true';
      return {
        weekday,
        enabled,
        start: values[`start${weekday as OpeningWeekday}`] ?? '',
        end: values[`end${weekday as OpeningWeekday}`] ?? '',
        breaks: enabled ? breaksFromText(values[`breaks${weekday as OpeningWeekday}`] ?? '') : [],
      };
    }),
  };
}

/** A refusal of the API's `days.<i>.…` as the form names it; undefined when no field shows it. */
export function hoursFormField(path: readonly PropertyKey[], input: HoursSectionInput = hoursInput({})): HoursFormField | undefined {
  if (path[0] !== 'days' || (typeof path[1] !== 'number' && typeof path[1] !== 'string')) return undefined;
  const weekday = input.days[Number(path[1])]?.weekday;
  if (weekday === undefined) return undefined;
  const part = path[2];
  if (part === 'breaks') return `breaks${weekday as OpeningWeekday}`;
  if (part === 'start' || part === 'end') return `${part}${weekday as OpeningWeekday}`;
  if (part === 'enabled') return `open${weekday as OpeningWeekday}`;
  return undefined;
}

/** The hours form's schema: its text turned into the API's input, checked by `hoursSchema`, each refusal on its field. */
export const hoursFormSchema = {
  safeParse(raw: unknown): { success: true; data: HoursSectionInput } | { success: false; error: { issues: ValidationIssue[] } } {
    const input = hoursInput(typeof raw === 'object' && raw !== null ? (raw as Partial<Record<HoursFormField, string>>) : {});
    const result = hoursSchema.safeParse(input);
    if (result.success) return { success: true, data: input };
    const issues = result.error.issues.map((issue) => ({
      path: [hoursFormField(issue.path, input) ?? '_'],
      message: issue.message,
    }));
    return { success: false, error: { issues } };
  },
};

export const closureLabels = {
  startDate: 'Premier jour',
  endDate: 'Dernier jour',
  reason: 'Motif',
} as const;

const closureDate = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .refine(isCalendarDate, m.date(label));

/** POST /settings/closures: whole days the clinic is closed (a holiday, a vacation), with why. */
export const closureSchema = z
  .object({
    startDate: closureDate(closureLabels.startDate),
    endDate: closureDate(closureLabels.endDate),
    reason: requiredText(closureLabels.reason, limits.closureReasonMax),
  })
  .superRefine((closure, context) => {
    if (closure.endDate < closure.startDate)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'Le dernier jour doit être le même jour ou après le premier' });
    else if (daysSpanned(closure.startDate, closure.endDate) > limits.closureDaysMax)
      context.addIssue({ code: 'custom', path: ['endDate'], message: `Une fermeture ne peut pas dépasser ${limits.closureDaysMax} jours` });
  });
export type ClosureInput = z.output<typeof closureSchema>;
export const closureFields = ['startDate', 'endDate', 'reason'] as const;

// ---------------------------------------------------------------------------------------------
// « Réservation en ligne »

export const bookingModeLabels = {
  open: 'Ouvert',
  full: 'Complet',
  automatic: 'Automatique',
} as const satisfies Record<BookingMode, string>;

export const bookingModeHints = {
  open: 'Les places libres sont offertes en ligne.',
  full: "L'horaire s'affiche complet : le site offre la liste d'attente au lieu de la réservation.",
  automatic:
    "L'horaire s'affiche complet de lui-même dès qu'il ne reste aucune place libre dans l'horizon de réservation, et se rouvre dès qu'une place se libère.",
} as const satisfies Record<BookingMode, string>;

export const onlineBookingLabels = {
  onlineBookingEnabled: 'Réservation en ligne activée',
  bookingMode: "État de l'horaire",
  advanceBookingDays: 'Horizon de réservation (jours)',
  minimumNoticeHours: 'Préavis minimum (heures)',
  sameDayBooking: 'Réservation le jour même',
  selfServiceCutoffHours: 'Délai de modification en ligne (heures)',
  maxUpcomingPerPerson: 'Rendez-vous à venir par personne',
  newPatientsBookOnline: 'Les nouveaux patients réservent en ligne',
} as const;
const B = onlineBookingLabels;

export const onlineBookingSchema = z.object({
  onlineBookingEnabled: flag(B.onlineBookingEnabled),
  bookingMode: z.enum(bookingModes, { error: m.oneOf(B.bookingMode, Object.values(bookingModeLabels)) }),
  advanceBookingDays: whole(B.advanceBookingDays, limits.advanceBookingDays),
  minimumNoticeHours: whole(B.minimumNoticeHours, limits.minimumNoticeHours),
  sameDayBooking: flag(B.sameDayBooking),
  selfServiceCutoffHours: wholeOrNone(B.selfServiceCutoffHours, limits.selfServiceCutoffHours),
  maxUpcomingPerPerson: wholeOrNone(B.maxUpcomingPerPerson, limits.maxUpcomingPerPerson),
  newPatientsBookOnline: flag(B.newPatientsBookOnline),
});
export type OnlineBookingSection = z.output<typeof onlineBookingSchema>;
export type OnlineBookingSectionInput = z.input<typeof onlineBookingSchema>;
export const onlineBookingFields = Object.keys(B) as (keyof typeof B)[];

// ---------------------------------------------------------------------------------------------
// « Frais »

export const feesLabels = {
  noShowFee: 'Frais de rendez-vous manqué ($)',
  lateCancellationFee: "Frais d'annulation tardive ($)",
  timelyCancellationDeposit: 'Dépôt d’un rendez-vous annulé dans les délais',
} as const;

/** A fee: the form's dollars (« 25,00 $ », empty for none) or the typed client's integer cents, 0 to 1 000 $. */
const fee = (label: string) => {
  const invalid = `${label} doit être un montant en dollars, par exemple 25,00`;
  const range = `${label} doit être entre ${formatMoney(0)} et ${formatMoney(limits.feeMaxCents)}`;
  return z
    .union(
      [
        z.number(),
        z.string().transform((text, context) => {
          if (text.trim() === '') return 0;
          const cents = parseMoneyInput(text);
          if (cents === undefined) context.addIssue({ code: 'custom', message: invalid });
          return cents ?? 0;
        }),
      ],
      { error: invalid },
    )
    .pipe(z.number().int(invalid).min(0, range).max(limits.feeMaxCents, range));
};

export const feesSchema = z.object({
  noShowFee: fee(feesLabels.noShowFee),
  lateCancellationFee: fee(feesLabels.lateCancellationFee),
  timelyCancellationDeposit: z.enum(timelyCancellationDeposits, {
    error: m.oneOf(feesLabels.timelyCancellationDeposit, Object.values(timelyCancellationDepositLabels)),
  }),
});
export type FeesSection = z.output<typeof feesSchema>;
export type FeesSectionInput = z.input<typeof feesSchema>;
export const feesFields = Object.keys(feesLabels) as (keyof typeof feesLabels)[];

// ---------------------------------------------------------------------------------------------
// « Liste d'attente et rappels »

export const waitlistRemindersLabels = {
  offerBatchSize: 'Personnes invitées à la fois',
  offerExpiryMinutes: "Durée d'une invitation (minutes)",
  reminderHoursBefore: 'Rappel envoyé avant le rendez-vous (heures)',
  textFollowUpHoursBefore: 'Texto si non confirmé N heures avant',
  quietHoursStart: 'Début de la période sans courriel',
  quietHoursEnd: 'Fin de la période sans courriel',
} as const;
const W = waitlistRemindersLabels;

export const waitlistRemindersSchema = z
  .object({
    offerBatchSize: whole(W.offerBatchSize, limits.offerBatchSize),
    offerExpiryMinutes: whole(W.offerExpiryMinutes, limits.offerExpiryMinutes),
    reminderHoursBefore: whole(W.reminderHoursBefore, limits.reminderHoursBefore),
    textFollowUpHoursBefore: wholeOrNone(W.textFollowUpHoursBefore, limits.textFollowUpHoursBefore),
    quietHoursStart: optionalClockTime(W.quietHoursStart),
    quietHoursEnd: optionalClockTime(W.quietHoursEnd),
  })
  .superRefine((section, context) => {
    // The text follows the e-mail: it is due later, so closer to the visit (said once the e-mail's hours are right).
    const { reminderHoursBefore: emailHours, textFollowUpHoursBefore: textHours } = section;
    const emailHoursRight =
      Number.isInteger(emailHours) && emailHours >= limits.reminderHoursBefore.min && emailHours <= limits.reminderHoursBefore.max;
    if (emailHoursRight && typeof textHours === 'number' && textHours >= emailHours)
      context.addIssue({ code: 'custom', path: ['textFollowUpHoursBefore'], message: msg.textAfterEmail });
    const { quietHoursStart: start, quietHoursEnd: end } = section;
    if ((start === null) !== (end === null))
      context.addIssue({ code: 'custom', path: [start === null ? 'quietHoursStart' : 'quietHoursEnd'], message: msg.quietHoursBoth });
    else if (start !== null && start === end) context.addIssue({ code: 'custom', path: ['quietHoursEnd'], message: msg.quietHoursSame });
  });
export type WaitlistRemindersSection = z.output<typeof waitlistRemindersSchema>;
export type WaitlistRemindersSectionInput = z.input<typeof waitlistRemindersSchema>;
export const waitlistRemindersFields = Object.keys(W) as (keyof typeof W)[];

/** 90 → « 1 h 30 », 120 → « 2 h », 45 → « 45 min »: an invitation's duration as read. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// « Site public »

export { defaultHomeStatistics, type HomeStatistic } from './home-statistics';

export const publicSiteLabels = {
  showAdminLink: "Lien « Administration » dans l'en-tête du site",
  showTestimonials: 'Afficher les témoignages',
  homeStatistics: "Statistiques de la page d'accueil",
  statisticValue: 'Valeur',
  statisticLabel: 'Libellé',
} as const;

/** Beside the testimonials' switch: why it is off unless the clinic decides otherwise. */
export const testimonialsNote =
  'Les codes de déontologie des professions au Québec restreignent l’usage des témoignages dans la publicité. Vérifiez les règles de votre ordre professionnel avant de les afficher.';

const statisticSchema = z.object({
  value: requiredText(publicSiteLabels.statisticValue, limits.statisticValueMax),
  label: requiredText(publicSiteLabels.statisticLabel, limits.statisticLabelMax),
});

const sameStatistics = (a: readonly HomeStatistic[], b: readonly HomeStatistic[]) =>
  a.length === b.length && a.every((row, index) => row.value === b[index]?.value && row.label === b[index]?.label);

/** The statistics the site shows: null (the site's own) when they are the defaults. */
const homeStatistics = z
  .array(statisticSchema, { error: msg.statisticsTooMany })
  .max(limits.homeStatisticsMax, msg.statisticsTooMany)
  .nullable()
  .transform((rows) => (rows === null || sameStatistics(rows, defaultHomeStatistics) ? null : rows));

/** The form's statistic rows: a value and a label each, up to four; a row left blank is no row. */
export const statisticRows = [0, 1, 2, 3] as const;
type StatisticRow = (typeof statisticRows)[number];
type StatisticField = `statValue${StatisticRow}` | `statLabel${StatisticRow}`;

export const publicSiteFields = [
  'showAdminLink',
  'showTestimonials',
  ...statisticRows.flatMap((row) => [`statValue${row}` as const, `statLabel${row}` as const]),
] as const;
export type PublicSiteFormField = (typeof publicSiteFields)[number];

/** PUT /settings/public-site, as the typed client sends it. */
export const publicSiteSchema = z.object({
  showAdminLink: flag(publicSiteLabels.showAdminLink),
  showTestimonials: flag(publicSiteLabels.showTestimonials),
  homeStatistics,
});
export type PublicSiteSection = z.output<typeof publicSiteSchema>;
export type PublicSiteSectionInput = z.input<typeof publicSiteSchema>;

export function publicSiteFormValues(section: PublicSiteSection): Record<PublicSiteFormField, string> {
  const rows = section.homeStatistics ?? defaultHomeStatistics;
  const values: Record<string, string> = {
    showAdminLink: String(section.showAdminLink),
    showTestimonials: String(section.showTestimonials),
  };
  for (const row of statisticRows) {
    values[`statValue${row}`] = rows[row]?.value ?? '';
    values[`statLabel${row}`] = rows[row]?.label ?? '';
  }
  return values as Record<PublicSiteFormField, string>;
}

/** The public site form: its rows become the list (blank rows dropped), each refusal on its field. */
export const publicSiteFormSchema = {
  safeParse(raw: unknown): { success: true; data: PublicSiteSectionInput } | { success: false; error: { issues: ValidationIssue[] } } {
    const values = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<PublicSiteFormField, string>>;
    const issues: ValidationIssue[] = [];
    const rows: HomeStatistic[] = [];
    const fieldOf: StatisticField[] = [];
    for (const row of statisticRows) {
      const value = values[`statValue${row}`]?.trim() ?? '';
      const label = values[`statLabel${row}`]?.trim() ?? '';
      if (value === '' && label === '') continue;
      if (value === '' || label === '') {
        issues.push({ path: [value === '' ? `statValue${row}` : `statLabel${row}`], message: msg.statisticIncomplete });
        continue;
      }
      rows.push({ value, label });
      fieldOf.push(`statValue${row}`, `statLabel${row}`);
    }
    const input: PublicSiteSectionInput = {
      showAdminLink: values.showAdminLink === 'true',
      showTestimonials: values.showTestimonials === 'true',
      homeStatistics: rows,
    };
    const result = publicSiteSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [first, index, part] = issue.path;
        // homeStatistics.<i>.value → the i-th filled row's field.
        const field =
          first === 'homeStatistics' && typeof index === 'number' ? fieldOf[index * 2 + (part === 'label' ? 1 : 0)] : String(first);
        issues.push({ path: [field ?? '_'], message: issue.message });
      }
    }
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: input };
  },
};

// ---------------------------------------------------------------------------------------------
// « Confidentialité »

export const privacyLabels = {
  privacyOfficerName: 'Nom de la personne responsable',
  privacyOfficerTitle: 'Fonction',
  privacyOfficerEmail: 'Courriel',
  privacyOfficerPhone: 'Téléphone',
} as const;
const P = privacyLabels;

export const privacySchema = z.object({
  privacyOfficerName: requiredText(P.privacyOfficerName, limits.nameMax),
  privacyOfficerTitle: optionalSetting(P.privacyOfficerTitle, limits.titleMax),
  privacyOfficerEmail: emailAddressSchema(P.privacyOfficerEmail),
  privacyOfficerPhone: optionalPhone(P.privacyOfficerPhone, limits.phoneMax).default(null),
});
export type PrivacySection = z.output<typeof privacySchema>;
export type PrivacySectionInput = z.input<typeof privacySchema>;
export const privacyFields = Object.keys(P) as (keyof typeof P)[];

// ---------------------------------------------------------------------------------------------
// Every section as GET /settings answers it, and how each field reads in a status line

export interface ClinicSettingsView {
  clinic: ClinicSection;
  hours: HoursSection;
  onlineBooking: OnlineBookingSection;
  fees: FeesSection;
  waitlistReminders: WaitlistRemindersSection;
  publicSite: PublicSiteSection;
  privacy: PrivacySection;
}

/** The label a changed field is named by in « 2 modifications enregistrées : … », per section. */
export const settingsChangeLabels = {
  clinic: clinicSectionLabels,
  hours: hoursChangeLabels,
  onlineBooking: onlineBookingLabels,
  fees: {
    noShowFee: 'Frais de rendez-vous manqué',
    lateCancellationFee: "Frais d'annulation tardive",
    timelyCancellationDeposit: 'Dépôt d’un rendez-vous annulé dans les délais',
  },
  waitlistReminders: waitlistRemindersLabels,
  publicSite: publicSiteLabels,
  privacy: privacyLabels,
} as const satisfies Record<SettingsSectionKey, Record<string, string>>;

/** The labels of `changed` (field names a save answered) for a section's status line. */
export function changedFieldLabels(section: SettingsSectionKey, changed: readonly string[]): string[] {
  const labels: Record<string, string> = settingsChangeLabels[section];
  return changed.map((field) => labels[field] ?? field);
}

/** A value as a form field starts: booleans 'true'/'false', numbers as typed, nothing as ''. */
export function formText(value: string | number | boolean | null): string {
  return value === null ? '' : String(value);
}

/** Fees as the form starts: dollars (« 25,00 »), and the deposit's choice as it is kept. */
export function feesFormValues(fees: FeesSection): Record<keyof FeesSection, string> {
  return {
    noShowFee: moneyInputValue(fees.noShowFee),
    lateCancellationFee: moneyInputValue(fees.lateCancellationFee),
    timelyCancellationDeposit: fees.timelyCancellationDeposit,
  };
}

export type { ProvinceCode };
