// The demo's « Relevé annuel des frais de soins » and « Rapport de taxes » have something to show
// from its first day: Camille's statement of last year lists her visits, and the quarter's tax report
// counts the desk's taxable sales with their GST and QST.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patientAccounts } from '../platform/db/schema';
import { pdfText } from '../platform/pdf/pdf-text';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../testing/test-app';
import { demoPatients } from './demo-clinic';
import { seedDemoDesk } from './demo-desk';
import { seedDemoInsuranceReceipts } from './demo-insurance-receipts';
import { seedDemoYearlyStatements } from './demo-yearly-statements';
import { seedDemoClinic } from './seed';

describe('the demo clinic’s yearly statements and tax report', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('offers Camille last year’s statement and shows the quarter’s taxes', async () => {
    const { db, clock } = testApp();
    await seedDemoClinic(db, { clock, ...testPasswords });
    await seedDemoDesk(db, clock);
    await seedDemoInsuranceReceipts(db, clock);
    await seedDemoYearlyStatements(db, clock);

    const [camille] = await db
      .select({ id: patientAccounts.id })
      .from(patientAccounts)
      .where(eq(patientAccounts.email, demoPatients.camille.email));
    const portal = await createTestSession(testApp(), { subjectType: 'patient', subjectId: camille!.id });
    const years = await testApp().app.request('/api/portal/yearly-statements', { headers: { cookie: portal } });
    expect(await years.json()).toEqual({ years: [2025] });
    const pdf = await testApp().app.request('/api/portal/yearly-statements/2025/pdf', { headers: { cookie: portal } });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const day of ['10 févr. 2025', '19 mai 2025', '15 sept. 2025']) expect(text).toContain(day);

    const { staffId } = await seededAccounts(testApp());
    const admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const report = await testApp().app.request('/api/admin/tax-report', { headers: { cookie: admin } });
    const body = (await report.json()) as {
      report: { net: { taxableCents: number; gstCents: number; qstCents: number; exemptCents: number } };
    };
    expect(body.report.net.taxableCents).toBeGreaterThan(0);
    expect(body.report.net.gstCents).toBeGreaterThan(0);
    expect(body.report.net.qstCents).toBeGreaterThan(0);
    expect(body.report.net.exemptCents).toBeGreaterThan(0);
  });
});
