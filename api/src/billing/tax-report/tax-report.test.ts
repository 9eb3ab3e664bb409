// « Rapport de taxes » on a real database, with documents whose taxes are known: a taxable pillow
// (45,99 $: 40,00 $ + GST 2,00 $ + QST 3,99 $), exempt care (85,00 $) and a credit note taking a
// pillow back; the CSV export says the same figures; the small-supplier meter warns at 80 % of
// 30 000 $; the reception sees no revenue. The report's quarter is two years before the demo's invoices.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoReception } from '../../demo/demo-clinic';
import { clinicSettings, creditNoteLines, creditNotes, invoiceLines, invoices, staffUsers } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { newPatient } from '../invoices/invoice-test-support';

const pillow = { description: 'Oreiller cervical', amount: 4599, taxCode: 'gst_qst' as const };
const care = { description: 'Suivi', amount: 8500, taxCode: 'exempt' as const };

describe('the tax report and the small-supplier meter', () => {
  const testApp = useTestApp({ now: '2019-05-15T15:00:00Z' });
  let admin: string;
  let reception: string;
  let patientId: string;
  let counter = 0;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const [desk] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoReception.email));
    reception = await createTestSession(testApp(), { subjectType: 'staff', subjectId: desk!.id, secondFactorVerified: true });
    patientId = await newPatient(testApp());
  });

  /** The report's answer, or a refusal's. */
  interface Answer {
    period: { from: string; to: string };
    report: unknown;
    meter: {
      level: string;
      percent: number;
      suppliesCents: number;
      thresholdCents: number;
      message: string;
      quarters: { label: string }[];
    };
    error: { fields: Record<string, string> };
  }

  const get = async (path: string, cookie = admin) => {
    const response = await testApp().app.request(`/api/admin${path}`, { headers: { cookie } });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as Answer) : undefined;
    return { status: response.status, response, text, body: json as Answer };
  };

  async function invoice(
    issuedOn: string,
    lines: { description: string; amount: number; taxCode: 'exempt' | 'gst_qst' }[],
    status: 'paid' | 'draft' = 'paid',
  ) {
    counter += 1;
    const id = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id,
        patientId,
        kind: 'sale',
        totalAmount: lines.reduce((sum, line) => sum + line.amount, 0),
        paymentStatus: status,
        issuedOn,
        dueOn: issuedOn,
        number: status === 'draft' ? null : `T-${String(counter).padStart(5, '0')}`,
        issuedAt: status === 'draft' ? null : `${issuedOn}T15:00:00.000Z`,
        ...timestamps(testApp().clock),
      });
    const written = await testApp()
      .db.insert(invoiceLines)
      .values(lines.map((line, index) => ({ invoiceId: id, serviceDate: issuedOn, lineOrder: index, ...line })))
      .returning({ id: invoiceLines.id });
    return { id, lineIds: written.map((line) => line.id) };
  }

  /** A credit note of `issuedOn` taking the whole of an invoice's pillow line back. */
  async function pillowCreditNote(invoice: { id: string; lineIds: string[] }, issuedOn: string) {
    const id = randomUUID();
    await testApp()
      .db.insert(creditNotes)
      .values({
        id,
        number: `NC-T${String(counter).padStart(4, '0')}`,
        invoiceId: invoice.id,
        patientId,
        issuedOn,
        amount: pillow.amount,
        reason: 'Oreiller retourné',
        createdAt: testApp().clock.now().toISOString(),
      });
    await testApp()
      .db.insert(creditNoteLines)
      .values({ creditNoteId: id, invoiceLineId: invoice.lineIds[0]!, ...pillow });
  }

  it('counts the quarter’s taxable sales with their GST and QST, exempt care apart, a credit note deducted', async () => {
    await invoice('2017-04-10', [care, pillow]);
    const second = await invoice('2017-05-02', [pillow]);
    await invoice('2017-05-03', [pillow], 'draft');
    await invoice('2017-03-31', [pillow]);
    await pillowCreditNote(second, '2017-05-15');

    const report = await get('/tax-report?from=2017-04-01&to=2017-06-30');
    expect(report.status).toBe(200);
    expect(report.body.period).toEqual({ from: '2017-04-01', to: '2017-06-30' });
    expect(report.body.report).toEqual({
      sales: { taxableCents: 9198, beforeTaxCents: 8000, gstCents: 400, qstCents: 798, exemptCents: 8500 },
      creditNotes: { taxableCents: 4599, beforeTaxCents: 4000, gstCents: 200, qstCents: 399, exemptCents: 0 },
      net: { taxableCents: 4599, beforeTaxCents: 4000, gstCents: 200, qstCents: 399, exemptCents: 8500 },
      refundsCents: 0,
      invoiceCount: 2,
      creditNoteCount: 1,
    });

    const csv = await get('/tax-report.csv?from=2017-04-01&to=2017-06-30');
    expect(csv.status).toBe(200);
    expect(csv.response.headers.get('content-disposition')).toContain('rapport-taxes-2017-04-01-2017-06-30.csv');
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Document";"Numéro";"Date";"Ventes taxables (taxes incluses)";"Ventes taxables avant taxes";"TPS incluse";"TVQ incluse";"Ventes exonérées"',
    );
    expect(rows.filter((row) => row.startsWith('"Facture"'))).toEqual([
      expect.stringMatching(/^"Facture";"T-\d{5}";"2017-04-10";"45,99";"40,00";"2,00";"3,99";"85,00"$/),
      expect.stringMatching(/^"Facture";"T-\d{5}";"2017-05-02";"45,99";"40,00";"2,00";"3,99";"0,00"$/),
    ]);
    expect(rows).toContainEqual(
      expect.stringMatching(/^"Note de crédit";"NC-T\d{4}";"2017-05-15";"-45,99";"-40,00";"-2,00";"-3,99";"0,00"$/),
    );
    expect(rows).toContain('"Net à déclarer";"";"";"45,99";"40,00";"2,00";"3,99";"85,00"');

    const english = await get('/tax-report.csv?from=2017-04-01&to=2017-06-30&format=excel-en');
    expect(english.text.trim().split('\r\n')).toContain('"Net à déclarer","","","45.99","40.00","2.00","3.99","85.00"');
  });

  it('warns from 80 % of the small supplier’s 30 000 $ over the last four quarters', async () => {
    // A clinic not registered yet: the meter says how close it is.
    await testApp().db.update(clinicSettings).set({ taxRegistered: false });
    const before = await get('/tax-report');
    expect(before.body.meter).toMatchObject({ level: 'under', thresholdCents: 3_000_000 });
    expect(before.body.meter.quarters.map((quarter) => quarter.label)).toEqual(['2018-T3', '2018-T4', '2019-T1', '2019-T2']);
    // The demo's own taxable sales of these quarters are a few products: far under 1 % of the threshold.
    expect(before.body.meter.suppliesCents).toBeLessThan(30_000);
    // 24 000 $ before taxes last autumn: 80 % of the threshold and a little more.
    await invoice('2018-10-15', [{ description: 'Équipement', amount: 2_759_400, taxCode: 'gst_qst' }]);
    const after = await get('/tax-report');
    expect(after.body.meter.suppliesCents - before.body.meter.suppliesCents).toBe(2_400_000);
    expect(after.body.meter).toMatchObject({ level: 'warning', percent: 80 });
    expect(after.body.meter.message).toContain('80 % du seuil de 30 000 $');
    await testApp().db.update(clinicSettings).set({ taxRegistered: true });
    expect((await get('/tax-report')).body.meter.message).toContain('inscrite');
  });

  it('refuses a reversed period in French, and the reception', async () => {
    const reversed = await get('/tax-report?from=2019-06-30&to=2019-04-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields.to).toBeDefined();
    expect((await get('/tax-report', reception)).status).toBe(403);
    expect((await get('/tax-report.csv', reception)).status).toBe(403);
  });
});
