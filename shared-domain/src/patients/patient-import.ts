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

/** A date as spreadsheets write it: `YYYY-MM-DD` or `DD/MM/YYYY` (also `-` or `.` between); '' when blank, null when unreadable. */
export function importDate(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
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
  address: form.address,
  nameAtBirth: blankAsNull(plainText(L.nameAtBirth).max(patientLimits.nameMax, m.maxLength(L.nameAtBirth, patientLimits.nameMax))),
  notes: form.notes,
});

/**
 * One row read as a patient, or the French reasons it cannot be (each naming its column). `today`
 * is the clinic's: a birth or visit date after it is a typing slip.
 */
export function readImportRow(cells: PatientImportCells, today: string): ImportRowReading {
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
    const value = importDate(cell(field));
    if (value === null || (value !== '' && value < patientLimits.earliestBirthDate)) {
      reasons.push(`${m.date(L[field])} (AAAA-MM-JJ ou JJ/MM/AAAA)`);
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

/** The preview: the file, and the mapping chosen (absent: guessed from the headers). */
export const patientImportPreviewSchema = patientImportFileSchema.extend({ mapping: mappingSchema.optional() });

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
  decisions: z.array(decisionSchema).max(patientImportLimits.maxRows, m.pattern('Décisions')).default([]),
});

export type PatientImportPreviewInput = z.input<typeof patientImportPreviewSchema>;
export type PatientImportInput = z.input<typeof patientImportSchema>;
export type PatientImportMapping = (PatientImportField | null)[];
