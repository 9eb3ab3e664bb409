// Error codes of the specification (section 8) plus the platform's own, and the JSON envelope
// every API error uses: { error: { code, message, fields? } }. Each code the API sends is declared
// once in `apiErrors` with its HTTP status, so the server takes the status from here and clients
// see codes and statuses in their types.

export const apiErrors = {
  VAL_001: { status: 422 },
  VAL_002: { status: 422 },
  VAL_003: { status: 400 },
  AUTH_001: { status: 401 },
  AUTH_002: { status: 403 },
  AUTH_003: { status: 403 },
  AUTH_004: { status: 403 },
  // An e-mailed sign-in or password link that is unknown, used or expired: not a lost session.
  AUTH_005: { status: 400 },
  // The second factor is locked after too many wrong codes: unlocked by the e-mailed link.
  AUTH_006: { status: 423 },
  NOT_FOUND: { status: 404 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  RATE_LIMITED: { status: 429 },
  INTERNAL: { status: 500 },
  DB_002: { status: 503 },
  // Online booking: the slot was taken meanwhile; online booking is off; the
  // appointment can no longer be changed from its link (cancelled, past or inside the cut-off).
  BOOK_001: { status: 409 },
  BOOK_002: { status: 403 },
  BOOK_003: { status: 409 },
  // The agenda is full (booking mode 'full', or 'automatic' with no free slot): the waitlist instead.
  BOOK_004: { status: 409 },
  // The clinic's online booking rules: the person already has the most upcoming
  // appointments the clinic allows; the clinic takes new patients by request only.
  BOOK_005: { status: 409 },
  BOOK_006: { status: 403 },
  // The waitlist: already on it; already holding an invitation. An invitation's slot was
  // given to someone else; the invitation expired; it was answered already or is no longer valid.
  WAIT_001: { status: 409 },
  WAIT_002: { status: 409 },
  OFFER_001: { status: 409 },
  OFFER_002: { status: 410 },
  OFFER_003: { status: 409 },
  // Rebooking: the request expired; it was answered already.
  REBOOK_001: { status: 410 },
  REBOOK_002: { status: 409 },
  // Portal payments: the balance changed since the patient saw it, or there is nothing
  // to pay; the card was refused when charged (the payment is recorded as failed).
  PAY_001: { status: 409 },
  PAY_002: { status: 402 },
  // Back-office: a patient record that looks like one on file (same e-mail), created
  // only when staff confirm it is another person; an appointment whose status changed meanwhile;
  // a visit marked arrived on another day than its own, or absent before its start.
  PAT_001: { status: 409 },
  // A guardian already linked to this dependant (a live link).
  FAM_001: { status: 409 },
  APPT_001: { status: 409 },
  APPT_002: { status: 409 },
  // Clinical record: a signed note is locked for good (409); only its author edits,
  // signs or discards a draft (403).
  NOTE_001: { status: 409 },
  NOTE_002: { status: 403 },
  // A SOAP template's name is already taken (names are unique whatever their case).
  TPL_001: { status: 409 },
  // A questionnaire sent to the portal that was already filled or withdrawn.
  QUEST_001: { status: 409 },
  // An intake form already signed (no more drafts) or already read, or not signed yet (nothing to read).
  INTAKE_001: { status: 409 },
  // The team: an invitation no longer pending, the last active admin kept, a member in the wrong state.
  TEAM_001: { status: 409 },
  // A patient import that can no longer be undone: past its 7 days, or undone already.
  IMPORT_001: { status: 409 },
  // The desk: an issued invoice is never edited (a credit note corrects it); the
  // invoices or payment changed since the screen showed them (another checkout, a correction); the
  // day's cash is closed (its payments frozen); an amount above what is owed, refundable or creditable.
  BILL_001: { status: 409 },
  BILL_002: { status: 409 },
  BILL_003: { status: 409 },
  BILL_004: { status: 422 },
  // A checkout's key sent again with another body than the checkout it recorded.
  BILL_005: { status: 409 },
  // « Assurances »: no insurance receipt for this (a fee, a product, a visit not paid in full or that did not take place).
  INS_001: { status: 409 },
  // A claim whose status no longer allows the change (settled, not awaiting its payer), or that changed meanwhile.
  INS_002: { status: 409 },
  // Automation: a batch's selection changed since its dry run; a batch no longer
  // undoable (past its window, undone already, or of a kind that cannot be undone); a message that
  // cannot be retried (not failed, given up, or retried the maximum number of times).
  AUTO_001: { status: 409 },
  AUTO_002: { status: 409 },
  AUTO_003: { status: 409 },
  // « Analyses actionnables »: this row's message was already sent for this reason, or the row left its list.
  AUTO_004: { status: 409 },
  // The incident register: the entry was changed by someone else between reading and saving.
  PRIV_030: { status: 409 },
  // Consents: the form showed a text that is no longer the current version; a consent
  // the portal cannot withdraw (the clinic does); nothing given to withdraw; the current version
  // already given.
  PRIV_001: { status: 409 },
  PRIV_002: { status: 422 },
  PRIV_003: { status: 409 },
  PRIV_004: { status: 409 },
  // Retention review: the record is no longer due (decided, or served since); signed notes the
  // database still protects against a destruction.
  PRIV_040: { status: 409 },
  // The record waits (an open request, an incident naming it, an amount owed, a legal hold); a
  // hold already released.
  PRIV_041: { status: 409 },
  PRIV_042: { status: 409 },
  // Requests: a request already answered; a letter asked before the answer, or sent
  // already; a requester without an e-mail address (the letter goes by post, printed).
  PRIV_010: { status: 409 },
  PRIV_011: { status: 409 },
  PRIV_012: { status: 409 },
  PRIV_013: { status: 422 },
  // The backup key changed since the page showed it: its copy cannot be confirmed from that page.
  PRIV_050: { status: 409 },
} as const satisfies Record<string, { status: number }>;

/** A code the API can answer with. */
export type ApiErrorCode = keyof typeof apiErrors;
/** The HTTP statuses of the API's refusals. */
export type ApiErrorStatus = (typeof apiErrors)[ApiErrorCode]['status'];
/** Codes only the browser produces: the API was never reached or never answered. */
export type ClientErrorCode = 'NET_001' | 'NET_002';
export type ErrorCode = ApiErrorCode | ClientErrorCode;

/** An API refusal as a client sees it: narrowing `code` narrows `status` too. */
export type ApiError = {
  [Code in ApiErrorCode]: {
    status: (typeof apiErrors)[Code]['status'];
    code: Code;
    message: string;
    fields?: Record<string, string>;
  };
}[ApiErrorCode];

export const errorCodes = {
  databaseUnavailable: 'DB_002',
  validationFailed: 'VAL_001',
  requiredField: 'VAL_002',
  invalidFormat: 'VAL_003',
  network: 'NET_001',
  timeout: 'NET_002',
  authenticationRequired: 'AUTH_001',
  forbidden: 'AUTH_002',
  secondFactorRequired: 'AUTH_003',
  originRejected: 'AUTH_004',
  invalidLink: 'AUTH_005',
  secondFactorLocked: 'AUTH_006',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  slotTaken: 'BOOK_001',
  onlineBookingDisabled: 'BOOK_002',
  appointmentChangeClosed: 'BOOK_003',
  agendaFull: 'BOOK_004',
  tooManyUpcoming: 'BOOK_005',
  newPatientsByRequest: 'BOOK_006',
  alreadyOnWaitlist: 'WAIT_001',
  alreadyInvited: 'WAIT_002',
  offerTaken: 'OFFER_001',
  invitationExpired: 'OFFER_002',
  invitationNotValid: 'OFFER_003',
  rebookingExpired: 'REBOOK_001',
  rebookingAnswered: 'REBOOK_002',
  balanceChanged: 'PAY_001',
  paymentRefused: 'PAY_002',
  likelyDuplicatePatient: 'PAT_001',
  familyLinkExists: 'FAM_001',
  appointmentChanged: 'APPT_001',
  visitNotDue: 'APPT_002',
  noteSigned: 'NOTE_001',
  notNoteAuthor: 'NOTE_002',
  templateNameTaken: 'TPL_001',
  questionnaireClosed: 'QUEST_001',
  intakeClosed: 'INTAKE_001',
  teamConflict: 'TEAM_001',
  importUndoClosed: 'IMPORT_001',
  invoiceIssued: 'BILL_001',
  billingChanged: 'BILL_002',
  dayClosed: 'BILL_003',
  amountAboveLimit: 'BILL_004',
  checkoutKeyReused: 'BILL_005',
  noInsuranceReceipt: 'INS_001',
  claimState: 'INS_002',
  batchChanged: 'AUTO_001',
  batchUndoClosed: 'AUTO_002',
  retryRefused: 'AUTO_003',
  actionableRefused: 'AUTO_004',
  incidentChanged: 'PRIV_030',
  consentTextUpdated: 'PRIV_001',
  consentNotWithdrawableInPortal: 'PRIV_002',
  consentNothingToWithdraw: 'PRIV_003',
  consentAlreadyGiven: 'PRIV_004',
  retentionNotDue: 'PRIV_040',
  retentionBlocked: 'PRIV_041',
  recordHoldReleased: 'PRIV_042',
  privacyRequestAnswered: 'PRIV_010',
  privacyLetterNeedsAnswer: 'PRIV_011',
  privacyLetterSent: 'PRIV_012',
  privacyRequesterNoEmail: 'PRIV_013',
  backupKeyChanged: 'PRIV_050',
} as const satisfies Record<string, ErrorCode>;

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

export const errorMessages = {
  unexpected: 'Une erreur inattendue est survenue',
  generic: 'Une erreur est survenue',
  validation: 'Certains champs sont invalides.',
  malformedBody: 'Le contenu de la requête est illisible.',
  authenticationRequired: 'Veuillez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  secondFactorRequired: "Veuillez d'abord configurer l'authentification à deux facteurs.",
  originRejected: 'Requête refusée : origine non autorisée.',
  notFound: 'Ressource introuvable.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  rateLimited: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  databaseUnavailable: 'La base de données est momentanément indisponible.',
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
