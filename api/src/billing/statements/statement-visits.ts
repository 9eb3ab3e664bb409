// What a patient's yearly statement is made of, read from her invoices each time it is asked for:
// her visits of the period that took place, each with its care (the lines that are not a product,
// net of what credit notes took off them), what she paid of its invoice (net of the payments a credit
// note freed), its insurance receipt's number once printed, and what a payer paid. A credit note or a
// refund in the year is therefore in the next read; nothing is stored.
import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  type StatementPeriod,
  type StatementVisitInput,
  patientPaidForCare,
  type YearlyStatement,
  yearlyStatement,
} from 'shared-domain/billing/yearly-statement';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import {
  appointments,
  insuranceReceipts,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  payerPaymentAllocations,
  paymentTransactions,
  serviceTypes,
} from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { type ClinicLetterhead, clinicLetterhead } from '../documents/letterhead';

/**
 * What payers (an insurer paying the clinic, the SAAQ, the CNESST) paid of each invoice, by invoice
 * id: the completed payments a payer's cheque or deposit was split into (`payer_payment_allocations`),
 * as the insurance receipt counts them. The one place the statement reads them from.
 */
export async function payerPaidByInvoice(deps: Pick<AppDeps, 'db'>, invoiceIds: readonly string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ invoiceId: invoicePayments.invoiceId, cents: sql<number>`sum(${invoicePayments.amount})` })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .innerJoin(payerPaymentAllocations, eq(payerPaymentAllocations.transactionId, paymentTransactions.id))
    .where(and(inArray(invoicePayments.invoiceId, [...invoiceIds]), eq(paymentTransactions.status, 'completed')))
    .groupBy(invoicePayments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.cents)]));
}

/** The care visits of patients (one or many) in the period, with what was paid of them. */
export async function statementVisits(
  deps: Pick<AppDeps, 'db'>,
  patientIds: readonly string[],
  period: StatementPeriod,
): Promise<Map<string, StatementVisitInput[]>> {
  const byPatient = new Map<string, StatementVisitInput[]>();
  if (patientIds.length === 0) return byPatient;
  const care = deps.db
    .select({
      invoiceId: invoiceLines.invoiceId,
      careCents: sql<number>`sum(${invoiceLines.amount} - ${invoiceLines.creditedAmount})`.as('care_cents'),
    })
    .from(invoiceLines)
    .where(sql`${invoiceLines.productId} is null`)
    .groupBy(invoiceLines.invoiceId)
    .as('care');
  const rows = await deps.db
    .select({
      invoiceId: invoices.id,
      patientId: invoices.patientId,
      date: appointments.scheduledDate,
      service: serviceTypes.name,
      receiptNumber: insuranceReceipts.number,
      paidCents: invoices.paidAmount,
      careCents: care.careCents,
    })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .innerJoin(care, eq(care.invoiceId, invoices.id))
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .leftJoin(insuranceReceipts, eq(insuranceReceipts.appointmentId, appointments.id))
    .where(
      and(
        inArray(invoices.patientId, [...patientIds]),
        eq(invoices.kind, 'visit'),
        gt(invoices.paidAmount, 0),
        eq(appointments.status, 'completed'),
        gte(appointments.scheduledDate, period.from),
        lte(appointments.scheduledDate, period.to),
      ),
    );
  const payers = await payerPaidByInvoice(
    deps,
    rows.map((row) => row.invoiceId),
  );
  for (const row of rows) {
    const visits = byPatient.get(row.patientId) ?? [];
    // The invoice's paid amount counts the payer's share too: the patient paid the rest.
    const payerPaidCents = payers.get(row.invoiceId) ?? 0;
    visits.push({
      date: row.date ?? '',
      service: row.service ?? '',
      receiptNumber: row.receiptNumber,
      patientPaidCents: patientPaidForCare({ paidCents: row.paidCents - payerPaidCents, careCents: Number(row.careCents) }),
      payerPaidCents,
    });
    byPatient.set(row.patientId, visits);
  }
  return byPatient;
}

export interface StatementDocument {
  statement: YearlyStatement;
  clinic: ClinicLetterhead;
  timeZone: string;
  patientId: string;
}

/** One patient's statement for the period; an unknown patient is a 404. */
export async function loadYearlyStatement(
  deps: Pick<AppDeps, 'db'>,
  patientId: string,
  period: StatementPeriod,
): Promise<StatementDocument> {
  const [patient] = await deps.db
    .select({ firstName: patients.firstName, lastName: patients.lastName })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  const [visits, settings] = await Promise.all([statementVisits(deps, [patientId], period), loadClinicSettings(deps.db)]);
  return {
    statement: yearlyStatement({
      patientName: `${patient.firstName} ${patient.lastName}`.trim(),
      period,
      visits: visits.get(patientId) ?? [],
    }),
    clinic: clinicLetterhead(settings, { taxable: false }),
    timeZone: settings.timeZone,
    patientId,
  };
}

/** The day of the patient's first paid care visit (null: none), for the years the portal offers. */
export async function firstPaidVisitDate(deps: Pick<AppDeps, 'db'>, patientId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ first: sql<string | null>`min(${appointments.scheduledDate})` })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(
      and(eq(invoices.patientId, patientId), eq(invoices.kind, 'visit'), gt(invoices.paidAmount, 0), eq(appointments.status, 'completed')),
    );
  return row?.first ?? null;
}

/**
 * The patients who have a statement for the period (a care visit someone paid something of), in
 * id order from after `afterId`, at most `limit`: the yearly batch reads them chunk by chunk.
 */
export async function patientsWithStatement(
  deps: Pick<AppDeps, 'db'>,
  period: StatementPeriod,
  page: { afterId?: string; limit?: number } = {},
): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ patientId: invoices.patientId })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(
      and(
        eq(invoices.kind, 'visit'),
        gt(invoices.paidAmount, 0),
        eq(appointments.status, 'completed'),
        gte(appointments.scheduledDate, period.from),
        lte(appointments.scheduledDate, period.to),
        page.afterId === undefined ? undefined : gt(invoices.patientId, page.afterId),
      ),
    )
    .orderBy(invoices.patientId)
    .limit(page.limit ?? 1_000_000);
  return rows.map((row) => row.patientId);
}
