// A consent to e-mails ticked on the public booking form waits until the address is proven: the
// booking's e-mailed link, opened, shows that the mailbox is the booker's. Then each pending
// consent becomes a row of the ledger, given that day through the booking form, audited as any
// consent given; a link never opened (a mistyped address, someone else's) leaves it pending for
// good, and a pending consent counts for nothing meanwhile (docs/privacy/efvp.md, § 2).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, exists, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ConsentChannel, ConsentKind } from 'shared-domain/privacy/privacy';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { consentEntryStatement } from './consent-entry';
import { appointments, patientConsents, pendingBookingConsents } from '../../platform/db/schema';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Turns the pending consents of the booking whose link was just opened into consents given now,
 * under the record the booking is filed under (else under its address), in one batch: a link
 * opened twice at once gives each consent once. A version the record already holds is not written
 * twice. A ticked reminders box then turns the record's e-mails on (the database copies the entry into
 * `email_consent`), as a consent given at the desk does.
 */
export async function confirmPendingBookingConsents(
  deps: Deps,
  appointment: { id: string; patientId: string | null; email: string },
): Promise<void> {
  const pending = await deps.db
    .select({ id: pendingBookingConsents.id, kind: pendingBookingConsents.kind, version: pendingBookingConsents.version })
    .from(pendingBookingConsents)
    .where(eq(pendingBookingConsents.appointmentId, appointment.id));
  if (pending.length === 0) return;
  const now = deps.clock.now().toISOString();
  const statements: BatchItem<'sqlite'>[] = [];
  const written: { id: string; kind: ConsentKind }[] = [];
  for (const consent of pending) {
    const id = randomUUID();
    const stillPending = exists(
      deps.db.select({ one: sql`1` }).from(pendingBookingConsents).where(eq(pendingBookingConsents.id, consent.id)),
    );
    const alreadyGiven =
      appointment.patientId === null
        ? undefined
        : notExists(
            deps.db
              .select({ one: sql`1` })
              .from(patientConsents)
              .where(
                and(
                  eq(patientConsents.patientId, appointment.patientId),
                  eq(patientConsents.kind, consent.kind),
                  eq(patientConsents.version, consent.version),
                  isNull(patientConsents.withdrawnAt),
                ),
              ),
          );
    statements.push(
      consentEntryStatement(
        deps,
        {
          id,
          patientId: appointment.patientId,
          email: appointment.email,
          kind: consent.kind,
          version: consent.version,
          channel: 'booking_form',
          at: now,
        },
        and(stillPending, alreadyGiven) ?? stillPending,
      ),
    );
    if (appointment.patientId !== null) {
      statements.push(
        auditEventInsertWhere(
          deps,
          {
            // The holder of the booking's link, who proved the address by opening it.
            actor: { type: 'public' },
            action: 'consent.given',
            entity: 'patient_consents',
            entityId: id,
            details: { patientId: appointment.patientId, kind: consent.kind, version: consent.version, channel: 'booking_form' },
          },
          exists(deps.db.select({ one: sql`1` }).from(patientConsents).where(eq(patientConsents.id, id))),
        ),
      );
    }
    written.push({ id, kind: consent.kind });
  }
  statements.push(
    deps.db.delete(pendingBookingConsents).where(
      inArray(
        pendingBookingConsents.id,
        pending.map((consent) => consent.id),
      ),
    ),
  );
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
}

/** For each kind with a consent still waiting for its link among `patientId`'s bookings, when the newest was ticked. */
export async function pendingConsentsSince(deps: Deps, patientId: string): Promise<Partial<Record<ConsentKind, string>>> {
  const rows = await deps.db
    .select({ kind: pendingBookingConsents.kind, createdAt: pendingBookingConsents.createdAt })
    .from(pendingBookingConsents)
    .innerJoin(appointments, eq(appointments.id, pendingBookingConsents.appointmentId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(desc(pendingBookingConsents.createdAt));
  const since: Partial<Record<ConsentKind, string>> = {};
  for (const row of rows) since[row.kind] ??= row.createdAt;
  return since;
}

/** The newest consent of `kind` still waiting for its link among `patientId`'s bookings, if any. */
export async function newestPendingConsent(deps: Deps, patientId: string, kind: ConsentKind): Promise<PendingConsent | null> {
  const [pending] = await deps.db
    .select({
      id: pendingBookingConsents.id,
      version: pendingBookingConsents.version,
      tickedAt: pendingBookingConsents.createdAt,
      email: appointments.email,
    })
    .from(pendingBookingConsents)
    .innerJoin(appointments, eq(appointments.id, pendingBookingConsents.appointmentId))
    .where(and(eq(appointments.patientId, patientId), eq(pendingBookingConsents.kind, kind)))
    .orderBy(desc(pendingBookingConsents.createdAt))
    .limit(1);
  return pending ?? null;
}

export interface PendingConsent {
  id: string;
  version: number;
  /** When its box was ticked on the booking form. */
  tickedAt: string;
  /** The address the booking was made under. */
  email: string;
}

/**
 * For the batch of a withdrawal: a consent still waiting for its link enters the ledger as it
 * stands — ticked on the booking form that day, withdrawn now — so the ledger dates the withdrawal
 * (and the record's e-mails follow it) rather than forgetting what was ticked. Written only while it
 * still waits (a link opened meanwhile gave it, and the withdrawal takes that entry instead).
 */
export function withdrawnPendingConsentStatement(
  deps: Deps,
  patientId: string,
  kind: ConsentKind,
  pending: PendingConsent,
  withdrawal: { at: string; channel: ConsentChannel; recordedBy: string | null },
): BatchItem<'sqlite'> {
  return consentEntryStatement(
    deps,
    {
      patientId,
      email: pending.email,
      kind,
      version: pending.version,
      channel: 'booking_form',
      at: pending.tickedAt,
      withdrawn: withdrawal,
    },
    exists(deps.db.select({ one: sql`1` }).from(pendingBookingConsents).where(eq(pendingBookingConsents.id, pending.id))),
  );
}

/**
 * For the batch of a consent withdrawn or given explicitly: what `patientId`'s bookings still wait
 * to give of `kind` is dropped (if `condition` holds), so no link opened later undoes the withdrawal
 * or adds an older version after the one given.
 */
export function dropPendingConsentsStatement(deps: Deps, patientId: string, kind: ConsentKind, condition?: SQL): BatchItem<'sqlite'> {
  return deps.db
    .delete(pendingBookingConsents)
    .where(
      and(
        condition,
        eq(pendingBookingConsents.kind, kind),
        inArray(
          pendingBookingConsents.appointmentId,
          deps.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, patientId)),
        ),
      ),
    );
}
