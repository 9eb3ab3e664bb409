// « Télécharger mes données » (Law 25 s. 27 as in force since 2024-09-22): the information
// collected from the person, in a structured, commonly used format (JSON and CSV) and as a readable
// PDF. Collected from her means what she entered, or the clinic entered from what she said: her
// identity and contact details, her portal account's e-mail, her appointments with the reason and
// notes she gave, her questionnaire answers, her signed intake forms (« Questionnaire d'accueil »: each
// signed version with its form's version, who signed, when, her answers and the text agreed to), her
// consents, her requests, her waitlist sign-ups,
// her invoices and payments, the cards she saved (the name and nickname she typed, never the
// gateway's token). Nothing the clinic inferred or wrote about her: no clinical notes'
// assessments or plans, no diagnoses, no outcome scores, no analytics, no no-show counts, no
// internal notes. The sections and fields are declared once, here, with their French labels: the
// JSON's keys, the CSV's rows and the PDF's lines all come from this list.
import { formatDate, formatDateTime, formatMoney, formatTime } from '../platform/format';

/**
 * How a field's value is written for a person (CSV and PDF); the JSON keeps the raw value.
 * 'answers': questions and their answers, each shown as a field of its own (the question its label).
 */
export type PortabilityFieldKind = 'text' | 'date' | 'time' | 'instant' | 'money' | 'list' | 'answers';

interface FieldDefinition {
  readonly label: string;
  readonly kind: PortabilityFieldKind;
}

interface SectionDefinition {
  readonly label: string;
  /** One entry (the person) or a list of entries (her appointments). */
  readonly many: boolean;
  /** Said when a list has no entry. */
  readonly empty?: string;
  readonly fields: Readonly<Record<string, FieldDefinition>>;
}

const text = (label: string): FieldDefinition => ({ label, kind: 'text' });
const date = (label: string): FieldDefinition => ({ label, kind: 'date' });
const time = (label: string): FieldDefinition => ({ label, kind: 'time' });
const instant = (label: string): FieldDefinition => ({ label, kind: 'instant' });
const money = (label: string): FieldDefinition => ({ label, kind: 'money' });
const list = (label: string): FieldDefinition => ({ label, kind: 'list' });
const answers = (label: string): FieldDefinition => ({ label, kind: 'answers' });

export const portabilitySections = {
  person: {
    label: 'Identité et coordonnées',
    many: false,
    fields: {
      firstName: text('Prénom'),
      lastName: text('Nom'),
      nameAtBirth: text('Nom à la naissance'),
      dateOfBirth: date('Date de naissance'),
      sex: text('Sexe'),
      email: text('Courriel'),
      phone: text('Téléphone'),
      otherPhone: text('Autre téléphone'),
      address: text('Adresse'),
      consultationReason: text('Raison de la consultation'),
      portalEmail: text('Courriel du compte du portail'),
    },
  },
  appointments: {
    label: 'Rendez-vous',
    many: true,
    empty: 'Aucun rendez-vous.',
    fields: {
      date: date('Date'),
      time: time('Heure'),
      service: text('Service'),
      status: text('Statut'),
      reason: text('Motif donné'),
      notes: text('Précisions données à la réservation'),
      requestedAt: instant('Demandé le'),
    },
  },
  questionnaireAnswers: {
    label: 'Réponses aux questionnaires',
    many: true,
    empty: 'Aucun questionnaire rempli.',
    fields: {
      questionnaire: text('Questionnaire'),
      answeredOn: date('Rempli le'),
      question: text('Question'),
      answer: text('Réponse'),
    },
  },
  intakes: {
    label: 'Questionnaires d’accueil signés',
    many: true,
    empty: 'Aucun questionnaire d’accueil signé.',
    fields: {
      formVersion: text('Version du questionnaire'),
      signedAt: instant('Signé le'),
      signerName: text('Signé par'),
      signerRelationship: text('Lien avec la personne'),
      answers: answers('Réponses'),
      agreedText: text('Texte accepté'),
    },
  },
  consents: {
    label: 'Consentements',
    many: true,
    empty: 'Aucun consentement consigné.',
    fields: {
      kind: text('Consentement'),
      version: text('Version du texte'),
      channel: text('Donné par'),
      givenAt: instant('Donné le'),
      withdrawnAt: instant('Retiré le'),
      withdrawnChannel: text('Retiré par'),
    },
  },
  requests: {
    label: 'Demandes concernant vos renseignements',
    many: true,
    empty: 'Aucune demande.',
    fields: {
      reference: text('Référence'),
      kind: text('Type de demande'),
      channel: text('Reçue par'),
      receivedOn: date('Reçue le'),
      details: text('Précisions'),
      status: text('Décision'),
      answeredOn: date('Répondue le'),
      answer: text('Réponse'),
    },
  },
  waitlist: {
    label: 'Inscriptions à la liste d’attente',
    many: true,
    empty: 'Aucune inscription.',
    fields: {
      signedUpAt: instant('Inscrite le'),
      fullName: text('Nom donné'),
      email: text('Courriel donné'),
      phone: text('Téléphone donné'),
      preferredDays: list('Jours préférés'),
      preferredTimes: list('Moments préférés'),
      notes: text('Précisions'),
      contactConsentAt: instant('Accord pour être contactée le'),
    },
  },
  invoices: {
    label: 'Factures',
    many: true,
    empty: 'Aucune facture.',
    fields: {
      number: text('Numéro'),
      issuedOn: date('Date'),
      items: list('Articles'),
      totalCents: money('Total'),
      creditedCents: money('Crédité'),
      paidCents: money('Payé'),
    },
  },
  payments: {
    label: 'Paiements et remboursements',
    many: true,
    empty: 'Aucun paiement.',
    fields: {
      receivedAt: instant('Date'),
      type: text('Type'),
      amountCents: money('Montant'),
      tender: text('Mode de paiement'),
      status: text('État'),
      description: text('Description'),
    },
  },
  savedCards: {
    label: 'Cartes enregistrées',
    many: true,
    empty: 'Aucune carte enregistrée.',
    fields: {
      cardholderName: text('Nom du titulaire'),
      nickname: text('Surnom de la carte'),
      brand: text('Type de carte'),
      lastFourDigits: text('Quatre derniers chiffres'),
      expiry: text('Expiration'),
      billingAddress: text('Adresse de facturation'),
      savedAt: instant('Enregistrée le'),
      state: text('État'),
    },
  },
} as const satisfies Record<string, SectionDefinition>;

export type PortabilitySectionKey = keyof typeof portabilitySections;
export const portabilitySectionKeys = Object.keys(portabilitySections) as PortabilitySectionKey[];

/** One answer of a form as she read it: the form's section, the question and her answer. */
export interface PortabilityAnswer {
  readonly section: string;
  readonly question: string;
  readonly answer: string;
}

/** A raw value in the JSON: text, a 'YYYY-MM-DD' date, 'HH:MM', an ISO instant, cents, a list of texts, or answers. */
export type PortabilityValue = string | number | readonly string[] | readonly PortabilityAnswer[] | null;

/** One entry of a section: exactly its declared fields. */
export type PortabilityEntry<S extends PortabilitySectionKey> = {
  readonly [F in keyof (typeof portabilitySections)[S]['fields']]: PortabilityValue;
};

type SectionContent<S extends PortabilitySectionKey> = (typeof portabilitySections)[S]['many'] extends true
  ? readonly PortabilityEntry<S>[]
  : PortabilityEntry<S>;

export const portabilityFormat = 'clinique-portabilite';
export const portabilityFormatVersion = 1;

/** The JSON export: `{ format, version, generatedAt, clinic, person, appointments, … }`. */
export type PortabilityExport = {
  readonly format: typeof portabilityFormat;
  readonly version: typeof portabilityFormatVersion;
  /** ISO instant the export was made. */
  readonly generatedAt: string;
  /** Who holds the information (the clinic's name) and the time zone its instants are read in. */
  readonly clinic: { readonly name: string; readonly timeZone: string };
} & { readonly [S in PortabilitySectionKey]: SectionContent<S> };

export const portabilityFormats = ['json', 'csv', 'pdf'] as const;
export type PortabilityFormat = (typeof portabilityFormats)[number];

/** What each file is for, in a word. */
export const portabilityFormatLabels: Record<PortabilityFormat, string> = {
  json: 'données structurées, pour un autre service',
  csv: 'tableur',
  pdf: 'document à lire ou imprimer',
};

/** One line of the CSV: the section, the field and its value, in French. */
export interface PortabilityRow {
  section: string;
  field: string;
  value: string;
}

export const portabilityCsvHeader = ['Section', 'Champ', 'Valeur'] as const;

/**
 * How dates are written: in words for a person (the PDF), or as the JSON holds them (the CSV, read
 * by a spreadsheet or another service: 'YYYY-MM-DD', 'HH:MM', ISO instants).
 */
export type PortabilityDateStyle = 'words' | 'iso';

/** A value as a person reads it (fr-CA money; dates in words, or ISO as the JSON); '' for nothing. */
export function portabilityValueText(
  kind: PortabilityFieldKind,
  value: PortabilityValue,
  timeZone: string,
  dates: PortabilityDateStyle = 'words',
): string {
  if (value === null || value === '') return '';
  if (Array.isArray(value))
    return value
      .map((item: string | PortabilityAnswer) => (typeof item === 'string' ? item : `${item.question} : ${item.answer}`))
      .join(', ');
  if (kind === 'money' && typeof value === 'number') return formatMoney(value);
  if (typeof value !== 'string') return String(value);
  if (dates === 'iso') return value;
  if (kind === 'date') return formatDate(value);
  if (kind === 'time') return formatTime(value);
  if (kind === 'instant') return formatDateTime(new Date(value), timeZone);
  return value;
}

/** The title of a list's entry: « Rendez-vous 2 »; a single section keeps its label. */
export function portabilityEntryTitle(section: PortabilitySectionKey, index: number): string {
  const { label, many } = portabilitySections[section];
  return many ? `${label} ${index + 1}` : label;
}

export interface PortabilityEntryView {
  title: string;
  fields: { label: string; value: string }[];
}

export interface PortabilitySectionView {
  key: PortabilitySectionKey;
  label: string;
  /** Said when the section has no entry. */
  empty: string | null;
  entries: PortabilityEntryView[];
}

/** The export as sections of labelled, formatted values: what the PDF draws (dates in words) and the CSV lists (ISO). */
export function portabilitySectionViews(data: PortabilityExport, dates: PortabilityDateStyle = 'words'): PortabilitySectionView[] {
  return portabilitySectionKeys.map((key) => {
    const section: SectionDefinition = portabilitySections[key];
    const content = data[key] as PortabilityEntry<typeof key> | readonly PortabilityEntry<typeof key>[];
    const entries = (Array.isArray(content) ? content : [content]) as readonly Record<string, PortabilityValue>[];
    return {
      key,
      label: section.label,
      empty: section.empty ?? null,
      entries: entries.map((entry, index) => ({
        title: portabilityEntryTitle(key, index),
        fields: Object.entries(section.fields).flatMap(([field, definition]) =>
          definition.kind === 'answers'
            ? // Each answer a field of its own, its question the label: a line of the CSV, a line of the PDF.
              ((entry[field] ?? []) as readonly PortabilityAnswer[]).map((answer) => ({ label: answer.question, value: answer.answer }))
            : [
                {
                  label: definition.label,
                  value: portabilityValueText(definition.kind, entry[field] ?? null, data.clinic.timeZone, dates),
                },
              ],
        ),
      })),
    };
  });
}

/**
 * The CSV's rows: one per field of every entry, empty values included (the field was asked, nothing
 * given); dates as the JSON writes them, so a spreadsheet sorts and reads them.
 */
export function portabilityRows(data: PortabilityExport): PortabilityRow[] {
  return portabilitySectionViews(data, 'iso').flatMap((section) =>
    section.entries.flatMap((entry) => entry.fields.map((field) => ({ section: entry.title, field: field.label, value: field.value }))),
  );
}

/** 'mes-donnees-2026-11-26': ASCII, safe in every file system. */
export function portabilityFileName(date: string, format: PortabilityFormat): string {
  return `mes-donnees-${date}.${format}`;
}

/** « PDF, CSV »: the formats named as on the download links. */
function portabilityFormatList(formats: readonly PortabilityFormat[]): string {
  return formats.map((format) => format.toUpperCase()).join(', ');
}

/** The formats a day's request already names, read back from its details (none if it names none). */
export function portabilityFormatsIn(details: string | null): PortabilityFormat[] {
  const named = /\(([^)]*)\)\s*$/.exec(details ?? '')?.[1] ?? '';
  return named
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part): part is PortabilityFormat => (portabilityFormats as readonly string[]).includes(part));
}

export const portabilityText = {
  title: 'Télécharger mes données',
  intro:
    'Obtenez une copie des renseignements que vous avez fournis à la clinique : votre identité et vos coordonnées, le courriel de votre compte, vos rendez-vous et ce que vous avez indiqué en réservant, vos réponses aux questionnaires, vos questionnaires d’accueil signés, vos consentements, vos demandes, vos inscriptions à la liste d’attente, vos factures, vos paiements et vos cartes enregistrées.',
  excluded:
    'Les notes cliniques, les évaluations et les scores établis par la clinique n’en font pas partie : pour votre dossier clinique complet, faites une demande d’accès à la clinique.',
  logged:
    'Vos téléchargements d’une même journée sont consignés comme une seule demande de portabilité, à laquelle la clinique a répondu sur-le-champ.',
  /** « Télécharger le PDF »: the link's name; its use is said beside it (`portabilityFormatLabels`). */
  download: (format: PortabilityFormat) => `Télécharger le ${format.toUpperCase()}`,
  /** A guardian's downloads for a person she acts for (« Pour qui ? »): a heading and links named for the person. */
  dependantTitle: (name: string) => `Les données de ${name}`,
  dependantIntro:
    'Les renseignements fournis pour cette personne, dont ses questionnaires d’accueil signés, tant que vous pouvez agir pour elle.',
  downloadFor: (format: PortabilityFormat, name: string) => `Télécharger les données de ${name} (${format.toUpperCase()})`,
  staffTitle: 'Portabilité des données',
  staffIntro:
    'Les renseignements recueillis auprès de la personne, en JSON, CSV et PDF. Le téléchargement est consigné au journal d’audit.',
  pdfTitle: 'Mes données',
  pdfSubtitle: 'Renseignements recueillis auprès de vous',
  pdfGeneratedOn: (when: string) => `Document produit le ${when}`,
  tooMany: 'Vous avez téléchargé vos données plusieurs fois en peu de temps. Réessayez dans une heure.',
  /** The day's request names every format downloaded that day, in the order they were. */
  requestDetails: (formats: readonly PortabilityFormat[]) => `Téléchargement depuis le portail (${portabilityFormatList(formats)})`,
  requestAnswer: (formats: readonly PortabilityFormat[]) =>
    `Copie des renseignements recueillis auprès de la personne remise sur-le-champ par le portail (${portabilityFormatList(formats)}).`,
} as const;
