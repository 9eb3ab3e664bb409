import { describe, expect, it } from 'vitest';
import { lastFourQuarters, smallSupplierMessage, smallSupplierMeter, taxReport, taxReportPeriod, taxReportQuerySchema } from './tax-report';

// A pillow sold 45,99 $ taxes included: 40,00 $ + GST 2,00 $ + QST 3,99 $ (5 % and 9,975 % of 40,00 $).
const pillow = { amountCents: 4599, taxCode: 'gst_qst' } as const;
const care = { amountCents: 8500, taxCode: 'exempt' } as const;

describe('taxReport', () => {
  it('takes the GST and QST out of a taxable pillow and keeps exempt care apart', () => {
    const report = taxReport({ invoices: [{ lines: [care, pillow] }, { lines: [care] }], creditNotes: [], refundsCents: 0 });
    expect(report.sales).toEqual({ taxableCents: 4599, beforeTaxCents: 4000, gstCents: 200, qstCents: 399, exemptCents: 17000 });
    expect(report.net).toEqual(report.sales);
    expect(report.invoiceCount).toBe(2);
  });

  it('deducts a credit note with the taxes it took back', () => {
    const report = taxReport({
      invoices: [{ lines: [care, pillow] }, { lines: [pillow] }],
      creditNotes: [{ lines: [pillow] }, { lines: [{ amountCents: 2000, taxCode: 'exempt' }] }],
      refundsCents: 4599,
    });
    expect(report.creditNotes).toEqual({ taxableCents: 4599, beforeTaxCents: 4000, gstCents: 200, qstCents: 399, exemptCents: 2000 });
    expect(report.net).toEqual({ taxableCents: 4599, beforeTaxCents: 4000, gstCents: 200, qstCents: 399, exemptCents: 6500 });
    // A refund is money a credit note already took off: listed, not deducted again.
    expect(report.refundsCents).toBe(4599);
  });

  it('rounds each document as it printed its taxes', () => {
    // Two 10,00 $ items on two invoices: 0,43 $ of GST each, 0,86 $ in all, where 20,00 $ on one would give 0,87 $.
    const report = taxReport({
      invoices: [{ lines: [{ amountCents: 1000, taxCode: 'gst_qst' }] }, { lines: [{ amountCents: 1000, taxCode: 'gst_qst' }] }],
      creditNotes: [],
      refundsCents: 0,
    });
    expect(report.sales.gstCents).toBe(86);
    expect(report.sales.qstCents).toBe(174);
    expect(report.sales.beforeTaxCents + report.sales.gstCents + report.sales.qstCents).toBe(report.sales.taxableCents);
  });
});

describe('the small-supplier meter', () => {
  it('counts the quarter under way and the three before it', () => {
    expect(lastFourQuarters('2027-02-10').map((quarter) => [quarter.label, quarter.from, quarter.to])).toEqual([
      ['2026-T2', '2026-04-01', '2026-06-30'],
      ['2026-T3', '2026-07-01', '2026-09-30'],
      ['2026-T4', '2026-10-01', '2026-12-31'],
      ['2027-T1', '2027-01-01', '2027-03-31'],
    ]);
    expect(taxReportPeriod({}, '2024-02-29')).toEqual({ from: '2024-01-01', to: '2024-03-31' });
  });

  it('warns from 80 % of 30 000 $ and says when it is passed', () => {
    const quarters = (cents: number) => lastFourQuarters('2027-02-10').map((quarter) => ({ ...quarter, suppliesCents: cents }));
    expect(smallSupplierMeter(quarters(599_999)).level).toBe('under');
    const warning = smallSupplierMeter(quarters(600_000));
    expect(warning).toMatchObject({ suppliesCents: 2_400_000, percent: 80, level: 'warning' });
    expect(smallSupplierMessage(warning, false)).toContain('80 % du seuil de 30 000 $');
    expect(smallSupplierMeter(quarters(750_000)).level).toBe('warning');
    const over = smallSupplierMeter(quarters(750_001));
    expect(over.level).toBe('over');
    expect(smallSupplierMessage(over, false)).toContain('doit s’inscrire');
    expect(smallSupplierMessage(over, true)).toContain('inscrite');
  });
});

describe('the report’s period', () => {
  it('refuses a period reversed or longer than a year, in French', () => {
    expect(taxReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-03-31' }).success).toBe(true);
    const reversed = taxReportQuerySchema.safeParse({ from: '2026-03-31', to: '2026-01-01' });
    expect(reversed.success).toBe(false);
    const long = taxReportQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' });
    expect(long.error?.issues[0]?.message).toMatch(/jours|an/);
  });
});
