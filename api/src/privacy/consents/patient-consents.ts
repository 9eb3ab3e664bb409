// A patient's consents: each kind's state (given, withdrawn, never asked) from its newest
// entry, and the history; a consent to e-mails ticked on the public booking form and not yet
// proven by its link (pending-booking-consents.ts) is « pending » while nothing is given. The entries are the patient's own rows, plus the waitlist sign-ups made
// under her address (a waitlist entry belongs to no record). The ledger alone answers: what a record
// said before it existed is its entry of channel « record » (migration 0027).
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { type ConsentKind, consentKindLabels, consentKinds } from 'shared-domain/privacy/privacy';
import { type ConsentEntry, type ConsentKindState, isPortalWithdrawable } from 'shared-domain/privacy/privacy-consents';
import type { AppDeps } from '../../deps';
import { patientConsents, patientImports, patients, staffUsers } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { type CurrentConsentTexts, loadCurrentConsentTexts } from './consent-texts';
import { pendingConsentsSince } from './pending-booking-consents';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface ConsentPatient {
  id: string;
  email: string | null;
}

export const patientNotFoundMessage = 'Patient introuvable.';

export async function loadConsentPatient(db: AppDeps['db'], patientId: string): Promise<ConsentPatient> {
  const [patient] = await db.select({ id: patients.id, email: patients.email }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientNotFoundMessage);
  return patient;
}

/** The ledger's rows that are this patient's: her own, and the waitlist sign-ups under her address. */
export function consentsOf(patient: ConsentPatient, kind?: ConsentKind): SQL {
  const own = eq(patientConsents.patientId, patient.id);
  const address = patient.email?.trim();
  const mine = address
    ? or(
        own,
        and(
          isNull(patientConsents.patientId),
          eq(patientConsents.channel, 'waitlist_form'),
          eq(sql`lower(${patientConsents.email})`, address.toLowerCase()),
        ),
      )
    : own;
  return (kind ? and(mine, eq(patientConsents.kind, kind)) : mine) as SQL;
}

const recorder = alias(staffUsers, 'recorder');
const withdrawer = alias(staffUsers, 'withdrawer');

export async function loadPatientConsents(deps: Deps, patient: ConsentPatient): Promise<ConsentKindState[]> {
  const [texts, pending, rows] = await Promise.all([
    loadCurrentConsentTexts(deps),
    pendingConsentsSince(deps, patient.id),
    deps.db
      .select({
        id: patientConsents.id,
        kind: patientConsents.kind,
        version: patientConsents.version,
        channel: patientConsents.channel,
        givenAt: patientConsents.givenAt,
        recordedBy: recorder.fullName,
        withdrawnAt: patientConsents.withdrawnAt,
        withdrawnChannel: patientConsents.withdrawnChannel,
        withdrawnRecordedBy: withdrawer.fullName,
        importFile: patientImports.fileName,
        importedAt: patientImports.createdAt,
        signerName: patientConsents.signerName,
        signerRelationship: patientConsents.signerRelationship,
      })
      .from(patientConsents)
      .leftJoin(recorder, eq(recorder.id, patientConsents.recordedBy))
      .leftJoin(withdrawer, eq(withdrawer.id, patientConsents.withdrawnRecordedBy))
      .leftJoin(patientImports, eq(patientImports.id, patientConsents.importId))
      .where(consentsOf(patient))
      // Newest first; entries of the same instant in the order they were written (as the database reads them, migration 0027).
      .orderBy(desc(patientConsents.givenAt), desc(patientConsents.createdAt), desc(sql`${patientConsents}.rowid`)),
  ]);
  return consentKinds.map((kind) => {
    const history: ConsentEntry[] = rows
      .filter((row) => row.kind === kind)
      .map(({ kind: _kind, importFile, importedAt, signerName, signerRelationship, ...row }) => ({
        ...row,
        signedBy: signerName && signerRelationship ? { name: signerName, relationship: signerRelationship } : null,
        recordedBy: row.recordedBy ?? null,
        withdrawnRecordedBy: row.withdrawnRecordedBy ?? null,
        importedFrom: importFile && importedAt ? { fileName: importFile, importedAt } : null,
      }));
    return kindState(kind, history, texts, pending[kind] ?? null);
  });
}

function kindState(kind: ConsentKind, history: ConsentEntry[], texts: CurrentConsentTexts, pendingSince: string | null): ConsentKindState {
  const latest = history[0] ?? null;
  const currentText = texts[kind];
  const common = {
    kind,
    label: consentKindLabels[kind],
    currentText,
    withdrawableInPortal: isPortalWithdrawable(kind),
    history,
    pendingSince,
  };
  const given = latest !== null && !latest.withdrawnAt;
  if (given) return { ...common, state: 'given', latest, olderVersion: latest.version < currentText.version };
  // Ticked on the booking form, its link not opened yet: not given, but not « never asked » either.
  if (pendingSince !== null) return { ...common, state: 'pending', latest, olderVersion: false };
  if (latest) return { ...common, state: 'withdrawn', latest, olderVersion: false };
  return { ...common, state: 'never', latest: null, olderVersion: false };
}

export function stateOf(states: ConsentKindState[], kind: ConsentKind): ConsentKindState {
  const state = states.find((entry) => entry.kind === kind);
  if (!state) throw new Error(`no consent state for ${kind}`);
  return state;
}
