// The consent ledger (« Consent »): each consent text versioned (a new wording is a new
// version, never an edit), each person's consents with the version read, the date, the channel and
// the withdrawal, which takes effect at once. The schemas both sides use, the French messages and
// the answers' shapes.
//
// Routes (api/src/privacy/consents/):
//   GET  /api/admin/privacy/consent-texts                      everyone    → ConsentTextsAnswer
//   POST /api/admin/privacy/consent-texts                      management  consentTextSchema → 201 { text: ConsentTextVersion }
//   GET  /api/admin/patients/:id/consents                      everyone    → PatientConsentsAnswer (audited read)
//   POST /api/admin/patients/:id/consents/:kind/give           everyone    staffGiveConsentSchema → { consent: ConsentKindState }
//   POST /api/admin/patients/:id/consents/:kind/withdraw       everyone    staffWithdrawConsentSchema → { consent: ConsentKindState }
//   GET  /api/portal/consents                                  (session)   → PatientConsentsAnswer
//   POST /api/portal/consents/:kind/withdraw                   (session)   no body → { consent: ConsentKindState }
//                                                              (only `portalWithdrawableKinds`; others 422 PRIV_002)
//   GET  /api/public/consent-texts                             public      → PublicConsentTextsAnswer
// The public forms send the versions they showed: the booking form's `consentVersions`
// (`bookingConsentVersionsSchema`), the waitlist form's (`waitlistConsentVersionsSchema`); a version
// that is no longer the current one is refused (409 PRIV_001), nothing written.
import { z } from 'zod';
import type { FamilyRelationship } from '../patients/family';
import { type ConsentChannel, type ConsentKind, consentKindLabels, consentKinds } from './privacy';
import { hasControlCharacters, normalizeLineBreaks } from '../platform/control-characters';
import { validationMessages as m } from '../platform/validation-messages';
import { consentMessages } from './consent-messages';

export { consentMessages };

/** The consents a patient withdraws herself in the portal; the others go through the clinic. */
export const portalWithdrawableKinds = ['email_reminders', 'marketing', 'waitlist_contact'] as const satisfies readonly ConsentKind[];
export type PortalWithdrawableKind = (typeof portalWithdrawableKinds)[number];

export function isPortalWithdrawable(kind: ConsentKind): kind is PortalWithdrawableKind {
  return (portalWithdrawableKinds as readonly ConsentKind[]).includes(kind);
}

export function isConsentKind(value: string): value is ConsentKind {
  return (consentKinds as readonly string[]).includes(value);
}

/** The channels staff record a consent given or withdrawn through (the others are the forms' and the portal's). */
export const staffConsentChannels = ['desk', 'paper', 'email'] as const satisfies readonly ConsentChannel[];
export type StaffConsentChannel = (typeof staffConsentChannels)[number];

export const consentTextLabels = {
  kind: 'Type de consentement',
  title: 'Titre',
  body: 'Texte',
  channel: 'Moyen',
  version: 'Version',
} as const;
export const consentTextLimits = { titleMax: 200, bodyMax: 10_000 } as const;

const L = consentTextLabels;

/** A new version of a kind's text (management): a new wording is a new version, never an edit. */
export const consentTextSchema = z.object({
  kind: z.enum(consentKinds, {
    error: m.oneOf(
      L.kind,
      consentKinds.map((kind) => consentKindLabels[kind]),
    ),
  }),
  title: z
    .string({ error: m.required(L.title) })
    .trim()
    .min(1, m.required(L.title))
    .max(consentTextLimits.titleMax, m.maxLength(L.title, consentTextLimits.titleMax))
    .refine((value) => !hasControlCharacters(value, 'line'), m.controlCharacters(L.title)),
  body: z
    .string({ error: m.required(L.body) })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, m.required(L.body))
    .max(consentTextLimits.bodyMax, m.maxLength(L.body, consentTextLimits.bodyMax))
    .refine((value) => !hasControlCharacters(value, 'multiline'), m.controlCharacters(L.body)),
});
export type ConsentTextInput = z.input<typeof consentTextSchema>;

/** A version number a form showed: a positive integer. */
export const consentVersionSchema = z
  .number({ error: m.pattern(L.version) })
  .int(m.pattern(L.version))
  .min(1, m.pattern(L.version));

/** Staff record a consent given: the version of the text the person read, and where. */
export const staffGiveConsentSchema = z.object({
  version: consentVersionSchema,
  channel: z.enum(staffConsentChannels, { error: m.oneOf(L.channel, staffConsentChannels) }),
});
export type StaffGiveConsentInput = z.input<typeof staffGiveConsentSchema>;

/** Staff record a withdrawal: where the person said so. */
export const staffWithdrawConsentSchema = z.object({
  channel: z.enum(staffConsentChannels, { error: m.oneOf(L.channel, staffConsentChannels) }),
});
export type StaffWithdrawConsentInput = z.input<typeof staffWithdrawConsentSchema>;

/**
 * What the booking form showed: the online booking text (accepted by booking) and, when the box
 * was ticked, the e-mail reminders text. Required: a booking without it would leave no consent in
 * the ledger, so it is refused (422) with `consentMessages.bookingTextMissing` on the field.
 */
export const bookingConsentVersionsSchema = z.object(
  { online_booking: consentVersionSchema, email_reminders: consentVersionSchema.optional() },
  { error: () => consentMessages.bookingTextMissing },
);
export type BookingConsentVersions = z.output<typeof bookingConsentVersionsSchema>;

/** What the waitlist form showed with its consent box (ticked: the schema requires it). */
export const waitlistConsentVersionsSchema = z.object({ waitlist_contact: consentVersionSchema }).optional();
export type WaitlistConsentVersions = z.output<typeof waitlistConsentVersionsSchema>;

// --- Answers ---------------------------------------------------------------------------------

/** One version of a kind's text, with how many people gave it and how many of them withdrew since. */
export interface ConsentTextVersion {
  id: string;
  kind: ConsentKind;
  version: number;
  title: string;
  body: string;
  publishedAt: string;
  /** The staff member who published it; null for the product's first version. */
  publishedBy: string | null;
  given: number;
  withdrawn: number;
}

/** GET /api/admin/privacy/consent-texts: each kind (in `consentKinds` order), its versions newest first. */
export interface ConsentTextsAnswer {
  kinds: Array<{ kind: ConsentKind; label: string; currentVersion: number; versions: ConsentTextVersion[] }>;
}

/** The text a form or the portal shows. */
export interface CurrentConsentText {
  version: number;
  title: string;
  body: string;
}

/** GET /api/public/consent-texts: the current version of each kind. */
export interface PublicConsentTextsAnswer {
  texts: Record<ConsentKind, CurrentConsentText>;
}

/** One consent given (and perhaps withdrawn), newest first in a kind's history. */
export interface ConsentEntry {
  id: string;
  version: number;
  channel: ConsentChannel;
  givenAt: string;
  /** Staff member's name when staff recorded it; null for a form or the portal. */
  recordedBy: string | null;
  withdrawnAt: string | null;
  withdrawnChannel: ConsentChannel | null;
  withdrawnRecordedBy: string | null;
  /** The patient import it came with (channel « import »): its file and when it was imported. */
  importedFrom: { fileName: string; importedAt: string } | null;
  /** A child's care consent given by a guardian (under 14): her name and relationship as that day. */
  signedBy: { name: string; relationship: FamilyRelationship } | null;
}

/**
 * `pending`: a consent to e-mails ticked on the public booking form, whose e-mailed link has not
 * been opened yet; nothing is given until it is (anyone can type anyone's address).
 */
export const consentStates = ['given', 'pending', 'withdrawn', 'never'] as const;
export type ConsentState = (typeof consentStates)[number];
export const consentStateLabels: Record<ConsentState, string> = {
  given: 'Donné',
  pending: 'En attente de confirmation',
  withdrawn: 'Retiré',
  never: 'Jamais demandé',
};

/** A kind for one patient: its state (from the newest entry), the current text, the history. */
export interface ConsentKindState {
  kind: ConsentKind;
  label: string;
  state: ConsentState;
  /** The newest entry of the ledger; null when it has none (never asked). It alone decides the state. */
  latest: ConsentEntry | null;
  /** True when the consent given is of an older version than the current text. */
  olderVersion: boolean;
  currentText: CurrentConsentText;
  /** Whether the patient may withdraw it herself in the portal. */
  withdrawableInPortal: boolean;
  history: ConsentEntry[];
  /**
   * When the newest consent of this kind ticked on the public booking form was sent, while its
   * e-mailed link has not been opened; null when none waits. The state is `pending` unless one is given.
   */
  pendingSince: string | null;
}

/** GET /api/admin/patients/:id/consents and GET /api/portal/consents: every kind, in `consentKinds` order. */
export interface PatientConsentsAnswer {
  consents: ConsentKindState[];
}
