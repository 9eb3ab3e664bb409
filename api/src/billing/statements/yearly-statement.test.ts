// « Relevé annuel des frais de soins » on a real database: a patient's paid visits of last year with
// what she paid, read back from the PDF field by field; a credit note in the year changes it at the
// next read; the portal offers a year's statement from the 1st of January after it (the clock fixed
// on either side of midnight), never another patient's, and the desk reads any period of a year.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { medicalExpenseNote, yearlyStatementTitle } from 'shared-domain/billing/yearly-statement';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditEvents,
  invoiceLines,
  invoices,
  patientAccounts,
  patients,
  products,
  serviceTypes,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { pdfText } from '../../platform/pdf/pdf-text';
import { winAnsiText } from '../../platform/pdf/win-ansi-text';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';
import { newPatient } from '../invoices/invoice-test-support';

const printedMoney = (cents: number) => winAnsiText(formatMoney(cents));
const flat = (text: string) => text.replace(/\n/g, '');

describe('the yearly statement of care expenses', () => {
  // 10 a.m. in Montréal on the last day of the year.
  const testApp = useTestApp({ now: '2026-12-31T15:00:00Z' });
  let admin: string;
  let counter = 0;

  beforeAll(async () => {
    const { staffId } = await seededAccounts(testApp());
    admin = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  interface StatementAnswer {
    statement: { visits: unknown[]; patientTotalCents: number };
    fileName: string;
    receipt: { number: string };
    years: number[];
    error: { fields: Record<string, string> };
  }

  const request = async (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await testApp().app.request(path, {
      method: init.method ?? 'GET',
      headers: { cookie, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('pdf')) return { status: response.status, response, text: pdfText(Buffer.from(await response.arrayBuffer())) };
    return {
      status: response.status,
      response,
      body: type.includes('json') ? ((await response.json()) as StatementAnswer) : undefined,
    };
  };

  /** A visit of `date` that took place, its invoice issued that day: care at `careCents`, a pillow when asked. */
  async function visit(patientId: string, date: string, options: { careCents?: number; pillow?: boolean } = {}) {
    counter += 1;
    const [care] = await testApp().db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes).limit(1);
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        serviceTypeId: care!.id,
        name: 'Léa',
        email: 'lea@courriel.example',
        phone: '514 555-0111',
        status: 'completed',
        scheduledDate: date,
        scheduledTime: '10:00',
        durationMinutes: 30,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    const [pillow] = await testApp().db.select({ id: products.id }).from(products).limit(1);
    const lines = [
      { description: care!.name, amount: options.careCents ?? 8500, taxCode: 'exempt' as const, productId: null },
      ...(options.pillow ? [{ description: 'Oreiller cervical', amount: 4599, taxCode: 'gst_qst' as const, productId: pillow!.id }] : []),
    ];
    const id = randomUUID();
    await testApp()
      .db.insert(invoices)
      .values({
        id,
        patientId,
        appointmentId: row!.id,
        kind: 'visit',
        totalAmount: lines.reduce((sum, line) => sum + line.amount, 0),
        paymentStatus: 'unpaid',
        issuedOn: date,
        dueOn: date,
        number: `S-${String(counter).padStart(5, '0')}`,
        issuedAt: `${date}T15:00:00.000Z`,
        ...timestamps(testApp().clock),
      });
    const inserted = await testApp()
      .db.insert(invoiceLines)
      .values(lines.map((line, index) => ({ invoiceId: id, appointmentId: row!.id, serviceDate: date, lineOrder: index, ...line })))
      .returning({ id: invoiceLines.id });
    return {
      invoiceId: id,
      appointmentId: row!.id,
      service: care!.name,
      lineIds: inserted.map((line) => line.id),
      totalCents: lines.reduce((s, l) => s + l.amount, 0),
    };
  }

  /** A portal account for the patient, under her file's e-mail. */
  async function portalAccount(patientId: string) {
    const [patient] = await testApp().db.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId));
    const [account] = await testApp()
      .db.insert(patientAccounts)
      .values({ patientId, email: patient!.email!, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    return account!.id;
  }

  const pay = async (patientId: string, invoiceId: string, amountCents: number) => {
    const paid = await request('/api/admin/checkouts', admin, {
      method: 'POST',
      body: { patientId, invoiceIds: [invoiceId], tenders: [{ tender: 'cash', amountCents }], idempotencyKey: randomUUID() },
    });
    expect(paid.status).toBe(200);
  };

  it('lists last year’s paid visits with what the patient paid, the total and the payers’ part apart, read back from the PDF', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Léa', lastName: 'Statement' });
    const first = await visit(patientId, '2025-03-10', { careCents: 12000 });
    const second = await visit(patientId, '2025-11-04', { pillow: true });
    const unpaid = await visit(patientId, '2025-12-01');
    const thisYear = await visit(patientId, '2026-02-02');
    await pay(patientId, first.invoiceId, first.totalCents);
    await pay(patientId, second.invoiceId, second.totalCents);
    await pay(patientId, thisYear.invoiceId, thisYear.totalCents);
    void unpaid;
    // The first visit's receipt was printed: its number is on the statement.
    const printed = await request(`/api/admin/insurance/receipts/${first.appointmentId}/print`, admin);
    const receiptNumber = printed.body!.receipt.number as string;

    const json = await request(`/api/admin/patients/${patientId}/yearly-statement`, admin);
    expect(json.status).toBe(200);
    expect(json.body!.statement).toMatchObject({
      period: { from: '2025-01-01', to: '2025-12-31' },
      patientTotalCents: 20500,
      payerTotalCents: 0,
    });
    // The pillow sold with the second visit is not a care expense: 85,00 $ of its 130,99 $ count.
    expect(json.body!.statement.visits).toEqual([
      { date: '2025-03-10', service: first.service, receiptNumber, patientPaidCents: 12000, payerPaidCents: 0 },
      { date: '2025-11-04', service: second.service, receiptNumber: null, patientPaidCents: 8500, payerPaidCents: 0 },
    ]);

    const pdf = await request(`/api/admin/patients/${patientId}/yearly-statement/pdf`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers.get('content-disposition')).toContain('releve-annuel-2025.pdf');
    const text = flat(pdf.text!);
    for (const field of [
      yearlyStatementTitle,
      'Patient : Léa Statement',
      'Période du 1er janv. 2025 au 31 déc. 2025',
      `10 mars 2025${first.service}${receiptNumber}${printedMoney(12000)}—`,
      `4 nov. 2025${second.service}—${printedMoney(8500)}—`,
      `Total payé par le patient${printedMoney(20500)}`,
      `Total payé par un tiers (non admissible)${printedMoney(0)}`,
    ]) {
      expect(text, field).toContain(winAnsiText(field));
    }
    expect(text.replace(/\s+/g, ' ')).toContain(winAnsiText(medicalExpenseNote).replace(/\s+/g, ' '));
    expect(text).not.toContain('1er déc. 2025');
    expect(text).not.toContain('2 févr. 2026');

    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'yearly_statement.viewed'));
    expect(audit?.details).toMatchObject({ patientId, startDate: '2025-01-01', endDate: '2025-12-31', by: 'desk' });
  });

  it('is read again from the data: a credit note in the year lowers it', async () => {
    const patientId = await newPatient(testApp());
    const paid = await visit(patientId, '2025-06-16');
    await pay(patientId, paid.invoiceId, paid.totalCents);
    const before = await request(`/api/admin/patients/${patientId}/yearly-statement`, admin);
    expect(before.body!.statement.patientTotalCents).toBe(8500);

    const note = await request(`/api/admin/invoices/${paid.invoiceId}/credit-notes`, admin, {
      method: 'POST',
      body: { lines: [{ invoiceLineId: paid.lineIds[0], amountCents: 2500 }], reason: 'Tarif étudiant oublié' },
    });
    expect(note.status).toBe(201);
    const after = await request(`/api/admin/patients/${patientId}/yearly-statement`, admin);
    expect(after.body!.statement.patientTotalCents).toBe(6000);

    await request(`/api/admin/invoices/${paid.invoiceId}/credit-notes`, admin, {
      method: 'POST',
      body: { whole: true, reason: 'Visite offerte' },
    });
    const credited = await request(`/api/admin/patients/${patientId}/yearly-statement`, admin);
    expect(credited.body!.statement).toMatchObject({ visits: [], patientTotalCents: 0 });
  });

  it('takes any period of a year at most, refused in French otherwise', async () => {
    const patientId = await newPatient(testApp());
    const paid = await visit(patientId, '2026-01-15');
    await pay(patientId, paid.invoiceId, paid.totalCents);
    const period = await request(`/api/admin/patients/${patientId}/yearly-statement?from=2025-07-01&to=2026-06-30`, admin);
    expect(period.body!.statement.patientTotalCents).toBe(8500);
    expect(period.body!.fileName).toBe('releve-2025-07-01-2026-06-30.pdf');
    const tooLong = await request(`/api/admin/patients/${patientId}/yearly-statement?from=2025-01-01&to=2026-06-30`, admin);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body!.error.fields.to).toBeDefined();
  });

  it('is offered in the portal from the 1st of January for the year before, to its patient only', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Maude', lastName: 'Portail' });
    const paid = await visit(patientId, '2025-09-09');
    const thisYear = await visit(patientId, '2026-09-09');
    await pay(patientId, paid.invoiceId, paid.totalCents);
    await pay(patientId, thisYear.invoiceId, thisYear.totalCents);
    const account = await portalAccount(patientId);
    const otherAccount = await portalAccount(await newPatient(testApp()));

    // 23:59 in Montréal on the 31st of December: 2026 is not over.
    testApp().clock.set('2027-01-01T04:59:00Z');
    let cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account });
    expect((await request('/api/portal/yearly-statements', cookie)).body).toEqual({ years: [2025] });
    expect((await request('/api/portal/yearly-statements/2026/pdf', cookie)).status).toBe(404);

    // Midnight: the 2026 statement is there.
    testApp().clock.set('2027-01-01T05:00:00Z');
    cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: account });
    expect((await request('/api/portal/yearly-statements', cookie)).body).toEqual({ years: [2026, 2025] });
    const pdf = await request('/api/portal/yearly-statements/2026/pdf', cookie);
    expect(pdf.status).toBe(200);
    expect(flat(pdf.text!)).toContain(winAnsiText(`9 sept. 2026${thisYear.service}—${printedMoney(8500)}—`));
    expect(flat(pdf.text!)).toContain(winAnsiText('Patient : Maude Portail'));

    // Another patient has no visit: no year, and her own statement is all she may open.
    const otherCookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: otherAccount });
    expect((await request('/api/portal/yearly-statements', otherCookie)).body).toEqual({ years: [] });
    expect((await request('/api/portal/yearly-statements/2026/pdf', otherCookie)).status).toBe(404);
    expect((await request('/api/portal/yearly-statements/abcd/pdf', cookie)).status).toBe(404);
  });
});
