// « Rapport de taxes » for a period, and the small-supplier meter (« petit fournisseur »).
//
// The report counts the invoices issued in the period and the credit notes issued in it, each
// document's taxes taken out of its taxable lines exactly as the document printed them
// (`invoiceTotals`: prices include their taxes): taxable sales and the GST and QST included in them,
// the credit notes' share deducted, and exempt sales (care) apart. A refund gives back money a
// credit note already took off its invoice (the desk refunds only what is not applied to an
// invoice), so refunds are listed for the reader and not deducted a second time.
//
// The meter: a clinic whose taxable supplies (before taxes) pass 30 000 $ over four consecutive
// calendar quarters must register for the GST and the QST. It adds up the current quarter (to date)
// and the three before it, and warns from 80 %.
import { z } from 'zod';
import { csvFormatField } from '../platform/csv-format';
import { invoiceTotals } from './invoice';
import type { TaxCode } from './tax-code';
import { checkDeskPeriod, deskPeriodFields } from './desk-period';

export const taxReportTitle = 'Rapport de taxes';

export const taxReportLimits = { maxDays: 366 } as const;

export const taxReportQuerySchema = z.object(deskPeriodFields()).superRefine(checkDeskPeriod(taxReportLimits.maxDays));
export type TaxReportQuery = z.input<typeof taxReportQuerySchema>;

export const taxReportCsvQuerySchema = z
  .object({ ...deskPeriodFields(), format: csvFormatField })
  .superRefine(checkDeskPeriod(taxReportLimits.maxDays));

/** A document's line as the report reads it: its amount (taxes included) and its tax code. */
export interface TaxedLine {
  amountCents: number;
  taxCode: TaxCode;
}

/** An invoice or a credit note: its lines. */
export interface TaxedDocument {
  lines: readonly TaxedLine[];
}

/** Sales or their deductions, in cents: taxable (taxes included) split into before-tax, GST and QST; exempt apart. */
export interface TaxFigures {
  taxableCents: number;
  beforeTaxCents: number;
  gstCents: number;
  qstCents: number;
  exemptCents: number;
}

export interface TaxReport {
  sales: TaxFigures;
  creditNotes: TaxFigures;
  /** Sales less credit notes: what the return declares. */
  net: TaxFigures;
  /** Money handed back in the period, already deducted through its credit notes. */
  refundsCents: number;
  invoiceCount: number;
  creditNoteCount: number;
}

const noFigures: TaxFigures = { taxableCents: 0, beforeTaxCents: 0, gstCents: 0, qstCents: 0, exemptCents: 0 };

function documentFigures(document: TaxedDocument): TaxFigures {
  const totals = invoiceTotals(
    document.lines.map((line) => ({ description: '', date: '', amountCents: line.amountCents, taxCode: line.taxCode })),
    0,
  );
  const taxable = document.lines.filter((line) => line.taxCode === 'gst_qst').reduce((sum, line) => sum + line.amountCents, 0);
  return {
    taxableCents: taxable,
    beforeTaxCents: taxable - totals.gst - totals.qst,
    gstCents: totals.gst,
    qstCents: totals.qst,
    exemptCents: totals.total - taxable,
  };
}

function add(a: TaxFigures, b: TaxFigures): TaxFigures {
  return {
    taxableCents: a.taxableCents + b.taxableCents,
    beforeTaxCents: a.beforeTaxCents + b.beforeTaxCents,
    gstCents: a.gstCents + b.gstCents,
    qstCents: a.qstCents + b.qstCents,
    exemptCents: a.exemptCents + b.exemptCents,
  };
}

function subtract(a: TaxFigures, b: TaxFigures): TaxFigures {
  return {
    taxableCents: a.taxableCents - b.taxableCents,
    beforeTaxCents: a.beforeTaxCents - b.beforeTaxCents,
    gstCents: a.gstCents - b.gstCents,
    qstCents: a.qstCents - b.qstCents,
    exemptCents: a.exemptCents - b.exemptCents,
  };
}

/** Each document's figures summed (a document rounds its own taxes, as it printed them). */
export function taxFigures(documents: readonly TaxedDocument[]): TaxFigures {
  return documents.reduce((sum, document) => add(sum, documentFigures(document)), noFigures);
}

export function taxReport(input: {
  invoices: readonly TaxedDocument[];
  creditNotes: readonly TaxedDocument[];
  refundsCents: number;
}): TaxReport {
  const sales = taxFigures(input.invoices);
  const creditNotes = taxFigures(input.creditNotes);
  return {
    sales,
    creditNotes,
    net: subtract(sales, creditNotes),
    refundsCents: input.refundsCents,
    invoiceCount: input.invoices.length,
    creditNoteCount: input.creditNotes.length,
  };
}

/** The small-supplier threshold: 30 000 $ of taxable supplies over four calendar quarters. */
export const smallSupplierThresholdCents = 3_000_000;
/** The meter warns from this share of the threshold. */
export const smallSupplierWarningPercent = 80;

export interface CalendarQuarter {
  /** '2026-T3' as the page prints it. */
  label: string;
  from: string;
  to: string;
}

/** The quarter holding `day` and the three before it, oldest first. */
export function lastFourQuarters(day: string): CalendarQuarter[] {
  const year = Number(day.slice(0, 4));
  const quarter = Math.floor((Number(day.slice(5, 7)) - 1) / 3);
  const quarters: CalendarQuarter[] = [];
  for (let back = 3; back >= 0; back -= 1) {
    const index = year * 4 + quarter - back;
    const y = Math.floor(index / 4);
    const q = index % 4;
    const firstMonth = q * 3 + 1;
    const lastMonth = firstMonth + 2;
    const lastDay = new Date(Date.UTC(y, lastMonth, 0)).getUTCDate();
    quarters.push({
      label: `${y}-T${q + 1}`,
      from: `${y}-${String(firstMonth).padStart(2, '0')}-01`,
      to: `${y}-${String(lastMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`,
    });
  }
  return quarters;
}

export type SmallSupplierLevel = 'under' | 'warning' | 'over';

export interface SmallSupplierMeter {
  quarters: (CalendarQuarter & { suppliesCents: number })[];
  /** Taxable supplies before taxes, net of credit notes, over the four quarters. */
  suppliesCents: number;
  thresholdCents: number;
  /** Whole percent of the threshold, rounded down. */
  percent: number;
  level: SmallSupplierLevel;
}

/** The meter from each quarter's taxable supplies before taxes (oldest first). */
export function smallSupplierMeter(quarters: readonly (CalendarQuarter & { suppliesCents: number })[]): SmallSupplierMeter {
  const supplies = quarters.reduce((sum, quarter) => sum + quarter.suppliesCents, 0);
  const percent = Math.floor((Math.max(0, supplies) * 100) / smallSupplierThresholdCents);
  const level: SmallSupplierLevel =
    supplies > smallSupplierThresholdCents ? 'over' : percent >= smallSupplierWarningPercent ? 'warning' : 'under';
  return { quarters: [...quarters], suppliesCents: supplies, thresholdCents: smallSupplierThresholdCents, percent, level };
}

/** What the meter says, beside its figure. */
export function smallSupplierMessage(meter: SmallSupplierMeter, registered: boolean): string {
  if (registered) return 'La clinique est inscrite aux fichiers de la TPS et de la TVQ : ces montants sont à déclarer.';
  if (meter.level === 'over')
    return 'Le seuil de 30 000 $ est dépassé : la clinique n’est plus un petit fournisseur et doit s’inscrire à la TPS et à la TVQ.';
  if (meter.level === 'warning')
    return `Attention : ${meter.percent} % du seuil de 30 000 $ est atteint. Au-delà, la clinique devra s’inscrire à la TPS et à la TVQ.`;
  return `${meter.percent} % du seuil de 30 000 $ du petit fournisseur.`;
}

/** 'rapport-taxes-2026-01-01-2026-03-31.csv' */
export function taxReportCsvFileName(period: { from: string; to: string }): string {
  return `rapport-taxes-${period.from}-${period.to}.csv`;
}

/** The period asked for, else the calendar quarter holding `today`. */
export function taxReportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const quarter = lastFourQuarters(today).at(-1) as CalendarQuarter;
  return { from: query.from ?? quarter.from, to: query.to ?? quarter.to };
}

/** The figures' names, as the page and the CSV export write them. */
export const taxFigureLabels = {
  taxableCents: 'Ventes taxables (taxes incluses)',
  beforeTaxCents: 'Ventes taxables avant taxes',
  gstCents: 'TPS incluse',
  qstCents: 'TVQ incluse',
  exemptCents: 'Ventes exonérées',
} as const satisfies Record<keyof TaxFigures, string>;

export const taxFigureKeys = Object.keys(taxFigureLabels) as (keyof TaxFigures)[];

/** The report's rows: sales, less credit notes, net. */
export const taxReportRowLabels = {
  sales: 'Ventes de la période',
  creditNotes: 'Moins : notes de crédit',
  net: 'Net à déclarer',
} as const;

export const taxReportRefundsText = 'Remboursements de la période (déjà déduits par leurs notes de crédit)';
