// « Relevé annuel des frais de soins »: for a patient and a period of at most twelve months (by
// default the previous calendar year), each paid visit with what she paid of it herself, the total,
// and what a payer (an insurer paying the clinic, the SAAQ, the CNESST) paid apart: only what the
// patient paid counts for the Quebec and federal medical-expense credits, and the statement says
// so. Built from the data each time it is read, so a credit note or a refund changes it at once.
// Pure: the PDF, the portal and the desk read the same rows.
import { z } from 'zod';
import { formatMoney, formatShortDate } from '../platform/format';
import { validationMessages as m } from '../platform/validation-messages';
import { checkDeskPeriod, deskPeriodFields } from './desk-period';

export const yearlyStatementTitle = 'Relevé annuel des frais de soins';

/** What the statement says of the credits, under its total. */
export const medicalExpenseNote =
  'Seul le montant payé par le patient compte pour le crédit d’impôt pour frais médicaux du Québec et pour celui du fédéral. ' +
  'Les montants payés par un tiers (assureur, SAAQ, CNESST) sont indiqués à part et n’y comptent pas.';

export const yearlyStatementLabels = {
  from: 'Du',
  to: 'Au',
  date: 'Date',
  service: 'Service',
  receipt: 'N° de reçu',
  patientPaid: 'Payé par le patient',
  payerPaid: 'Payé par un tiers',
  total: 'Total payé par le patient',
  payerTotal: 'Total payé par un tiers (non admissible)',
  noReceipt: '—',
  none: 'Aucune visite payée pendant cette période.',
} as const;

/** A period may not be longer than a year (366 days: a leap year). */
export const yearlyStatementLimits = { maxDays: 366 } as const;

/** The desk's « Relevé annuel » period: `from`/`to`, both or neither (neither: the previous calendar year). */
export const yearlyStatementQuerySchema = z
  .object(deskPeriodFields())
  .superRefine((period, context) => {
    if ((period.from === undefined) !== (period.to === undefined)) {
      const field = period.from === undefined ? 'from' : 'to';
      context.addIssue({ code: 'custom', path: [field], message: m.required(yearlyStatementLabels[field]) });
    }
  })
  .superRefine(checkDeskPeriod(yearlyStatementLimits.maxDays));
export type YearlyStatementQuery = z.input<typeof yearlyStatementQuerySchema>;

export interface StatementPeriod {
  /** 'YYYY-MM-DD', both inclusive. */
  from: string;
  to: string;
}

/** The calendar year `year` as a period. */
export function calendarYearPeriod(year: number): StatementPeriod {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The period asked for, else the calendar year before `today` ('YYYY-MM-DD', the clinic's). */
export function statementPeriod(query: { from?: string | undefined; to?: string | undefined }, today: string): StatementPeriod {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  return calendarYearPeriod(Number(today.slice(0, 4)) - 1);
}

/**
 * The years whose statement the portal offers on `today`: a year's statement comes on the 1st of
 * January after it (never the year under way), back to the year of her first paid visit.
 */
export function statementYearsAvailable(today: string, firstVisitDate: string | null, maxYears = 7): number[] {
  if (firstVisitDate === null) return [];
  const last = Number(today.slice(0, 4)) - 1;
  const first = Math.max(Number(firstVisitDate.slice(0, 4)), last - maxYears + 1);
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
}

/** One paid visit, as the API reads it. */
export interface StatementVisitInput {
  date: string;
  service: string;
  /** Null until the visit's insurance receipt is first printed (its number is given then). */
  receiptNumber: string | null;
  /** What the patient paid of the visit's care, net of credit notes (cents). */
  patientPaidCents: number;
  /** What a payer paid of it (cents; 0 when none). */
  payerPaidCents: number;
}

export interface YearlyStatementInput {
  patientName: string;
  period: StatementPeriod;
  visits: readonly StatementVisitInput[];
}

export interface YearlyStatement {
  patientName: string;
  period: StatementPeriod;
  /** Oldest first; only visits someone paid something of. */
  visits: StatementVisitInput[];
  patientTotalCents: number;
  payerTotalCents: number;
}

/** The statement: the visits of the period someone paid for, oldest first, and the two totals. */
export function yearlyStatement(input: YearlyStatementInput): YearlyStatement {
  const visits = input.visits
    .filter((visit) => visit.date >= input.period.from && visit.date <= input.period.to)
    .filter((visit) => visit.patientPaidCents > 0 || visit.payerPaidCents > 0)
    .map((visit) => ({ ...visit }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    patientName: input.patientName,
    period: input.period,
    visits,
    patientTotalCents: visits.reduce((sum, visit) => sum + visit.patientPaidCents, 0),
    payerTotalCents: visits.reduce((sum, visit) => sum + visit.payerPaidCents, 0),
  };
}

/**
 * What the patient paid of a visit's care: what she paid of its invoice, the care first (an item sold
 * with the visit is not a medical expense), never more than the care net of credit notes.
 */
export function patientPaidForCare(invoice: { paidCents: number; careCents: number }): number {
  return Math.max(0, Math.min(invoice.paidCents, invoice.careCents));
}

/** « Période du 1er janv. 2026 au 31 déc. 2026 » */
export function statementPeriodText(period: StatementPeriod, timeZone: string): string {
  return `Période du ${formatShortDate(period.from, timeZone)} au ${formatShortDate(period.to, timeZone)}`;
}

/** The table's rows as printed: date, service, receipt number, paid by the patient, paid by a payer. */
export function yearlyStatementRows(statement: YearlyStatement, timeZone: string): [string, string, string, string, string][] {
  return statement.visits.map((visit) => [
    formatShortDate(visit.date, timeZone),
    visit.service,
    visit.receiptNumber ?? yearlyStatementLabels.noReceipt,
    formatMoney(visit.patientPaidCents),
    visit.payerPaidCents > 0 ? formatMoney(visit.payerPaidCents) : yearlyStatementLabels.noReceipt,
  ]);
}

/** 'releve-annuel-2026.pdf', or 'releve-2026-03-01-2027-02-28.pdf' for another period. */
export function yearlyStatementFileName(period: StatementPeriod): string {
  const year = period.from.slice(0, 4);
  if (period.from === `${year}-01-01` && period.to === `${year}-12-31`) return `releve-annuel-${year}.pdf`;
  return `releve-${period.from}-${period.to}.pdf`;
}

export const yearlyStatementBatchLabels = { year: 'Année', ratePerMinute: 'Courriels par minute' } as const;

/** The January batch's limits: the same rate bounds as every batch of e-mails. */
export const yearlyStatementBatchLimits = { minRatePerMinute: 1, maxRatePerMinute: 600, defaultRatePerMinute: 30 } as const;

/** « Envoyer les relevés annuels »: the year (a past one; checked against today by the API) and the rate. */
export const yearlyStatementBatchSchema = z.strictObject({
  year: z
    .number({ error: m.pattern(yearlyStatementBatchLabels.year) })
    .int({ error: m.pattern(yearlyStatementBatchLabels.year) })
    .min(2000, { error: m.min(yearlyStatementBatchLabels.year, 2000) })
    .max(2100, { error: m.max(yearlyStatementBatchLabels.year, 2100) }),
  ratePerMinute: z
    .number({ error: m.pattern(yearlyStatementBatchLabels.ratePerMinute) })
    .int({ error: m.pattern(yearlyStatementBatchLabels.ratePerMinute) })
    .min(yearlyStatementBatchLimits.minRatePerMinute, {
      error: m.min(yearlyStatementBatchLabels.ratePerMinute, yearlyStatementBatchLimits.minRatePerMinute),
    })
    .max(yearlyStatementBatchLimits.maxRatePerMinute, {
      error: m.max(yearlyStatementBatchLabels.ratePerMinute, yearlyStatementBatchLimits.maxRatePerMinute),
    })
    .default(yearlyStatementBatchLimits.defaultRatePerMinute),
});
export type YearlyStatementBatchInput = z.input<typeof yearlyStatementBatchSchema>;

/** A year whose statements may not be sent yet: it is not over. */
export const yearNotOverMessage = (year: number) =>
  `L’année ${year} n’est pas terminée : ses relevés s’envoient à partir du 1er janvier ${year + 1}.`;

export const yearlyStatementBatchQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, { error: m.pattern(yearlyStatementBatchLabels.year) })
    .transform(Number)
    .optional(),
});
