// Claims followed to payment through the admin surface, on a real database and the test clock: a
// claim per group of visits (never above what they bill), its status changes audited, the follow-ups
// due after 30 days and « Relancer », a SAAQ case's receipt with its claim number and the care before
// its prescription flagged, and one payer's cheque applied across two claims' invoices with the
// desk's money rules, what the payer did not pay left for the patient to pay. Refusals are French
// 4xx that change nothing; the database refuses a share beyond what is owed on its own.
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPractitioner, demoReception } from '../../demo/demo-clinic';
import { auditEvents, insuranceClaims, invoices, payerPaymentAllocations, payerPayments, staffUsers } from '../../platform/db/schema';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { issuedVisitInvoice, newPatient } from '../invoices/invoice-test-support';

describe('claims followed to payment', () => {
  const testApp = useTestApp();
  const staff: Record<'admin' | 'reception' | 'practitioner', string> = { admin: '', reception: '', practitioner: '' };

  beforeAll(async () => {
    staff.admin = (await seededAccounts(testApp())).staffId;
    for (const [role, email] of [
      ['reception', demoReception.email],
      ['practitioner', demoPractitioner.email],
    ] as const) {
      const [row] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
      staff[role] = row!.id;
    }
  });

  /** A request as `role`, with a session opened now (the test clock moves by weeks). */
  const request = async (method: string, path: string, body?: unknown, role: keyof typeof staff = 'reception') => {
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staff[role], secondFactorVerified: true });
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field below
    return { status: response.status, body: (await response.json()) as any };
  };

  const claimCount = async () => (await testApp().db.select({ n: count() }).from(insuranceClaims))[0]!.n;

  const desjardinsClaim = (patientId: string, invoiceIds: string[], amountCents = 8_500) =>
    request('POST', '/insurance-claims', {
      patientId,
      payer: 'insurer',
      insurer: 'desjardins',
      policyNumber: 'P-778812',
      certificateNumber: 'C-0042',
      invoices: invoiceIds.map((invoiceId) => ({ invoiceId, amountCents })),
    });

  it('makes a claim for a group of visits, never above what each bills, and refuses bad input in French without writing', async () => {
    const patientId = await newPatient(testApp());
    const first = await issuedVisitInvoice(testApp(), patientId);
    const second = await issuedVisitInvoice(testApp(), patientId, { date: '2026-11-17' });
    const before = await claimCount();

    const above = await desjardinsClaim(patientId, [first.invoiceId], 8_501);
    expect(above.status).toBe(422);
    expect((above.body as ApiErrorBody).error.fields?.invoices).toMatch(/dépasse son montant \(85,00/);
    const noInsurer = await request('POST', '/insurance-claims', {
      patientId,
      payer: 'insurer',
      invoices: [{ invoiceId: first.invoiceId, amountCents: 100 }],
    });
    expect(noInsurer.status).toBe(422);
    expect(noInsurer.body.error.fields.insurer).toBe('Choisissez l’assureur de la réclamation.');
    const other = await newPatient(testApp());
    const otherInvoice = await issuedVisitInvoice(testApp(), other);
    const notHers = await desjardinsClaim(patientId, [otherInvoice.invoiceId]);
    expect(notHers.status).toBe(422);
    expect(notHers.body.error.fields.invoices).toBe('Cette visite n’a pas de facture émise pour cette patiente.');
    const saaqWithoutCase = await request('POST', '/insurance-claims', {
      patientId,
      payer: 'saaq',
      invoices: [{ invoiceId: first.invoiceId, amountCents: 100 }],
    });
    expect(saaqWithoutCase.body.error.fields.caseId).toBe('Choisissez le dossier SAAQ ou CNESST de la réclamation.');
    expect(await claimCount()).toBe(before);

    const claimable = await request('GET', `/insurance-claims/claimable?patientId=${patientId}`);
    expect(claimable.body.visits).toEqual([
      expect.objectContaining({ invoiceId: second.invoiceId, serviceDate: '2026-11-17', billedCents: 8_500, owedCents: 8_500 }),
      expect.objectContaining({ invoiceId: first.invoiceId, serviceDate: '2026-11-16' }),
    ]);
    const made = await desjardinsClaim(patientId, [first.invoiceId, second.invoiceId]);
    expect(made.status).toBe(201);
    const list = await request('GET', `/insurance-claims?patientId=${patientId}`);
    expect(list.status).toBe(200);
    expect(list.body.claims).toEqual([
      expect.objectContaining({
        id: made.body.id,
        payer: 'insurer',
        insurer: 'desjardins',
        policyNumber: 'P-778812',
        claimedCents: 17_000,
        status: 'to_submit',
        createdOn: '2026-11-18',
        visits: [
          expect.objectContaining({ invoiceId: first.invoiceId, serviceDate: '2026-11-16', claimedCents: 8_500, owedCents: 8_500 }),
          expect.objectContaining({ invoiceId: second.invoiceId, serviceDate: '2026-11-17' }),
        ],
      }),
    ]);
  });

  it('keeps claims at the desk: the practitioner is refused, and no answer holds a visit’s reason', async () => {
    expect((await request('GET', '/insurance-claims', undefined, 'practitioner')).status).toBe(403);
    expect((await request('GET', '/insurance-claims/follow-ups', undefined, 'practitioner')).status).toBe(403);
    expect((await request('GET', '/insurance-claims', undefined, 'admin')).status).toBe(200);
  });

  it('changes a claim’s status by hand, audited, and keeps « payée » for a payer’s payment', async () => {
    const patientId = await newPatient(testApp());
    const visit = await issuedVisitInvoice(testApp(), patientId);
    const { body } = await desjardinsClaim(patientId, [visit.invoiceId]);
    const paidByHand = await request('PUT', `/insurance-claims/${body.id}/status`, { status: 'paid' });
    expect(paidByHand.status).toBe(422);
    const submitted = await request('PUT', `/insurance-claims/${body.id}/status`, {
      status: 'submitted',
      payerReference: 'DJ-2026-11-553',
    });
    expect(submitted.status).toBe(200);
    const [claim] = await testApp().db.select().from(insuranceClaims).where(eq(insuranceClaims.id, body.id));
    expect(claim).toMatchObject({
      status: 'submitted',
      submittedOn: '2026-11-18',
      statusOn: '2026-11-18',
      payerReference: 'DJ-2026-11-553',
    });
    const audited = await testApp()
      .db.select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'insurance_claim.status_changed'), eq(auditEvents.entityId, body.id)));
    expect(audited.map((row) => row.details)).toEqual([{ patientId, claimId: body.id, fromStatus: 'to_submit', toStatus: 'submitted' }]);
  });

  it('lists a claim awaiting its payer more than 30 days as a follow-up, and « Relancer » records the day', async () => {
    const patientId = await newPatient(testApp(), { lastName: 'Relance' });
    const visit = await issuedVisitInvoice(testApp(), patientId);
    const { body } = await desjardinsClaim(patientId, [visit.invoiceId]);
    // « À soumettre » is not awaiting its payer: nothing to follow up.
    const early = await request('POST', `/insurance-claims/${body.id}/follow-up`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Seule une réclamation soumise ou en attente se relance.');
    await request('PUT', `/insurance-claims/${body.id}/status`, { status: 'submitted' });
    const followUps = async () =>
      (await request('GET', '/insurance-claims/follow-ups')).body.claims as {
        id: string;
        followUpDueOn: string;
        lastFollowUpOn: string | null;
      }[];
    testApp().clock.advance({ days: 30 });
    try {
      expect((await followUps()).map((claim) => claim.id)).not.toContain(body.id);
      testApp().clock.advance({ days: 1 });
      expect((await followUps()).find((claim) => claim.id === body.id)).toMatchObject({
        followUpDueOn: '2026-12-19',
        lastFollowUpOn: null,
      });

      const followed = await request('POST', `/insurance-claims/${body.id}/follow-up`);
      expect(followed).toMatchObject({ status: 200, body: { lastFollowUpOn: '2026-12-19' } });
      expect((await followUps()).map((claim) => claim.id)).not.toContain(body.id);
      const [claim] = (await request('GET', `/insurance-claims?patientId=${patientId}`)).body.claims;
      expect(claim).toMatchObject({ lastFollowUpOn: '2026-12-19', followUpDueOn: '2027-01-19' });
      const audited = await testApp()
        .db.select({ details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'insurance_claim.followed_up'), eq(auditEvents.entityId, body.id)));
      expect(audited.map((row) => row.details)).toEqual([{ patientId, claimId: body.id, followedUpOn: '2026-12-19' }]);
    } finally {
      testApp().clock.advance({ days: -31 });
    }
  });

  it('prints a SAAQ case’s claim number on its receipts and flags the care before the prescription', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Rosalie', lastName: 'Accident' });
    const opened = await request('POST', `/patients/${patientId}/insurance-cases`, {
      payer: 'saaq',
      claimNumber: 'SAAQ-2026-448812',
      eventDate: '2026-11-01',
      prescribingDoctor: 'Dre Anne Roy',
      prescriptionDate: '2026-11-10',
    });
    expect(opened.status).toBe(201);
    const badCase = await request('POST', `/patients/${patientId}/insurance-cases`, {
      payer: 'saaq',
      claimNumber: '',
      eventDate: '2026-02-30',
      prescriptionDate: '',
    });
    expect(badCase.status).toBe(422);
    expect(badCase.body.error.fields).toMatchObject({
      claimNumber: 'Veuillez remplir le champ « Numéro de réclamation »',
      eventDate: 'Date de l’événement doit être une date valide',
    });
    const cases = await request('GET', `/patients/${patientId}/insurance-cases`);
    expect(cases.body.cases).toEqual([expect.objectContaining({ id: opened.body.id, claimNumber: 'SAAQ-2026-448812' })]);

    const before = await issuedVisitInvoice(testApp(), patientId, { date: '2026-11-05' });
    const after = await issuedVisitInvoice(testApp(), patientId, { date: '2026-11-12' });
    const claim = await request('POST', '/insurance-claims', {
      patientId,
      payer: 'saaq',
      caseId: opened.body.id,
      invoices: [before, after].map((visit) => ({ invoiceId: visit.invoiceId, amountCents: visit.totalCents })),
    });
    expect(claim.status).toBe(201);
    for (const visit of [before, after]) {
      const paid = await request('POST', '/checkouts', {
        patientId,
        invoiceIds: [visit.invoiceId],
        tenders: [{ tender: 'debit', amountCents: visit.totalCents }],
        idempotencyKey: randomUUID(),
      });
      expect(paid.status).toBe(200);
    }
    const receiptOf = async (appointmentId: string) =>
      (await request('GET', `/insurance/receipts/${appointmentId}/print`)).body.receipt as { insuranceCase: unknown };
    expect(await receiptOf(before.appointmentId)).toMatchObject({
      insuranceCase: { payer: 'SAAQ', claimNumber: 'SAAQ-2026-448812', prescriptionDate: '2026-11-10', beforePrescription: true },
    });
    expect(await receiptOf(after.appointmentId)).toMatchObject({
      insuranceCase: { payer: 'SAAQ', claimNumber: 'SAAQ-2026-448812', beforePrescription: false },
    });
  });

  describe('a payer’s payment across two claims', () => {
    async function twoSubmittedClaims() {
      const lea = await newPatient(testApp(), { firstName: 'Léa', lastName: 'Desjardins' });
      const noah = await newPatient(testApp(), { firstName: 'Noah', lastName: 'Desjardins' });
      const leaVisit = await issuedVisitInvoice(testApp(), lea);
      const noahVisit = await issuedVisitInvoice(testApp(), noah);
      const leaClaim = (await desjardinsClaim(lea, [leaVisit.invoiceId])).body.id as string;
      const noahClaim = (await desjardinsClaim(noah, [noahVisit.invoiceId])).body.id as string;
      for (const id of [leaClaim, noahClaim]) await request('PUT', `/insurance-claims/${id}/status`, { status: 'submitted' });
      return { lea, noah, leaVisit, noahVisit, leaClaim, noahClaim };
    }
    /** The money rule a raw write met (drizzle wraps the driver's error in `cause`). */
    const refusedBy = async (write: Promise<unknown>): Promise<string> => {
      const error = await write.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      for (let current: unknown = error; current instanceof Error; current = current.cause) {
        const rule = /money rule: [a-z ]+/.exec(current.message)?.[0];
        if (rule) return rule;
      }
      return 'not refused';
    };
    const paymentCount = async () => (await testApp().db.select({ n: count() }).from(payerPayments))[0]!.n;

    it('applies one cheque across both claims’ invoices and leaves what the payer did not pay on the patient’s balance', async () => {
      const { lea, noah, leaVisit, noahVisit, leaClaim, noahClaim } = await twoSubmittedClaims();
      const paid = await request('POST', '/payer-payments', {
        tender: 'cheque',
        reference: '004512',
        amountCents: 12_000,
        receivedOn: '2026-11-18',
        claims: [
          { claimId: leaClaim, amountCents: 8_500 },
          { claimId: noahClaim, amountCents: 3_500 },
        ],
      });
      expect(paid).toMatchObject({ status: 201, body: { appliedCents: 12_000, claims: 2, invoices: 2 } });

      const claims = (await request('GET', '/insurance-claims?payer=insurer')).body.claims as { id: string }[];
      expect(claims.find((claim) => claim.id === leaClaim)).toMatchObject({ status: 'paid', paidCents: 8_500, patientOwesCents: 0 });
      expect(claims.find((claim) => claim.id === noahClaim)).toMatchObject({
        status: 'partially_paid',
        paidCents: 3_500,
        patientOwesCents: 5_000,
      });
      const statusOf = async (id: string) =>
        (await testApp().db.select({ status: invoices.paymentStatus }).from(invoices).where(eq(invoices.id, id)))[0]?.status;
      expect(await statusOf(leaVisit.invoiceId)).toBe('paid');
      expect(await statusOf(noahVisit.invoiceId)).not.toBe('paid');
      // What the payer did not pay is Noah's to pay, on his account as any other balance.
      expect((await request('GET', `/patients/${noah}/account`)).body).toMatchObject({ owedCents: 5_000 });
      expect((await request('GET', `/patients/${lea}/account`)).body).toMatchObject({ owedCents: 0 });
      // Léa's receipt shows the insurer's payment apart from what she paid.
      const receipt = (await request('GET', `/insurance/receipts/${leaVisit.appointmentId}/print`)).body.receipt;
      expect(receipt).toMatchObject({ paidByOtherPartyCents: 8_500, amountPaidCents: 0 });
      // Her yearly statement, the same: the payer's part apart, none of it counted as hers.
      const statement = (await request('GET', `/patients/${lea}/yearly-statement?from=2026-01-01&to=2026-12-31`)).body.statement;
      expect(statement).toMatchObject({ patientTotalCents: 0, payerTotalCents: 8_500 });
      const [audit] = await testApp()
        .db.select({ details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'payer_payment.recorded'), eq(auditEvents.entityId, paid.body.id)));
      expect(audit?.details).toMatchObject({ amountCents: 12_000, tender: 'cheque', claimIds: [leaClaim, noahClaim] });
    });

    it('refuses a payment whose claims do not add up to it, or that gives a claim more than it is owed, and writes nothing', async () => {
      const { leaClaim, noahClaim } = await twoSubmittedClaims();
      const before = await paymentCount();
      const mismatch = await request('POST', '/payer-payments', {
        tender: 'cheque',
        amountCents: 12_000,
        receivedOn: '2026-11-18',
        claims: [
          { claimId: leaClaim, amountCents: 8_500 },
          { claimId: noahClaim, amountCents: 3_499 },
        ],
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.error.fields.amountCents).toMatch(/doivent égaler le montant reçu/);
      const above = await request('POST', '/payer-payments', {
        tender: 'etransfer',
        amountCents: 8_501,
        receivedOn: '2026-11-18',
        claims: [{ claimId: leaClaim, amountCents: 8_501 }],
      });
      expect(above.status).toBe(422);
      expect(above.body.error.fields.claims).toMatch(/ne peut recevoir plus de 85,00/);
      const future = await request('POST', '/payer-payments', {
        tender: 'cheque',
        amountCents: 100,
        receivedOn: '2026-11-19',
        claims: [{ claimId: leaClaim, amountCents: 100 }],
      });
      expect(future.status).toBe(422);
      expect(await paymentCount()).toBe(before);
    });

    it('is refused by the database when a share goes beyond what the invoice owes, and never changes once written', async () => {
      const { leaVisit, leaClaim } = await twoSubmittedClaims();
      const { db } = testApp();
      const paid = await request('POST', '/payer-payments', {
        tender: 'cheque',
        amountCents: 8_000,
        receivedOn: '2026-11-18',
        claims: [{ claimId: leaClaim, amountCents: 8_000 }],
      });
      expect(paid.status).toBe(201);
      const [share] = await db.select().from(payerPaymentAllocations).where(eq(payerPaymentAllocations.payerPaymentId, paid.body.id));
      expect(await refusedBy(db.run(sql`update payer_payment_allocations set amount = 1 where payer_payment_id = ${paid.body.id}`))).toBe(
        'money rule: payer payment',
      );
      expect(await refusedBy(db.run(sql`delete from payer_payments where id = ${paid.body.id}`))).toBe('money rule: payer payment');
      // A second payment of 600 cents on an invoice that owes 500: the trigger refuses the share.
      const second = randomUUID();
      await db.run(
        sql`insert into payer_payments (id, payer, tender, amount, received_on, business_date, created_at) values (${second}, 'insurer', 'cheque', 600, '2026-11-18', '2026-11-18', '2026-11-18T15:00:00Z')`,
      );
      expect(
        await refusedBy(
          db.run(
            sql`insert into payer_payment_allocations (payer_payment_id, claim_id, invoice_id, transaction_id, amount) values (${second}, ${leaClaim}, ${leaVisit.invoiceId}, ${share!.transactionId}, 501)`,
          ),
        ),
      ).toBe('money rule: payer payment');
      expect(await refusedBy(db.run(sql`update insurance_claims set paid_amount = claimed_amount + 1 where id = ${leaClaim}`))).toBe(
        'money rule: above claimed',
      );
    });
  });
});
