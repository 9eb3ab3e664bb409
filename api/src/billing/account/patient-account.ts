// « Compte du patient »: what the checkout dialog and the patient file show — the invoices
// still owed (oldest first) and the drafts the checkout would issue, the account credit, the saved
// cards for « Carte enregistrée », and the payments that can still be refunded.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cardExpiryState } from 'shared-domain/billing/card';
import type { DeskPatientAccount } from 'shared-domain/billing/desk-account-views';
import { owedInvoiceStatuses, paymentRefundableCents } from 'shared-domain/billing/invoice-ledger';
import { tenderLabel } from 'shared-domain/billing/tender';
import type { AppDeps } from '../../deps';
import { invoices, patients, paymentMethods } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { creditSources } from './credit-sources';
import { deskInvoiceSummaries } from './invoice-summaries';

export async function loadPatient(db: AppDeps['db'], patientId: string) {
  const [patient] = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  return { id: patient.id, name: `${patient.firstName} ${patient.lastName}`.trim(), email: patient.email };
}

/** The patient's active saved cards, primary first; an expired one is listed, marked, and refused at checkout. */
export async function patientCards(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, timeZone: string) {
  const rows = await deps.db
    .select({
      id: paymentMethods.id,
      brand: paymentMethods.cardBrand,
      lastFour: paymentMethods.lastFourDigits,
      expiryMonth: paymentMethods.expiryMonth,
      expiryYear: paymentMethods.expiryYear,
      isPrimary: paymentMethods.isPrimary,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows
    .map((card) => ({
      id: card.id,
      label: cardLabel(card),
      expired: cardExpiryState({ month: card.expiryMonth, year: card.expiryYear }, deps.clock.now(), timeZone) === 'expired',
      isPrimary: card.isPrimary,
    }))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

/** 'Visa se terminant par 4242', as the receipt e-mail writes it. */
export function cardLabel(card: { brand: string; lastFour: string }): string {
  return `${card.brand} se terminant par ${card.lastFour}`;
}

export async function patientAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  patientId: string,
  timeZone: string,
): Promise<DeskPatientAccount> {
  const patient = await loadPatient(deps.db, patientId);
  const [open, drafts, sources, cards] = await Promise.all([
    deskInvoiceSummaries(deps.db, and(eq(invoices.patientId, patientId), inArray(invoices.paymentStatus, owedInvoiceStatuses))),
    deskInvoiceSummaries(deps.db, and(eq(invoices.patientId, patientId), eq(invoices.paymentStatus, 'draft'))),
    creditSources(deps.db, patientId),
    patientCards(deps, patientId, timeZone),
  ]);
  const owedCents = open.reduce((sum, invoice) => sum + invoice.openCents, 0);
  const creditCents = sources.reduce((sum, source) => sum + source.unappliedCents, 0);
  return {
    patient,
    openInvoices: open,
    drafts,
    owedCents,
    creditCents,
    balanceCents: owedCents - creditCents,
    cards,
    refundablePayments: sources
      .map((source) => ({
        id: source.id,
        tender: source.tender ?? 'card_on_file',
        tenderLabel: tenderLabel(source.tender ?? 'card_on_file'),
        receivedAt: source.receivedAt,
        amountCents: source.amountCents,
        refundableCents: paymentRefundableCents({
          amountCents: source.amountCents,
          allocatedCents: source.allocatedCents,
          refundedCents: source.refundedCents,
        }),
      }))
      .reverse(),
  };
}
