// « Importer des patients »: the French CSV template, the fields a spreadsheet's columns
// map to (guessed from their headers, French or English, whatever their accents or case), and the
// reading of one row into a patient record with the rules of the patient form (`./patient`) and
// French reasons for what is wrong. Shared by the back-office (mapping, preview, decisions) and the
// API, which re-reads every row itself before writing anything.
import { z } from 'zod';
import type { PatientSex } from '../clinical/clinical-lists';
import { optionalPhone } from '../platform/phone-fields';
import { emailKey, nameKey, patientFormSchema, patientLimits, patientMessages, phoneDigits } from './patient';
import { isProvinceCode, provinceNames } from '../platform/province';
import { blankAsNull, isCalendarDate, plainText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

/** What a column can be brought in as, in the template's order. */
export const patientImportFields = [
  'lastName',
  'firstName',
  'dateOfBirth',
  'sex',
  'email',
  'phone',
  'otherPhone',
  'address',
  'city',
  'province',
  'postalCode',
  'firstVisit',
  'lastVisit',
  'emailConsent',
  'nameAtBirth',
  'notes',
] as const;

export type PatientImportField = (typeof patientImportFields)[number];

/** The template's headers, and the names the mapping's selects show. */
export const patientImportFieldLabels: Record<PatientImportField, string> = {
  lastName: 'Nom',
  firstName: 'Prénom',
  dateOfBirth: 'Date de naissance',
  sex: 'Sexe',
  email: 'Courriel',
  phone: 'Cellulaire',
  otherPhone: 'Autre téléphone',
  address: 'Adresse',
  city: 'Ville',
  province: 'Province',
  postalCode: 'Code postal',
  firstVisit: 'Date de la première visite',
  lastVisit: 'Date de la dernière visite',
  emailConsent: 'Consentement aux courriels',
  nameAtBirth: 'Nom à la naissance',
  notes: 'Notes',
};

/** The template's example row: a realistic patient, each value in a form the import accepts. */
export const patientImportExampleRow: Record<PatientImportField, string> = {
  lastName: 'Tremblay',
  firstName: 'Marie-Ève',
  dateOfBirth: '1984-03-21',
  sex: 'F',
  email: 'marie-eve.tremblay@exemple.ca',
  phone: '514 555-0142',
  otherPhone: '',
  address: '1220, avenue du Mont-Royal Est',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 1Y2',
  firstVisit: '2019-05-14',
  lastVisit: '2025-10-02',
  emailConsent: 'oui',
  nameAtBirth: '',
  notes: 'Préfère les rendez-vous du matin.',
};

/** A header as compared: « Date de naissance », « DATE_DE_NAISSANCE » and « date de naissance » are one. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Besides the template's own header (its label), the names other software and clinics' own
// spreadsheets give these columns, in French and English. Compared through `headerKey`.
const headerAliases: Record<PatientImportField, readonly string[]> = {
  lastName: ['nom de famille', 'nom famille', 'last name', 'lastname', 'surname', 'family name'],
  firstName: ['prenom usuel', 'first name', 'firstname', 'given name'],
  dateOfBirth: ['naissance', 'date naissance', 'ddn', 'birth date', 'birthdate', 'date of birth', 'dob', 'birthday'],
  sex: ['genre', 'sexe a la naissance', 'sex', 'gender'],
  email: ['adresse courriel', 'courriel', 'adresse electronique', 'e mail', 'email', 'email address', 'mail'],
  phone: ['cell', 'mobile', 'telephone cellulaire', 'telephone', 'tel', 'phone', 'mobile phone', 'cell phone', 'phone number'],
  otherPhone: ['autre telephone', 'telephone maison', 'telephone travail', 'telephone domicile', 'home phone', 'work phone', 'other phone'],
  address: ['adresse civique', 'rue', 'address', 'street', 'street address', 'address line 1'],
  city: ['municipalite', 'city', 'town'],
  province: ['prov', 'state', 'province state'],
  postalCode: ['code postal', 'cp', 'postal code', 'postcode', 'zip', 'zip code'],
  firstVisit: ['premiere visite', 'date premiere visite', 'dossier ouvert le', 'first visit', 'first visit date'],
  lastVisit: ['derniere visite', 'date derniere visite', 'last visit', 'last visit date'],
  emailConsent: ['consentement courriel', 'consentement', 'email consent', 'email opt in', 'accepts email'],
  nameAtBirth: ['nom naissance', 'birth name', 'maiden name'],
  notes: ['note', 'remarques', 'commentaires', 'comments', 'notes'],
};

const fieldByHeader: ReadonlyMap<string, PatientImportField> = new Map(
  patientImportFields.flatMap((field) =>
    [patientImportFieldLabels[field], ...headerAliases[field]].map((name) => [headerKey(name), field] as const),
  ),
);

/** Each column's field, guessed from its header; a field goes to its first column only; null: not brought in. */
export function autoMapColumns(headers: readonly string[]): (PatientImportField | null)[] {
  const taken = new Set<PatientImportField>();
  return headers.map((header) => {
    const field = fieldByHeader.get(headerKey(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

export const patientImportLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** The spreadsheet rows read at most, blank ones included (a decision names a row up to it). */
  maxLines: 100_000,
  maxColumns: 100,
  fileNameMax: 255,
  undoDays: 7,
} as const;

export const patientImportMessages = {
  emptyFile: 'Le fichier est vide.',
  tooBig: 'Le fichier dépasse 5 Mo. Divisez-le en plusieurs fichiers.',
  tooManyRows: `Le fichier compte plus de ${patientImportLimits.maxRows.toLocaleString('fr-CA')} lignes. Divisez-le en plusieurs fichiers.`,
  tooManyColumns: `Le fichier compte plus de ${patientImportLimits.maxColumns} colonnes.`,
  notCsv: "Ce fichier n'est pas un fichier CSV lisible. Enregistrez la feuille de calcul au format CSV puis réessayez.",
  unreadable: 'Le fichier CSV est mal formé (guillemets non fermés ou lignes irrégulières). Vérifiez-le puis réessayez.',
  noRows: "Le fichier ne contient que la ligne d'en-tête : aucun patient à importer.",
  nameColumnsMissing: 'Associez une colonne au nom et une au prénom : ils sont requis pour chaque patient.',
  fieldTwice: (label: string) => `« ${label} » est associé à plus d'une colonne.`,
  mappingMismatch: "L'association des colonnes ne correspond pas au fichier. Reprenez l'aperçu.",
  nothingToImport: 'Aucune ligne à importer : toutes les lignes sont en erreur ou ignorées.',
  undoClosed: 'Cette importation ne peut plus être annulée : le délai de 7 jours est passé ou elle a déjà été annulée.',
  notFound: 'Cette importation est introuvable.',
  dateOrderMissing: "Les dates du fichier peuvent se lire jour/mois ou mois/jour : indiquez l'ordre avant d'importer.",
} as const;

// ---------------------------------------------------------------------------------------------
// Reading one row

/** A row's cells by field: the mapped columns' text (blank for a field not mapped). */
export type PatientImportCells = Partial<Record<PatientImportField, string>>;

/** A patient as the import writes them (null: not given). */
export interface ImportedPatient {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  otherPhone: string | null;
  address: string | null;
  dateOfBirth: string | null;
  sex: PatientSex | null;
  recordOpenedOn: string | null;
  lastVisit: string | null;
  emailConsent: boolean | null;
  nameAtBirth: string | null;
  notes: string | null;
}

export type ImportedPatientField = keyof ImportedPatient;

export type ImportRowReading = { ok: true; patient: ImportedPatient } | { ok: false; reasons: string[] };

const L = patientImportFieldLabels;

/** The two orders a spreadsheet writes a date with slashes in: 04/05/1990 is 4 May, or April 5. */
export const importDateOrders = ['day-first', 'month-first'] as const;
export type ImportDateOrder = (typeof importDateOrders)[number];

export const importDateOrderLabels: Record<ImportDateOrder, string> = {
  'day-first': 'jour/mois',
  'month-first': 'mois/jour',
};

/** How the dates of the file were read as the rest of the form expects them (`JJ/MM/AAAA`…). */
const importDateOrderPatterns: Record<ImportDateOrder, string> = {
  'day-first': 'JJ/MM/AAAA',
  'month-first': 'MM/JJ/AAAA',
};

const slashedDate = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date as spreadsheets write it: `YYYY-MM-DD`, or two numbers then the year (also `-` or `.`
 * between) in `order`; '' when blank, null when unreadable.
 */
export function importDate(value: string, order: ImportDateOrder = 'day-first'): string | null {
  const text = value.trim();
  if (text === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slashed = slashedDate.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : slashed
      ? order === 'day-first'
        ? [slashed[3], slashed[2], slashed[1]]
        : [slashed[3], slashed[1], slashed[2]]
      : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** The date columns of the import, each read in the file's one order. */
export const importDateFields = ['dateOfBirth', 'firstVisit', 'lastVisit'] as const satisfies readonly PatientImportField[];

/**
 * The order the file's dates are written in, told by the dates themselves: a first number above 12
 * is a day (25/12/1990), a second one above 12 too (12/25/1990). Null when no date says (only
 * 04/05/1990-like dates, or none with slashes), or when some say one order and some the other: a
 * person must then say which.
 */
export function detectImportDateOrder(dates: Iterable<string>): ImportDateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of dates) {
    const slashed = slashedDate.exec(value.trim());
    if (!slashed) continue;
    if (Number(slashed[1]) > 12) dayFirst = true;
    if (Number(slashed[2]) > 12) monthFirst = true;
  }
  if (dayFirst === monthFirst) return null;
  return dayFirst ? 'day-first' : 'month-first';
}

/**
 * The order the file's dates were read in, and how it was known: told by the file's own dates,
 * chosen by the person, not needed (no date written with slashes), or still to be chosen (the rows
 * are then read day-first, as Excel writes them in French, and the import waits for the choice).
 */
export type ImportDateOrderReading =
  | { order: ImportDateOrder; how: 'detected' | 'chosen' }
  | { order: null; how: 'not-needed' | 'undecided' };

/** The order to read the file's dates in, from the dates (`values`) and the person's choice if any. */
export function importDateOrderOf(values: readonly string[], chosen: ImportDateOrder | undefined): ImportDateOrderReading {
  if (chosen) return { order: chosen, how: 'chosen' };
  if (!hasSlashedDates(values)) return { order: null, how: 'not-needed' };
  const detected = detectImportDateOrder(values);
  return detected ? { order: detected, how: 'detected' } : { order: null, how: 'undecided' };
}

/** True when the dates include one written with slashes (their order then matters). */
export function hasSlashedDates(dates: Iterable<string>): boolean {
  for (const value of dates) if (slashedDate.test(value.trim())) return true;
  return false;
}

// A cell a spreadsheet would run rather than show: it starts with = or @, or with + or - before
// something a formula holds (a number, a parenthesis, another operator, a function's name), or
// with a tab or a carriage return (spreadsheets skip them and read what follows). A name like that
// came from a file someone meant to attack whoever opens the product's exports in Excel (the
// exports neutralise it, `csvLines`), or from a formula copied as text: the person importing is
// told before it is stored.
const formulaLike = /^(?:[\t\r]|\s*[=@]|\s*[+-]\s*(?:[\d(=@+-]|[\p{L}_.]+\s*[(!|]))/u;

/** The names checked for formulas: a person's names are what every list and export shows first. */
const formulaCheckedFields = ['lastName', 'firstName', 'nameAtBirth'] as const satisfies readonly PatientImportField[];

export const importFormulaWarning = (label: string) => `${label} ressemble à une formule de tableur : vérifiez ce nom avant d'importer.`;

/** A warning per name of the row that looks like a formula (the cells as they are in the file). */
export function importFormulaWarnings(cells: PatientImportCells): string[] {
  return formulaCheckedFields.filter((field) => formulaLike.test(cells[field] ?? '')).map((field) => importFormulaWarning(L[field]));
}

const sexByWord: Record<string, PatientSex> = {
  f: 'female',
  femme: 'female',
  feminin: 'female',
  female: 'female',
  w: 'female',
  m: 'male',
  h: 'male',
  homme: 'male',
  masculin: 'male',
  male: 'male',
  x: 'unspecified',
  'non precise': 'unspecified',
  autre: 'unspecified',
  i: 'intersex',
  intersexe: 'intersex',
  intersex: 'intersex',
};

/** « F », « Femme », « M », « Homme », « X »…: '' when blank, null when unknown. */
export function importSex(value: string): PatientSex | '' | null {
  const key = headerKey(value);
  if (key === '') return '';
  return sexByWord[key] ?? null;
}

const consentByWord: Record<string, boolean> = {
  oui: true,
  o: true,
  '1': true,
  yes: true,
  y: true,
  vrai: true,
  true: true,
  non: false,
  n: false,
  '0': false,
  no: false,
  faux: false,
  false: false,
};

/** « oui/non/o/n/1/0 » (and yes/no): '' when blank (not asked), null when unknown. */
export function importConsent(value: string): boolean | '' | null {
  const key = headerKey(value);
  if (key === '') return '';
  return consentByWord[key] ?? null;
}

/** A Canadian postal code as Canada Post writes it ('h2j1y2' → 'H2J 1Y2'); anything else trimmed. */
export function importPostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}

/**
 * The one address text the patient form keeps, composed as the clinic's records write it:
 * « 1220, avenue du Mont-Royal Est, Montréal (Québec) H2J 1Y2 ». A province code becomes its name.
 */
export function composeAddress(parts: { address?: string; city?: string; province?: string; postalCode?: string }): string {
  const provinceText = (parts.province ?? '').trim();
  const province = isProvinceCode(provinceText.toUpperCase())
    ? provinceNames[provinceText.toUpperCase() as keyof typeof provinceNames]
    : provinceText;
  const locality = [(parts.city ?? '').trim(), province ? `(${province})` : '', importPostalCode(parts.postalCode ?? '')]
    .filter((part) => part !== '')
    .join(' ');
  return [(parts.address ?? '').trim(), locality].filter((part) => part !== '').join(', ');
}

const phoneRule = (label: string) => optionalPhone(label, patientLimits.phoneMax);

// The patient form's own rules (names, e-mail, address, notes), then those of the import's extra fields.
const form = patientFormSchema.shape;
const rowSchema = z.object({
  firstName: form.firstName,
  lastName: form.lastName,
  email: form.email,
  phone: phoneRule(L.phone),
  otherPhone: phoneRule(L.otherPhone),
  // An address cell on two lines (« 1220, avenue du Mont-Royal Est » then « App. 3 ») keeps its line
  // break, as the patient form's address does; the other controls are still refused.
  address: form.address,
  nameAtBirth: blankAsNull(plainText(L.nameAtBirth).max(patientLimits.nameMax, m.maxLength(L.nameAtBirth, patientLimits.nameMax))),
  notes: form.notes,
});

/**
 * One row read as a patient, or the French reasons it cannot be (each naming its column). `today`
 * is the clinic's: a birth or visit date after it is a typing slip. `dateOrder` is the file's
 * (`detectImportDateOrder`, or the person's choice).
 */
export function readImportRow(cells: PatientImportCells, today: string, dateOrder: ImportDateOrder = 'day-first'): ImportRowReading {
  const cell = (field: PatientImportField) => cells[field] ?? '';
  const reasons: string[] = [];

  const parsed = rowSchema.safeParse({
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    email: cell('email'),
    phone: cell('phone'),
    otherPhone: cell('otherPhone'),
    address: composeAddress({ address: cell('address'), city: cell('city'), province: cell('province'), postalCode: cell('postalCode') }),
    nameAtBirth: cell('nameAtBirth'),
    notes: cell('notes'),
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      if (seen.has(key)) continue;
      seen.add(key);
      reasons.push(issue.message);
    }
  }

  const date = (field: 'dateOfBirth' | 'firstVisit' | 'lastVisit', future: string): string | null => {
    const value = importDate(cell(field), dateOrder);
    if (value === null || (value !== '' && value < patientLimits.earliestBirthDate)) {
      reasons.push(`${m.date(L[field])} (AAAA-MM-JJ ou ${importDateOrderPatterns[dateOrder]})`);
      return null;
    }
    if (value > today) {
      reasons.push(future);
      return null;
    }
    return value === '' ? null : value;
  };
  const dateOfBirth = date('dateOfBirth', patientMessages.birthDateInFuture);
  const recordOpenedOn = date('firstVisit', `${L.firstVisit} ne peut pas être dans le futur`);
  const lastVisit = date('lastVisit', `${L.lastVisit} ne peut pas être dans le futur`);

  const sex = importSex(cell('sex'));
  if (sex === null) reasons.push(m.oneOf(L.sex, ['F', 'M', 'X', 'Femme', 'Homme']));
  const emailConsent = importConsent(cell('emailConsent'));
  if (emailConsent === null) reasons.push(m.oneOf(L.emailConsent, ['oui', 'non', 'o', 'n', '1', '0']));

  if (reasons.length > 0 || !parsed.success) return { ok: false, reasons };
  return {
    ok: true,
    patient: {
      ...parsed.data,
      dateOfBirth,
      recordOpenedOn,
      lastVisit,
      sex: sex === '' ? null : sex,
      emailConsent: emailConsent === '' ? null : emailConsent,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Duplicates and the decisions about them

/** Why a row may be a patient already on file (or an earlier row of the file). */
export const importDuplicateReasons = ['email', 'mobile-and-birth-date', 'name-and-birth-date'] as const;
export type ImportDuplicateReason = (typeof importDuplicateReasons)[number];

export const importDuplicateReasonLabels: Record<ImportDuplicateReason, string> = {
  email: 'Même courriel',
  'mobile-and-birth-date': 'Même cellulaire et même date de naissance',
  'name-and-birth-date': 'Même nom et même date de naissance',
};

type DuplicateIdentity = Pick<ImportedPatient, 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth'>;

/** The keys two records are compared by, one per reason (absent when a part is blank). */
export function importDuplicateKeys(patient: DuplicateIdentity): Partial<Record<ImportDuplicateReason, string>> {
  const keys: Partial<Record<ImportDuplicateReason, string>> = {};
  const email = emailKey(patient.email);
  if (email) keys.email = email;
  const mobile = phoneDigits(patient.phone);
  if (mobile && patient.dateOfBirth) keys['mobile-and-birth-date'] = `${mobile}|${patient.dateOfBirth}`;
  const first = nameKey(patient.firstName);
  const last = nameKey(patient.lastName);
  if (first && last && patient.dateOfBirth) keys['name-and-birth-date'] = `${first}|${last}|${patient.dateOfBirth}`;
  return keys;
}

export const patientImportDecisions = ['create', 'update', 'skip'] as const;
export type PatientImportDecision = (typeof patientImportDecisions)[number];

export const patientImportDecisionLabels: Record<PatientImportDecision, string> = {
  create: 'Créer quand même',
  update: 'Mettre à jour le dossier existant',
  skip: 'Ignorer',
};

/** What a duplicate gets when nobody decided: nothing is merged or created twice without a person's say. */
export const defaultImportDecision: PatientImportDecision = 'skip';

// ---------------------------------------------------------------------------------------------
// The requests

const fileNameLabel = 'Nom du fichier';
const contentLabel = 'Fichier';

const mappingSchema = z
  .array(z.enum(patientImportFields, { error: m.oneOf('Champ', Object.values(patientImportFieldLabels)) }).nullable(), {
    error: m.pattern('Association des colonnes'),
  })
  .max(patientImportLimits.maxColumns, patientImportMessages.tooManyColumns)
  .superRefine((mapping, context) => {
    const seen = new Set<PatientImportField>();
    for (const field of mapping) {
      if (field === null) continue;
      if (seen.has(field)) {
        context.addIssue({ code: 'custom', message: patientImportMessages.fieldTwice(L[field]) });
        return;
      }
      seen.add(field);
    }
    if (!seen.has('lastName') || !seen.has('firstName')) {
      context.addIssue({ code: 'custom', message: patientImportMessages.nameColumnsMissing });
    }
  });

/** The file as sent by the browser: its name and its bytes in base64 (the server detects the encoding). */
export const patientImportFileSchema = z.object({
  fileName: plainText(fileNameLabel)
    .min(1, m.required(fileNameLabel))
    .max(patientImportLimits.fileNameMax, m.maxLength(fileNameLabel, patientImportLimits.fileNameMax)),
  content: z
    .string({ error: m.required(contentLabel) })
    .min(1, patientImportMessages.emptyFile)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, patientImportMessages.notCsv),
});

/** The order the person chose for the file's dates, when the file could not tell (absent: not chosen). */
const dateOrderSchema = z.enum(importDateOrders, { error: m.oneOf('Ordre des dates', Object.values(importDateOrderLabels)) }).optional();

/** The preview: the file, the mapping chosen (absent: guessed from the headers) and the dates' order. */
export const patientImportPreviewSchema = patientImportFileSchema.extend({ mapping: mappingSchema.optional(), dateOrder: dateOrderSchema });

const decisionSchema = z.object({
  line: z
    .int({ error: m.pattern('Ligne') })
    .min(2, m.pattern('Ligne'))
    .max(patientImportLimits.maxLines, m.pattern('Ligne')),
  action: z.enum(patientImportDecisions, { error: m.oneOf('Décision', Object.values(patientImportDecisionLabels)) }),
  // The record to update, among the ones the preview offered.
  patientId: z
    .string({ error: m.pattern('Dossier') })
    .max(64, m.pattern('Dossier'))
    .optional(),
});

/** The import: the same file and mapping, and a decision per duplicate (absent: « Ignorer »). */
export const patientImportSchema = patientImportFileSchema.extend({
  mapping: mappingSchema,
  dateOrder: dateOrderSchema,
  decisions: z.array(decisionSchema).max(patientImportLimits.maxRows, m.pattern('Décisions')).default([]),
});

export type PatientImportPreviewInput = z.input<typeof patientImportPreviewSchema>;
export type PatientImportInput = z.input<typeof patientImportSchema>;
export type PatientImportMapping = (PatientImportField | null)[];
