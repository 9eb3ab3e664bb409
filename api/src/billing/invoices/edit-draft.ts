// What staff do to a draft before it is issued: add a product or a free line, adjust a
// line's amount, remove a line, delete the draft (never numbered, so nothing is lost), start a
// counter sale, waive a fee. Each change is one batch whose statements act only while the invoice
// is still a draft, with the total kept equal to the sum of its lines and the audit row; an issued
// invoice is refused (409: it is corrected by a credit note).
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { addDays } from 'shared-domain/platform/clinic-time';
import { deskLimits, deskMessages } from 'shared-domain/billing/desk-messages';
import type { FeeWaiver } from 'shared-domain/billing/fee-waiver';
import type { InvoiceKind } from 'shared-domain/billing/invoice-kind';
import type { invoiceLineSchema } from 'shared-domain/billing/invoice-draft';
import { errorCodes } from 'shared-domain/platform/errors';
import { invoicePaymentTermDays } from 'shared-domain/billing/invoice-ledger';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { invoiceLines, invoices, patients, products } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { clinicToday } from '../../clinic/public';

type EditDeps = Pick<AppDeps, 'db' | 'clock'>;
type InvoiceLineRequest = z.output<typeof invoiceLineSchema>;

const feeKinds: readonly InvoiceKind[] = ['no_show_fee', 'late_cancellation_fee'];

const isDraft = (invoiceId: string) => and(eq(invoices.id, invoiceId), eq(invoices.paymentStatus, 'draft'));
const draftExists = (deps: EditDeps, invoiceId: string) => exists(deps.db.select({ one: sql`1` }).from(invoices).where(isDraft(invoiceId)));
const linesTotal = (invoiceId: string) =>
  sql<number>`(select coalesce(sum(${invoiceLines.amount}), 0) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoiceId})`;

async function loadInvoice(deps: EditDeps, invoiceId: string) {
  const [row] = await deps.db
    .select({
      id: invoices.id,
      patientId: invoices.patientId,
      status: invoices.paymentStatus,
      kind: invoices.kind,
      issuedOn: invoices.issuedOn,
      total: invoices.totalAmount,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(deskMessages.invoiceNotFound);
  return row;
}

/** The invoice, refused unless it is a draft. */
async function loadDraft(deps: EditDeps, invoiceId: string) {
  const invoice = await loadInvoice(deps, invoiceId);
  if (invoice.status !== 'draft') throw new AppError(errorCodes.invoiceIssued, deskMessages.notADraft);
  return invoice;
}

const notADraft = () => new AppError(errorCodes.invoiceIssued, deskMessages.notADraft);

/** The total after the change, and its audit row: the statements that follow a change of lines. */
function afterLinesChange(
  deps: EditDeps,
  staffId: string,
  invoice: { id: string; patientId: string },
  change: 'line_added' | 'line_removed' | 'line_amount_changed',
  totalCents: number,
  changed: SQL,
) {
  return [
    deps.db
      .update(invoices)
      .set({ totalAmount: linesTotal(invoice.id), updatedAt: deps.clock.now().toISOString() })
      .where(and(isDraft(invoice.id), changed)),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'invoice.draft_updated',
        entity: 'invoices',
        entityId: invoice.id,
        details: { patientId: invoice.patientId, change, totalCents },
      },
      changed,
    ),
  ] as const;
}

/** « Ajouter » on a draft: a product of the catalogue (active) × quantity at its price, or a free line. */
export async function addDraftLine(deps: EditDeps, staffId: string, invoiceId: string, request: InvoiceLineRequest) {
  const invoice = await loadDraft(deps, invoiceId);
  let line: { description: string; amount: number; taxCode: 'exempt' | 'gst_qst'; productId: string | null; quantity: number };
  if ('productId' in request) {
    const [product] = await deps.db
      .select({ name: products.name, price: products.price, taxCode: products.taxCode })
      .from(products)
      .where(and(eq(products.id, request.productId), eq(products.isActive, true)));
    if (!product) throw fieldRefusal('productId', deskMessages.productNotFound);
    const amount = product.price * request.quantity;
    if (amount > deskLimits.maxCents) throw new AppError(errorCodes.amountAboveLimit, deskMessages.amountTooLarge('Le montant'));
    line = {
      description: request.quantity > 1 ? `${product.name} × ${request.quantity}` : product.name,
      amount,
      taxCode: product.taxCode,
      productId: request.productId,
      quantity: request.quantity,
    };
  } else {
    line = { description: request.description, amount: request.amountCents, taxCode: request.taxCode, productId: null, quantity: 1 };
  }
  const lineId = randomUUID();
  const room = sql`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoiceId}) < ${deskLimits.linesPerInvoice}`;
  const written = exists(deps.db.select({ one: sql`1` }).from(invoiceLines).where(eq(invoiceLines.id, lineId)));
  const nextOrder = sql`(select coalesce(max(${invoiceLines.lineOrder}), -1) + 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoiceId})`;
  const [inserted] = await deps.db.batch([
    deps.db.run(
      sql`insert into ${invoiceLines} (id, invoice_id, description, service_date, amount, tax_code, line_order, product_id, quantity)
        select ${lineId}, ${invoiceId}, ${line.description}, ${invoice.issuedOn}, ${line.amount}, ${line.taxCode}, ${nextOrder}, ${line.productId}, ${line.quantity}
        where ${draftExists(deps, invoiceId)} and ${room}`,
    ),
    ...afterLinesChange(deps, staffId, invoice, 'line_added', invoice.total + line.amount, written),
  ]);
  if (inserted.rowsAffected === 0) {
    await loadDraft(deps, invoiceId);
    throw new AppError(errorCodes.validationFailed, deskMessages.tooManyLines);
  }
  return lineId;
}

async function loadDraftLine(deps: EditDeps, invoiceId: string, lineId: string) {
  const invoice = await loadDraft(deps, invoiceId);
  const [line] = await deps.db
    .select({ amount: invoiceLines.amount })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.invoiceId, invoiceId)));
  if (!line) throw notFound(deskMessages.lineNotFound);
  return { invoice, line };
}

/** A draft line's amount adjusted (a courtesy, a different fee). */
export async function changeDraftLineAmount(deps: EditDeps, staffId: string, invoiceId: string, lineId: string, amountCents: number) {
  const { invoice, line } = await loadDraftLine(deps, invoiceId, lineId);
  const changed = sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.id} = ${lineId} and ${invoiceLines.amount} = ${amountCents})`;
  const [updated] = await deps.db.batch([
    deps.db
      .update(invoiceLines)
      .set({ amount: amountCents })
      .where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.invoiceId, invoiceId), draftExists(deps, invoiceId))),
    ...afterLinesChange(deps, staffId, invoice, 'line_amount_changed', invoice.total - line.amount + amountCents, changed),
  ]);
  if (updated.rowsAffected === 0) throw notADraft();
}

/** A line taken off a draft. */
export async function removeDraftLine(deps: EditDeps, staffId: string, invoiceId: string, lineId: string) {
  const { invoice, line } = await loadDraftLine(deps, invoiceId, lineId);
  const gone = sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.id} = ${lineId})`;
  const [removed] = await deps.db.batch([
    deps.db
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.invoiceId, invoiceId), draftExists(deps, invoiceId))),
    ...afterLinesChange(deps, staffId, invoice, 'line_removed', invoice.total - line.amount, gone),
  ]);
  if (removed.rowsAffected === 0) throw notADraft();
}

/** A draft deleted (a visit billed by mistake): never numbered, so no number is lost. */
export async function deleteDraft(deps: EditDeps, staffId: string, invoiceId: string) {
  const invoice = await loadInvoice(deps, invoiceId);
  if (invoice.status !== 'draft') throw new AppError(errorCodes.invoiceIssued, deskMessages.notDeletable);
  const [, , deleted] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'invoice.draft_deleted',
        entity: 'invoices',
        entityId: invoiceId,
        details: { patientId: invoice.patientId, kind: invoice.kind, totalCents: invoice.total },
      },
      draftExists(deps, invoiceId),
    ),
    deps.db.delete(invoiceLines).where(and(eq(invoiceLines.invoiceId, invoiceId), draftExists(deps, invoiceId))),
    deps.db.delete(invoices).where(isDraft(invoiceId)),
  ]);
  if (deleted.rowsAffected === 0) throw new AppError(errorCodes.invoiceIssued, deskMessages.notDeletable);
}

/** « Nouvelle vente »: an empty draft for a sale at the counter, dated today. */
export async function createSaleDraft(deps: EditDeps, staffId: string, patientId: string): Promise<string> {
  const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw fieldRefusal('patientId', deskMessages.patientNotFound);
  const today = await clinicToday(deps);
  const invoiceId = randomUUID();
  await deps.db.batch([
    deps.db.run(
      insertWhere(
        invoices,
        {
          id: invoiceId,
          patientId,
          kind: 'sale',
          totalAmount: 0,
          paymentStatus: 'draft',
          issuedOn: today,
          dueOn: addDays(today, invoicePaymentTermDays),
          createdBy: staffId,
          ...timestamps(deps.clock),
        },
        exists(deps.db.select({ one: sql`1` }).from(patients).where(eq(patients.id, patientId))),
      ),
    ),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'invoice.draft_created',
        entity: 'invoices',
        entityId: invoiceId,
        details: { patientId, kind: 'sale', appointmentId: null, totalCents: 0 },
      },
      exists(deps.db.select({ one: sql`1` }).from(invoices).where(eq(invoices.id, invoiceId))),
    ),
  ]);
  return invoiceId;
}

/** « Renoncer aux frais »: a fee draft becomes 'waived', with why and by whom; it is never owed. */
export async function waiveFee(deps: EditDeps, staffId: string, invoiceId: string, waiver: FeeWaiver) {
  const invoice = await loadInvoice(deps, invoiceId);
  if (!feeKinds.includes(invoice.kind)) throw new AppError(errorCodes.validationFailed, deskMessages.notAFee);
  if (invoice.status !== 'draft') throw notADraft();
  const waivable = and(isDraft(invoiceId), inArray(invoices.kind, feeKinds));
  const [, waived] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'invoice.fee_waived',
        entity: 'invoices',
        entityId: invoiceId,
        details: { patientId: invoice.patientId, reason: waiver.reason },
      },
      exists(deps.db.select({ one: sql`1` }).from(invoices).where(waivable)),
    ),
    deps.db
      .update(invoices)
      .set({
        paymentStatus: 'waived',
        waiverReason: waiver.reason,
        waiverNote: waiver.note,
        waivedBy: staffId,
        waivedAt: deps.clock.now().toISOString(),
        updatedAt: deps.clock.now().toISOString(),
      })
      .where(waivable),
  ]);
  if (waived.rowsAffected === 0) throw notADraft();
}

export { loadInvoice as loadInvoiceHeader };
