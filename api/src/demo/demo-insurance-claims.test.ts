// The demo's claims: one in each status, a follow-up to do, a payer's deposit applied (the rest owed
// by the patient), and a SAAQ case whose first visit's receipt is flagged before its prescription.
import { claimStatuses } from 'shared-domain/billing/insurance-claim';
import { describe, expect, it } from 'vitest';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../testing/test-app';
import { demoServices } from './demo-clinic';
import { seedDemoDesk } from './demo-desk';
import { demoSaaqClaimNumber, seedDemoInsuranceClaims } from './demo-insurance-claims';
import { seedDemoInsuranceReceipts } from './demo-insurance-receipts';
import { seedDemoClinic } from './seed';

interface Claim {
  status: string;
  payer: string;
  patientName: string;
  claimNumber: string | null;
  patientOwesCents: number | null;
  visits: { serviceDate: string; invoiceId: string }[];
  prescriptionDate: string | null;
}

describe('the demo clinic’s claims', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('shows a claim in each status, a follow-up, a payer’s deposit applied and a SAAQ case', async () => {
    const { db, clock } = testApp();
    await seedDemoClinic(db, { clock, ...testPasswords });
    await seedDemoDesk(db, clock);
    await seedDemoInsuranceReceipts(db, clock);
    await seedDemoInsuranceClaims(db, clock);
    const { staffId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const get = async (path: string) => (await testApp().app.request(`/api/admin${path}`, { headers: { cookie } })).json();

    const { claims } = (await get('/insurance-claims')) as { claims: Claim[] };
    expect(new Set(claims.map((claim) => claim.status))).toEqual(new Set(claimStatuses));
    expect(claims.find((claim) => claim.status === 'partially_paid')).toMatchObject({
      patientName: 'Olivier Gauthier',
      patientOwesCents: demoServices.followUp.price - 5_000,
    });
    expect(claims.filter((claim) => claim.status === 'submitted' && claim.payer === 'insurer')).toHaveLength(2);
    const { claims: followUps } = (await get('/insurance-claims/follow-ups')) as { claims: Claim[] };
    expect(followUps).toEqual([expect.objectContaining({ status: 'pending', patientName: 'Olivier Gauthier' })]);

    const saaq = claims.find((claim) => claim.payer === 'saaq');
    expect(saaq).toMatchObject({ claimNumber: demoSaaqClaimNumber, patientName: 'Rosalie Tremblay' });
    const [first] = saaq!.visits;
    expect(first!.serviceDate < saaq!.prescriptionDate!).toBe(true);
    const { visits } = (await get(`/insurance/receipts?from=${first!.serviceDate}&to=${first!.serviceDate}`)) as {
      visits: { invoiceId: string; appointmentId: string }[];
    };
    const receiptVisit = visits.find((visit) => visit.invoiceId === first!.invoiceId);
    const { receipt } = (await get(`/insurance/receipts/${receiptVisit!.appointmentId}/print`)) as { receipt: unknown };
    expect(receipt).toMatchObject({ insuranceCase: { claimNumber: demoSaaqClaimNumber, beforePrescription: true } });
  });
});
