// The demo's « Assurances »: each state of a receipt is there to see (issued in sequence, one
// reprinted, the latest paid visit's still to issue), and a reprint says DUPLICATA.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../platform/pdf/pdf-text';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../testing/test-app';
import { seedDemoDesk } from './demo-desk';
import { seedDemoInsuranceReceipts } from './demo-insurance-receipts';
import { seedDemoClinic } from './seed';

describe('the demo clinic’s insurance receipts', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('shows receipts to issue, issued and reprinted, numbered in sequence', async () => {
    const { db, clock } = testApp();
    await seedDemoClinic(db, { clock, ...testPasswords });
    await seedDemoDesk(db, clock);
    await seedDemoInsuranceReceipts(db, clock);
    const { staffId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const get = (path: string) => testApp().app.request(`/api/admin${path}`, { headers: { cookie } });

    const { visits } = (await (await get('/insurance/receipts?from=2025-11-18&to=2026-11-18')).json()) as {
      visits: { appointmentId: string; number: string | null; printCount: number }[];
    };
    expect(visits.filter((visit) => visit.number === null)).toHaveLength(1);
    expect(visits.filter((visit) => visit.printCount === 1).length).toBeGreaterThan(0);
    const reprinted = visits.filter((visit) => visit.printCount > 1);
    expect(reprinted).toHaveLength(1);
    const numbers = visits.flatMap((visit) => (visit.number ? [visit.number] : [])).sort();
    expect(numbers).toEqual(numbers.map((_, index) => `R-${String(index + 1).padStart(5, '0')}`));

    const pdf = await get(`/insurance/receipts/${reprinted[0]!.appointmentId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('DUPLICATA');
  });
});
