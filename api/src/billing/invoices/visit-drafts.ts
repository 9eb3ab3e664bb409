// The drafts a visit makes: its care when the patient arrives or the visit is marked
// « Terminé », a no-show fee when marked « Absent », a late-cancellation fee when the clinic cancels
// inside the late window. One draft per visit and kind (unique index `invoices_appointment_kind_idx`):
// marking it twice, or from two screens at once, makes one. A draft is written with its line and
// its audit row in one batch, and only while `onlyIf` holds, so the scheduling change that causes
// it can put these statements in its own batch and have both or neither.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { addDays, clinicInstant, defaultClinicTimeZone } from 'shared-domain/platform/clinic-time';
import { type InvoiceKind, invoiceKindLabels } from 'shared-domain/billing/invoice-kind';
import { invoicePaymentTermDays } from 'shared-domain/billing/invoice-ledger';
import type { TaxCode } from 'shared-domain/billing/tax-code';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { appointments, clinicSettings, invoiceLines, invoices, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';

export type VisitDraftKind = Exclude<InvoiceKind, 'sale'>;

export interface VisitDraftRequest {
  appointmentId: string;
  kind: VisitDraftKind;
  /** Who caused it (null: the system). */
  staffId: string | null;
}

/** Why no draft was made: no patient record (a request never filed under one), no date, no fee set. */
export type NoDraftReason = 'no_patient' | 'undated' | 'no_fee' | 'not_found';

export type VisitDraftPlan =
  | { invoiceId: string; patientId: string; statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] }
  | { invoiceId: null; reason: NoDraftReason };

type DraftDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The statements that make the visit's draft of `kind` if it has none yet. The care: one line from
 * the appointment's service (its own price when the appointment carries one, else the service's),
 * or none when it has no service. A fee: one line of the clinic's fee, when it is above 0.
 */
export async function visitDraftStatements(deps: DraftDeps, request: VisitDraftRequest, onlyIf?: SQL): Promise<VisitDraftPlan> {
  const { db } = deps;
  const [visit] = await db
    .select({
      patientId: appointments.patientId,
      date: appointments.scheduledDate,
      paymentAmount: appointments.paymentAmount,
      serviceName: serviceTypes.name,
      servicePrice: serviceTypes.price,
      serviceTaxCode: serviceTypes.taxCode,
      noShowFee: clinicSettings.noShowFee,
      lateCancellationFee: clinicSettings.lateCancellationFee,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .leftJoin(clinicSettings, eq(clinicSettings.id, 1))
    .where(eq(appointments.id, request.appointmentId));
  if (!visit) return { invoiceId: null, reason: 'not_found' };
  if (!visit.patientId) return { invoiceId: null, reason: 'no_patient' };
  if (!visit.date) return { invoiceId: null, reason: 'undated' };

  let line: { description: string; amount: number; taxCode: TaxCode } | undefined;
  if (request.kind === 'visit') {
    if (visit.serviceName !== null) {
      const price = (visit.paymentAmount ?? 0) > 0 ? (visit.paymentAmount ?? 0) : (visit.servicePrice ?? 0);
      line = { description: visit.serviceName, amount: price, taxCode: visit.serviceTaxCode ?? 'exempt' };
    }
  } else {
    const fee = (request.kind === 'no_show_fee' ? visit.noShowFee : visit.lateCancellationFee) ?? 0;
    if (fee <= 0) return { invoiceId: null, reason: 'no_fee' };
    // A fee is for the missed appointment, not for care: no sales taxes apply to it here.
    line = { description: `${invoiceKindLabels[request.kind]} — ${visit.date}`, amount: fee, taxCode: 'exempt' };
  }

  const invoiceId = randomUUID();
  const patientId = visit.patientId;
  const stillTheirs = exists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(and(eq(appointments.id, request.appointmentId), eq(appointments.patientId, patientId), isNotNull(appointments.scheduledDate))),
  );
  const written = exists(db.select({ one: sql`1` }).from(invoices).where(eq(invoices.id, invoiceId)));
  const stamp = timestamps(deps.clock);
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    // The visit already has its draft (or invoice) of this kind: nothing is written.
    db.run(
      sql`${insertWhere(
        invoices,
        {
          id: invoiceId,
          patientId,
          appointmentId: request.appointmentId,
          kind: request.kind,
          totalAmount: line?.amount ?? 0,
          paymentStatus: 'draft',
          issuedOn: visit.date,
          dueOn: addDays(visit.date, invoicePaymentTermDays),
          createdBy: request.staffId,
          ...stamp,
        },
        and(stillTheirs, onlyIf),
      )} on conflict do nothing`,
    ),
  ];
  if (line) {
    statements.push(
      db.run(
        insertWhere(
          invoiceLines,
          {
            id: randomUUID(),
            invoiceId,
            appointmentId: request.kind === 'visit' ? request.appointmentId : null,
            description: line.description,
            serviceDate: visit.date,
            amount: line.amount,
            taxCode: line.taxCode,
            lineOrder: 0,
            quantity: 1,
          },
          written,
        ),
      ),
    );
  }
  statements.push(
    auditEventInsertWhere(
      deps,
      {
        actor: { type: request.staffId ? 'staff' : 'system', id: request.staffId },
        action: 'invoice.draft_created',
        entity: 'invoices',
        entityId: invoiceId,
        details: { patientId, kind: request.kind, appointmentId: request.appointmentId, totalCents: line?.amount ?? 0 },
      },
      written,
    ),
  );
  return { invoiceId, patientId, statements };
}

export interface VisitDraftOutcome {
  /** The visit's draft (or invoice) of this kind, made now or before; null when none could be made. */
  invoiceId: string | null;
  created: boolean;
  reason?: NoDraftReason;
}

/** Makes the visit's draft of `kind` now, unless it has one; answers which one it has. */
export async function createVisitDraft(deps: DraftDeps, request: VisitDraftRequest, onlyIf?: SQL): Promise<VisitDraftOutcome> {
  const plan = await visitDraftStatements(deps, request, onlyIf);
  if (plan.invoiceId === null) return { invoiceId: null, created: false, reason: plan.reason };
  const [inserted] = await deps.db.batch(plan.statements);
  if (inserted.rowsAffected === 1) return { invoiceId: plan.invoiceId, created: true };
  return { invoiceId: await visitInvoiceId(deps, request.appointmentId, request.kind), created: false };
}

export async function visitInvoiceId(deps: Pick<AppDeps, 'db'>, appointmentId: string, kind: VisitDraftKind): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.appointmentId, appointmentId), eq(invoices.kind, kind)));
  return row?.id ?? null;
}

/** The visit's draft of `kind` still waiting to be issued (its id and total), or null: what « Absent » says it prepared. */
export async function pendingVisitDraft(
  deps: Pick<AppDeps, 'db'>,
  appointmentId: string,
  kind: VisitDraftKind,
): Promise<{ invoiceId: string; totalCents: number } | null> {
  const [row] = await deps.db
    .select({ invoiceId: invoices.id, totalCents: invoices.totalAmount })
    .from(invoices)
    .where(and(eq(invoices.appointmentId, appointmentId), eq(invoices.kind, kind), eq(invoices.paymentStatus, 'draft')));
  return row ?? null;
}

/**
 * After the clinic cancelled a visit: its late-cancellation fee draft when the cancellation came
 * inside the late window (`self_service_cutoff_hours` before the visit, 24 h when unset) and the
 * clinic has such a fee.
 */
export async function lateCancellationDraft(deps: DraftDeps, appointmentId: string, staffId: string | null): Promise<VisitDraftOutcome> {
  const timing = await cancellationTiming(deps, appointmentId);
  if (timing === 'undated') return { invoiceId: null, created: false, reason: 'undated' };
  if (timing !== 'late') return { invoiceId: null, created: false };
  return createVisitDraft(deps, { appointmentId, kind: 'late_cancellation_fee', staffId });
}

/**
 * Whether a cancelled visit was cancelled inside the late window (`self_service_cutoff_hours` before
 * it, 24 h when unset): 'late', 'in-time', 'undated' (no slot), or undefined when it is not cancelled.
 */
export async function cancellationTiming(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  appointmentId: string,
): Promise<'late' | 'in-time' | 'undated' | undefined> {
  const [row] = await deps.db
    .select({
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      cancelledAt: appointments.cancelledAt,
      cutoffHours: clinicSettings.selfServiceCutoffHours,
      timeZone: clinicSettings.timeZone,
    })
    .from(appointments)
    .leftJoin(clinicSettings, eq(clinicSettings.id, 1))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'cancelled')));
  if (!row) return undefined;
  if (!row.date || !row.time) return 'undated';
  const windowMs = (row.cutoffHours ?? lateCancellationDefaultHours) * 3_600_000;
  const startsAt = clinicInstant(row.date, row.time, row.timeZone ?? defaultClinicTimeZone).getTime();
  const cancelledAt = row.cancelledAt ? Date.parse(row.cancelledAt) : deps.clock.now().getTime();
  return cancelledAt <= startsAt && startsAt - cancelledAt < windowMs ? 'late' : 'in-time';
}

/** The late window when the clinic set no cut-off for patients' own changes. */
export const lateCancellationDefaultHours = 24;
