// Giving and withdrawing a consent, from the desk or the portal. A withdrawal takes effect
// in the batch that records it: for e-mail reminders the database sets the record's `email_consent`
// from the ledger (the reminder job and every automatic rule read it), waitlist contact ends the person's waitlist
// entries (scheduling's statements, handed in by the surface), and a consent still pending its
// booking's link enters the ledger withdrawn (dated) and stops waiting. Nothing turns a withdrawn consent back on but a new consent given explicitly here.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, isNull, notExists, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { errorCodes } from 'shared-domain/platform/errors';
import type { ConsentChannel, ConsentKind } from 'shared-domain/privacy/privacy';
import { type ConsentKindState, consentMessages } from 'shared-domain/privacy/privacy-consents';
import type { AppDeps } from '../../deps';
import { auditEventInsert, auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { patientConsents, patients } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { consentEntryStatement } from './consent-entry';
import { loadCurrentConsentTexts } from './consent-texts';
import { isCurrentVersion, staleConsentText } from './consent-version';
import { type ConsentPatient, consentsOf, loadPatientConsents, stateOf } from './patient-consents';
import { dropPendingConsentsStatement, newestPendingConsent, withdrawnPendingConsentStatement } from './pending-booking-consents';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The waitlist's part in a withdrawal of waitlist contact, scheduling's (the surface hands it in):
 * how many entries an address has waiting or invited, and the statements that end them, for the
 * withdrawal's own batch.
 */
export interface WaitlistExit {
  activeEntryCount(db: AppDeps['db'], email: string): Promise<number>;
  endEntriesStatements(deps: Deps, email: string): BatchItem<'sqlite'>[];
}

/** Who recorded the change: a staff member at the desk, or the patient herself in the portal. */
export type ConsentActor = { type: 'staff'; id: string } | { type: 'patient'; id: string };

const givenRow = (patient: ConsentPatient, kind: ConsentKind) => and(consentsOf(patient, kind), isNull(patientConsents.withdrawnAt));

export async function giveConsent(
  deps: Deps,
  patient: ConsentPatient,
  change: { kind: ConsentKind; version: number; channel: ConsentChannel; actor: ConsentActor },
): Promise<ConsentKindState> {
  const { kind, version, channel, actor } = change;
  const texts = await loadCurrentConsentTexts(deps);
  if (texts[kind].version !== version) throw staleConsentText();
  const alreadyGiven = () => new AppError(errorCodes.consentAlreadyGiven, consentMessages.alreadyGiven);
  const before = stateOf(await loadPatientConsents(deps, patient), kind);
  if (before.state === 'given' && before.latest?.version === version) throw alreadyGiven();

  const id = randomUUID();
  const now = deps.clock.now().toISOString();
  const written = exists(deps.db.select({ one: sql`1` }).from(patientConsents).where(eq(patientConsents.id, id)));
  const condition = and(
    isCurrentVersion(kind, version),
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(patientConsents)
        .where(and(givenRow(patient, kind), eq(patientConsents.version, version))),
    ),
  );
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    consentEntryStatement(
      deps,
      {
        id,
        patientId: patient.id,
        email: patient.email,
        kind,
        version,
        channel,
        at: now,
        recordedBy: actor.type === 'staff' ? actor.id : null,
      },
      condition,
    ),
    auditEventInsertWhere(
      deps,
      {
        actor,
        action: 'consent.given',
        entity: 'patient_consents',
        entityId: id,
        details: { patientId: patient.id, kind, version, channel },
      },
      written,
    ),
  ];
  // Given here, it supersedes one still waiting for its booking's link.
  statements.push(dropPendingConsentsStatement(deps, patient.id, kind, written));
  // An explicit consent to e-mails is the one thing that turns them back on (the database copies
  // it into `email_consent`); the record's `updated_at` moves with it, so an import's undo keeps it.
  if (kind === 'email_reminders') {
    statements.push(
      deps.db
        .update(patients)
        .set({ updatedAt: now })
        .where(and(eq(patients.id, patient.id), written)),
    );
  }
  const [inserted] = await deps.db.batch(statements);
  if (inserted.rowsAffected !== 1) {
    if ((await loadCurrentConsentTexts(deps))[kind].version !== version) throw staleConsentText();
    throw alreadyGiven();
  }
  return stateOf(await loadPatientConsents(deps, patient), kind);
}

export async function withdrawConsent(
  deps: Deps,
  patient: ConsentPatient,
  change: { kind: ConsentKind; channel: ConsentChannel; actor: ConsentActor },
  waitlist: WaitlistExit,
): Promise<ConsentKindState> {
  const { kind, channel, actor } = change;
  const [given] = await deps.db.select({ id: patientConsents.id }).from(patientConsents).where(givenRow(patient, kind)).limit(1);
  const address = patient.email?.trim() ?? '';
  const waitlistEntries = kind === 'waitlist_contact' && address !== '' ? await waitlist.activeEntryCount(deps.db, address) : 0;
  const pending = await newestPendingConsent(deps, patient.id, kind);
  if (!given && waitlistEntries === 0 && !pending) {
    throw new AppError(errorCodes.consentNothingToWithdraw, consentMessages.nothingToWithdraw);
  }

  const now = deps.clock.now().toISOString();
  const recordedBy = actor.type === 'staff' ? actor.id : null;
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    auditEventInsert(deps, {
      actor,
      action: 'consent.withdrawn',
      entity: 'patients',
      entityId: patient.id,
      details: { patientId: patient.id, kind, channel, waitlistEntriesEnded: waitlistEntries },
    }),
    deps.db
      .update(patientConsents)
      .set({ withdrawnAt: now, withdrawnChannel: channel, withdrawnRecordedBy: recordedBy })
      .where(givenRow(patient, kind)),
    // A consent ticked on the booking form and still waiting for its link enters the ledger withdrawn, dated now…
    ...(pending ? [withdrawnPendingConsentStatement(deps, patient.id, kind, pending, { at: now, channel, recordedBy })] : []),
    // …and stops waiting: no link opened later gives it, and its booking's reminder no longer goes.
    dropPendingConsentsStatement(deps, patient.id, kind),
  ];
  if (kind === 'email_reminders') {
    // `updated_at` moves (the database sets `email_consent` from the ledger): an import's undo then
    // keeps the record as it is (no reactivation).
    statements.push(deps.db.update(patients).set({ updatedAt: now }).where(eq(patients.id, patient.id)));
  }
  if (kind === 'waitlist_contact' && address !== '') statements.push(...waitlist.endEntriesStatements(deps, address));
  await deps.db.batch(statements);
  return stateOf(await loadPatientConsents(deps, patient), kind);
}
