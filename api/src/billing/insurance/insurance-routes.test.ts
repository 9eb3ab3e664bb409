// « Assurances » through the admin surface, on a real database: a visit paid at the desk has a
// receipt whose PDF, read back by the text extractor, holds every field insurers ask for; its number
// is issued once, in sequence, and any later print says DUPLICATA; fees, products and visits not paid
// in full have none (409, in French); the clinic's network details and a patient's plan are kept
// and printed; e-mailing the receipt, on request or after each payment, goes through the outbox.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { noPatientInsurance } from 'shared-domain/billing/insurance-plan';
import { insuranceReceiptRefusals } from 'shared-domain/billing/insurance-receipt';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoReception, demoSettings } from '../../demo/demo-clinic';
import {
  appointments,
  auditEvents,
  insuranceReceiptPrints,
  insuranceReceipts,
  invoiceLines,
  invoices,
  patients,
  products,
  serviceTypes,
  staffUsers,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { pdfText } from '../../platform/pdf/pdf-text';
import { outboxMails } from '../../testing/outbox';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { newPatient } from '../invoices/invoice-test-support';

const nbsp = '\u00a0';
const money = (text: string) => text.replace(/ \$/g, `${nbsp}$`);

describe('insurance receipts at the back-office', () => {
  const testApp = useTestApp();
  let admin: string;
  let reception: string;
  let counter = 0;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const [desk] = await testApp().db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, demoReception.email));
    reception = await createTestSession(testApp(), { subjectType: 'staff', subjectId: desk!.id, secondFactorVerified: true });
  });

  const request = async (method: string, path: string, body?: unknown, cookie = admin) => {
    const response = await testApp().app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('pdf')) return { status: response.status, response, text: pdfText(Buffer.from(await response.arrayBuffer())) };
    return {
      status: response.status,
      response,
      body: type.includes('json') ? ((await response.json()) as Record<string, unknown>) : undefined,
    };
  };

  async function service(visitKind: 'first_visit' | 'follow_up') {
    const [row] = await testApp()
      .db.select({ id: serviceTypes.id, name: serviceTypes.name })
      .from(serviceTypes)
      .where(eq(serviceTypes.visitKind, visitKind));
    return row!;
  }

  /** A visit that took place and its invoice, issued and owed: care, and a pillow when asked. */
  async function visitInvoice(
    patientId: string,
    options: {
      kind?: 'visit' | 'no_show_fee';
      status?: 'completed' | 'no_show';
      pillow?: boolean;
      visitKind?: 'first_visit' | 'follow_up';
    } = {},
  ) {
    counter += 1;
    const care = await service(options.visitKind ?? 'follow_up');
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        serviceTypeId: care.id,
        name: 'Léa',
        email: 'lea@courriel.example',
        phone: '514 555-0111',
        status: options.status ?? 'completed',
        scheduledDate: '2026-11-16',
        scheduledTime: '10:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    const [pillow] = await testApp().db.select({ id: products.id }).from(products).limit(1);
    const lines = [
      {
        description: options.kind === 'no_show_fee' ? 'Frais d’absence' : care.name,
        amount: 8500,
        taxCode: 'exempt' as const,
        productId: null,
      },
      ...(options.pillow ? [{ description: 'Oreiller cervical', amount: 4599, taxCode: 'gst_qst' as const, productId: pillow!.id }] : []),
    ];
    const id = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id,
        patientId,
        appointmentId: visit!.id,
        kind: options.kind ?? 'visit',
        totalAmount: lines.reduce((sum, line) => sum + line.amount, 0),
        paymentStatus: 'unpaid',
        issuedOn: '2026-11-16',
        dueOn: '2026-12-16',
        number: `A-${String(counter).padStart(5, '0')}`,
        ...timestamps(testApp().clock),
      });
    await testApp()
      .db.insert(invoiceLines)
      .values(
        lines.map((line, index) => ({ invoiceId: id, appointmentId: visit!.id, serviceDate: '2026-11-16', lineOrder: index, ...line })),
      );
    return { invoiceId: id, appointmentId: visit!.id, totalCents: lines.reduce((sum, line) => sum + line.amount, 0), service: care.name };
  }

  const pay = (patientId: string, invoiceId: string, tenders: { tender: string; amountCents: number }[]) =>
    request('POST', '/checkouts', { patientId, invoiceIds: [invoiceId], tenders, idempotencyKey: randomUUID() });

  it('prints a paid visit’s receipt with every field insurers ask for, read back from the PDF', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Léa', lastName: 'Gagnon' });
    const visit = await visitInvoice(patientId, { pillow: true, visitKind: 'first_visit' });
    expect(
      (
        await request('PUT', `/patients/${patientId}/insurance`, {
          planMemberName: 'Julie Gagnon',
          planMemberRelationship: 'child',
          payerName: 'Julie Gagnon',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await pay(patientId, visit.invoiceId, [
          { tender: 'debit', amountCents: 10000 },
          { tender: 'cash', amountCents: visit.totalCents - 10000 },
        ])
      ).status,
    ).toBe(200);

    const printed = await request('GET', `/insurance/receipts/${visit.appointmentId}/pdf`);
    expect(printed.status).toBe(200);
    const number = /filename="recu-(R-\d{5})\.pdf"/.exec(printed.response.headers.get('content-disposition') ?? '')?.[1];
    expect(number).toBeDefined();
    const text = printed.text!;
    for (const field of [
      "Reçu pour fins d'assurance",
      `N° du reçu${number}`,
      'Date du reçumercredi 18 novembre 2026',
      'Date du servicelundi 16 novembre 2026',
      'PatientLéa Gagnon',
      'Payé parJulie Gagnon',
      'Adhérent du régimeJulie Gagnon (enfant)',
      `Service${visit.service} — Évaluation initiale`,
      `Praticienne${demoSettings.practitionerName}, D.C., chiropraticienne`,
      `N° de permis OCQ${demoSettings.practitionerLicenceNumber}`,
      `Clinique${demoSettings.clinicName}`,
      'Adresse4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8',
      'Téléphone',
      money(`${visit.service}85,00 $ (exempté de taxes) — Remboursable`),
      money('Oreiller cervical45,99 $ (TPS 2,00 $, TVQ 3,99 $ incluses)'),
      money('Montant payé130,99 $'),
      'Mode de paiementDébit Interac, Comptant',
      'SoldePayé en totalité — solde 0,00 $',
    ]) {
      expect(text.replace(/\n/g, ''), field).toContain(field.replace(/\n/g, ''));
    }
    // « Remboursable » beside care only: the pillow's line does not say it.
    expect(text.replace(/\n/g, '')).not.toMatch(/incluses\) — Remboursable/);
    expect(text).not.toContain('DUPLICATA');
  });

  it('issues each number once, in sequence, and says DUPLICATA with the reprint date on any later print', async () => {
    const patientId = await newPatient(testApp());
    const first = await visitInvoice(patientId);
    const second = await visitInvoice(patientId);
    for (const visit of [first, second]) await pay(patientId, visit.invoiceId, [{ tender: 'cash', amountCents: visit.totalCents }]);

    const original = await request('GET', `/insurance/receipts/${first.appointmentId}/print`);
    const next = await request('GET', `/insurance/receipts/${second.appointmentId}/print`);
    const numberOf = (answer: typeof original) => (answer.body as { receipt: { number: string } }).receipt.number;
    expect(Number(numberOf(next).slice(2))).toBe(Number(numberOf(original).slice(2)) + 1);
    expect((original.body as { receipt: { duplicate: unknown } }).receipt.duplicate).toBeNull();

    testApp().clock.advance({ days: 2 });
    try {
      // Two days later the morning's session has ended: a new one, as the desk would sign in again.
      const { staffId } = await seededAccounts(testApp());
      const later = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
      const reprint = await request('GET', `/insurance/receipts/${first.appointmentId}/pdf`, undefined, later);
      expect(reprint.status).toBe(200);
      const text = reprint.text!.replace(/\n/g, '');
      expect(text).toContain(
        `DUPLICATA — réimprimé le vendredi 20 novembre 2026 ; original n° ${numberOf(original)} du mercredi 18 novembre 2026`,
      );
      expect(text).toContain(`N° du reçu${numberOf(original)}`);
    } finally {
      testApp().clock.advance({ days: -2 });
    }
    const rows = await testApp().db.select().from(insuranceReceipts).where(eq(insuranceReceipts.appointmentId, first.appointmentId));
    expect(rows).toHaveLength(1);
    const prints = await testApp().db.select().from(insuranceReceiptPrints).where(eq(insuranceReceiptPrints.receiptId, rows[0]!.id));
    expect(prints.map((print) => print.printNumber).sort()).toEqual([1, 2]);

    const list = await request('GET', `/insurance/receipts?patientId=${patientId}&from=2026-11-01&to=2026-11-30`);
    const visits = (list.body as { visits: { appointmentId: string; number: string | null; printCount: number }[] }).visits;
    expect(visits.find((visit) => visit.appointmentId === first.appointmentId)).toMatchObject({
      number: numberOf(original),
      printCount: 2,
    });
    expect(visits.find((visit) => visit.appointmentId === second.appointmentId)).toMatchObject({ printCount: 1 });
  });

  it('gives one number per visit when its first prints race, and consecutive numbers to two visits printed at once', async () => {
    const patientId = await newPatient(testApp());
    const first = await visitInvoice(patientId);
    const second = await visitInvoice(patientId);
    for (const visit of [first, second]) await pay(patientId, visit.invoiceId, [{ tender: 'cash', amountCents: visit.totalCents }]);
    const answers = await Promise.all(
      [first, first, first, first, second].map((visit) => request('GET', `/insurance/receipts/${visit.appointmentId}/print`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = answers.map((answer) => (answer.body as { receipt: { number: string } }).receipt.number);
    expect(new Set(numbers.slice(0, 4)).size).toBe(1);
    expect(Math.abs(Number(numbers[0]!.slice(2)) - Number(numbers[4]!.slice(2)))).toBe(1);
    const [receipt] = await testApp().db.select().from(insuranceReceipts).where(eq(insuranceReceipts.appointmentId, first.appointmentId));
    const prints = await testApp().db.select().from(insuranceReceiptPrints).where(eq(insuranceReceiptPrints.receiptId, receipt!.id));
    expect(prints.map((print) => print.printNumber).sort()).toEqual([1, 2, 3, 4]);
    // One original, three duplicates.
    expect(
      answers.slice(0, 4).filter((answer) => (answer.body as { receipt: { duplicate: unknown } }).receipt.duplicate === null),
    ).toHaveLength(1);
  });

  it('gives no receipt for a no-show fee, a product sold alone, an unpaid or partly paid visit (409, in French)', async () => {
    const patientId = await newPatient(testApp());
    const refusal = async (path: string) => {
      const answer = await request('GET', path);
      return [answer.status, (answer.body as unknown as ApiErrorBody | undefined)?.error.message];
    };
    const fee = await visitInvoice(patientId, { kind: 'no_show_fee', status: 'no_show' });
    await pay(patientId, fee.invoiceId, [{ tender: 'cash', amountCents: fee.totalCents }]);
    expect(await refusal(`/insurance/receipts/${fee.appointmentId}/pdf`)).toEqual([409, insuranceReceiptRefusals.fee]);
    expect(await refusal(`/invoices/${fee.invoiceId}/insurance-receipt`)).toEqual([409, insuranceReceiptRefusals.fee]);

    const [pillow] = await testApp().db.select({ id: products.id }).from(products).limit(1);
    const saleId = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id: saleId,
        patientId,
        kind: 'sale',
        totalAmount: 4599,
        paymentStatus: 'paid',
        paidAmount: 4599,
        issuedOn: '2026-11-16',
        dueOn: '2026-12-16',
        number: 'A-VENTE',
        ...timestamps(testApp().clock),
      });
    await testApp().db.insert(invoiceLines).values({
      invoiceId: saleId,
      description: 'Oreiller cervical',
      serviceDate: '2026-11-16',
      amount: 4599,
      taxCode: 'gst_qst',
      productId: pillow!.id,
    });
    expect(await refusal(`/invoices/${saleId}/insurance-receipt`)).toEqual([409, insuranceReceiptRefusals.product]);

    const unpaid = await visitInvoice(patientId);
    expect(await refusal(`/insurance/receipts/${unpaid.appointmentId}/pdf`)).toEqual([409, insuranceReceiptRefusals.notPaid]);
    await pay(patientId, unpaid.invoiceId, [{ tender: 'cash', amountCents: 2000 }]);
    expect(await refusal(`/insurance/receipts/${unpaid.appointmentId}/pdf`)).toEqual([409, insuranceReceiptRefusals.notPaid]);
    expect(await refusal(`/insurance/receipts/${randomUUID()}/print`)).toEqual([404, insuranceReceiptRefusals.notFound]);
    // Nothing was issued for any of them.
    const issued = await testApp().db.select().from(insuranceReceipts).where(eq(insuranceReceipts.patientId, patientId));
    expect(issued).toEqual([]);
  });

  it('e-mails the receipt with its PDF through the outbox, at the desk’s request', async () => {
    const patientId = await newPatient(testApp());
    const visit = await visitInvoice(patientId);
    await pay(patientId, visit.invoiceId, [{ tender: 'cash', amountCents: visit.totalCents }]);
    const sent = await request('POST', `/insurance/receipts/${visit.appointmentId}/send`, undefined, reception);
    expect(sent.status).toBe(200);
    const [patient] = await testApp().db.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId));
    const mails = (await outboxMails(testApp())).filter((mail) => mail.to === patient!.email && mail.kind === 'reçu_assurance');
    expect(mails).toHaveLength(1);
    const { number } = sent.body as { number: string };
    expect(mails[0]!.subject).toContain(`Reçu pour assurance ${number}`);
    const [attachment] = mails[0]!.attachments ?? [];
    expect(attachment).toMatchObject({ filename: `recu-${number}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
    expect(pdfText(Buffer.from(attachment!.content, 'base64'))).toContain(number);
    const audit = await testApp()
      .db.select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, visit.appointmentId)));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['insurance_receipt.printed', 'insurance_receipt.sent']));
  });

  it('e-mails each visit’s receipt after its payment only when the clinic chose to', async () => {
    const mailsFor = async (patientId: string) => {
      const [patient] = await testApp().db.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId));
      return (await outboxMails(testApp())).filter((mail) => mail.to === patient!.email && mail.kind === 'reçu_assurance');
    };
    const settings = (await request('GET', '/insurance/settings')).body as { settings: Record<string, unknown> };
    expect(settings.settings).toMatchObject({ sendReceiptAfterPayment: false });
    const quiet = await newPatient(testApp());
    const unsent = await visitInvoice(quiet);
    await pay(quiet, unsent.invoiceId, [{ tender: 'cash', amountCents: unsent.totalCents }]);
    expect(await mailsFor(quiet)).toEqual([]);

    const saved = await request('PUT', '/insurance/settings', { ...settings.settings, sendReceiptAfterPayment: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ changed: ['sendReceiptAfterPayment'] });
    try {
      const patientId = await newPatient(testApp());
      const visit = await visitInvoice(patientId);
      await pay(patientId, visit.invoiceId, [{ tender: 'cash', amountCents: visit.totalCents - 1000 }]);
      // Partly paid: no receipt yet. Paid in full: its receipt goes, once.
      expect(await mailsFor(patientId)).toEqual([]);
      await pay(patientId, visit.invoiceId, [{ tender: 'debit', amountCents: 1000 }]);
      expect(await mailsFor(patientId)).toHaveLength(1);
    } finally {
      await request('PUT', '/insurance/settings', { ...settings.settings, sendReceiptAfterPayment: false });
    }
  });

  it('keeps the network details and a patient’s plan, refusing bad input in French and changing nothing', async () => {
    const [care] = await testApp().db.select({ id: serviceTypes.id }).from(serviceTypes).limit(1);
    const wanted = {
      locationNumber: 'ETB-4350',
      providerNumbers: { desjardins: 'D-778812', sun_life: 'SL-22091' },
      serviceCodes: { [care!.id]: 'CHIRO-01' },
      sendReceiptAfterPayment: false,
    };
    const saved = await request('PUT', '/insurance/settings', wanted);
    expect(saved.status).toBe(200);
    expect((await request('GET', '/insurance/settings')).body).toEqual({ settings: wanted });
    const refused = await request('PUT', '/insurance/settings', { ...wanted, locationNumber: 'x'.repeat(41) });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Numéro d’établissement ne peut pas dépasser 40 caractères');
    expect((await request('GET', '/insurance/settings')).body).toEqual({ settings: wanted });
    // The desk does not change the clinic's settings.
    expect((await request('PUT', '/insurance/settings', wanted, reception)).status).toBe(403);

    const patientId = await newPatient(testApp());
    const noRelationship = await request('PUT', `/patients/${patientId}/insurance`, {
      planMemberName: 'Marc Roy',
      planMemberRelationship: null,
      payerName: null,
    });
    expect(noRelationship.status).toBe(422);
    expect(JSON.stringify(noRelationship.body)).toContain('Lien avec l’adhérent');
    expect((await request('GET', `/patients/${patientId}/insurance`)).body).toEqual({ insurance: noPatientInsurance });
  });

  it('keeps a patient’s insurer and policy numbers, audited on read and on change (the fields, never their values)', async () => {
    const patientId = await newPatient(testApp());
    const plan = {
      insurer: 'beneva',
      policyNumber: 'G-100245',
      certificateNumber: '778812-01',
      planMemberName: 'Marc Roy',
      planMemberRelationship: 'spouse',
      payerName: null,
    };
    const saved = await request('PUT', `/patients/${patientId}/insurance`, plan, reception);
    expect(saved.body).toEqual({
      insurance: plan,
      changed: ['insurer', 'policyNumber', 'certificateNumber', 'planMemberName', 'planMemberRelationship'],
    });
    const unknownInsurer = await request(
      'PUT',
      `/patients/${patientId}/insurance`,
      { ...plan, insurer: 'acme', policyNumber: 'x'.repeat(41) },
      reception,
    );
    expect(unknownInsurer.status).toBe(422);
    expect(unknownInsurer.body).toMatchObject({
      error: {
        fields: {
          insurer: expect.stringContaining("Assureur doit être l'une des valeurs suivantes"),
          policyNumber: 'Numéro de police (contrat) ne peut pas dépasser 40 caractères',
        },
      },
    });
    expect((await request('GET', `/patients/${patientId}/insurance`, undefined, reception)).body).toEqual({ insurance: plan });
    const trail = await testApp()
      .db.select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, patientId));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'patient.insurance_updated', details: { patientId, fields: saved.body!.changed } },
        { action: 'account.viewed', details: { patientId } },
      ]),
    );
    expect(JSON.stringify(trail)).not.toContain('G-100245');
  });
});
