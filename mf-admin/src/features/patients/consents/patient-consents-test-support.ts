// Test support for the consents of a patient as the API answers them (shared-domain/privacy/privacy-consents),
// in the admin patient file's tests: one kind's state with `fields` changed. Imported by tests only.
import { type ConsentKind, consentKindLabels, consentKinds } from 'shared-domain/privacy/privacy';
import { type ConsentEntry, type ConsentKindState, isPortalWithdrawable } from 'shared-domain/privacy/privacy-consents';

export const consentEntry = (fields: Partial<ConsentEntry> = {}): ConsentEntry => ({
  id: 'c-1',
  version: 2,
  channel: 'booking_form',
  givenAt: '2026-03-03T15:00:00.000Z',
  recordedBy: null,
  withdrawnAt: null,
  withdrawnChannel: null,
  withdrawnRecordedBy: null,
  importedFrom: null,
  signedBy: null,
  ...fields,
});

export const consentState = (kind: ConsentKind, fields: Partial<ConsentKindState> = {}): ConsentKindState => ({
  kind,
  label: consentKindLabels[kind],
  state: 'never',
  latest: null,
  olderVersion: false,
  currentText: { version: 2, title: `Texte « ${consentKindLabels[kind]} »`, body: `Je consens : ${consentKindLabels[kind]}.` },
  withdrawableInPortal: isPortalWithdrawable(kind),
  history: [],
  pendingSince: null,
  ...fields,
});

/** A consent given through the booking form (version 2, 3 March 2026). */
export const givenConsent = (kind: ConsentKind, fields: Partial<ConsentKindState> = {}): ConsentKindState => {
  const entry = consentEntry({ id: `${kind}-given` });
  return consentState(kind, { state: 'given', latest: entry, history: [entry], ...fields });
};

/** Every kind never asked, with some replaced. */
export const patientConsentStates = (...states: ConsentKindState[]): ConsentKindState[] =>
  consentKinds.map((kind) => states.find((state) => state.kind === kind) ?? consentState(kind));
