// « Comptes à recevoir »: balances by age on any date with the account credit netted,
// the patient's statement (JSON and PDF) and the payment reminder; reads audited, refusals in French.
import { count, eq } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskReceivableRow, DeskReceivables } from 'shared-domain/billing/desk-receivable-views';
import type { DeskStatement } from 'shared-domain/billing/desk-statement-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox } from '../../platform/db/schema';
import { pdfTextLines } from '../../platform/pdf/pdf-text';
import { auditEventsOf } from '../../testing/audit-events';
import { mailsTo, staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { newDraft } from '../invoices/invoice-test-support';
import { issuedInvoice, newPatient, recordCreditNote, recordPayment, recordRefund } from './ledger-test-support';

describe('« Comptes à recevoir »', () => {
  const testApp = useTestApp();
  let reception: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  const patient = { owing: '', creditOnly: '', settled: '', draftsOnly: '', noEmail: '' };
  const invoice = {
    recent: { id: '', number: '' },
    older: { id: '', number: '' },
    oldest: { id: '', number: '' },
    paid: { id: '', number: '' },
  };
  let creditNoteNumber = '';

  const get = (path: string, cookie = reception.cookie) => testApp().app.request(`/api/admin${path}`, { headers: { cookie } });
  const post = (path: string, cookie = reception.cookie) =>
    testApp().app.request(`/api/admin${path}`, { method: 'POST', headers: { cookie } });
  const receivables = async (query = '') => {
    const response = await get(`/receivables${query}`);
    expect(response.status).toBe(200);
    return readJson<DeskReceivables>(response);
  };
  const rowOf = (report: DeskReceivables, patientId: string) => report.rows.find((row) => row.patientId === patientId);

  beforeAll(async () => {
    const app = testApp();
    reception = await staffMemberWithSession(app, 'reception');
    practitioner = await staffMemberWithSession(app, 'practitioner');
    patient.owing = await newPatient(app, { firstName: 'Aline', lastName: 'Arriéré' });
    patient.creditOnly = await newPatient(app, { firstName: 'Bruno', lastName: 'Crédit' });
    patient.settled = await newPatient(app, { firstName: 'Chantal', lastName: 'Soldé' });
    patient.draftsOnly = await newPatient(app, { firstName: 'Denis', lastName: 'Brouillon' });
    patient.noEmail = await newPatient(app, { firstName: 'Émile', lastName: 'Sanscourriel', email: null });

    invoice.recent = await issuedInvoice(app, patient.owing, { totalCents: 8500, issuedOn: '2026-11-10' });
    invoice.older = await issuedInvoice(app, patient.owing, { totalCents: 12_000, issuedOn: '2026-09-01' });
    await recordPayment(app, patient.owing, {
      businessDate: '2026-09-15',
      tender: 'cash',
      amountCents: 2000,
      allocations: [{ invoiceId: invoice.older.id, amountCents: 2000 }],
    });
    invoice.oldest = await issuedInvoice(app, patient.owing, { totalCents: 5000, issuedOn: '2026-06-01' });
    creditNoteNumber = (await recordCreditNote(app, patient.owing, invoice.oldest.id, { amountCents: 1000, issuedOn: '2026-07-01' }))
      .number;
    invoice.paid = await issuedInvoice(app, patient.owing, { totalCents: 3000, issuedOn: '2026-10-01' });
    await recordPayment(app, patient.owing, {
      businessDate: '2026-10-01',
      tender: 'debit',
      amountCents: 3000,
      allocations: [{ invoiceId: invoice.paid.id, amountCents: 3000 }],
    });
    await recordPayment(app, patient.owing, { businessDate: '2026-11-01', tender: 'etransfer', amountCents: 1500, type: 'deposit' });

    const prepaid = await recordPayment(app, patient.creditOnly, { businessDate: '2026-11-05', tender: 'cash', amountCents: 4000 });
    await recordRefund(app, patient.creditOnly, { businessDate: '2026-11-06', tender: 'cash', amountCents: 1000, refundOfId: prepaid });

    const settled = await issuedInvoice(app, patient.settled, { totalCents: 8500, issuedOn: '2026-11-02' });
    const cancelled = await issuedInvoice(app, patient.settled, { totalCents: 2000, issuedOn: '2026-11-01' });
    await recordCreditNote(app, patient.settled, cancelled.id, { amountCents: 2000, issuedOn: '2026-11-04' });
    await recordPayment(app, patient.settled, {
      businessDate: '2026-11-05',
      tender: 'credit_terminal',
      amountCents: 8500,
      allocations: [{ invoiceId: settled.id, amountCents: 8500 }],
    });
    await newDraft(app, patient.draftsOnly, [{ amountCents: 8500 }]);
    await newDraft(app, patient.draftsOnly, [{ amountCents: 4000 }], { paymentStatus: 'waived', kind: 'no_show_fee' });
    await issuedInvoice(app, patient.noEmail, { totalCents: 6000, issuedOn: '2026-11-12' });
  });

  it('ages what each patient owes today from the issue date, nets the credit and names the oldest invoice', async () => {
    const report = await receivables();
    expect(report.asOf).toBe('2026-11-18');
    expect(rowOf(report, patient.owing)).toEqual({
      patientId: patient.owing,
      patientName: 'Aline Arriéré',
      email: expect.stringContaining('@'),
      buckets: { current: 8500, days31to60: 0, days61to90: 10_000, over90: 4000 },
      owedCents: 22_500,
      awaitedCents: 0,
      creditCents: 1500,
      balanceCents: 21_000,
      oldestIssuedOn: '2026-06-01',
    } satisfies DeskReceivableRow);
  });

  it('lists a patient with only credit (refunds deducted), and leaves out the settled, the drafts and the waived fees', async () => {
    const report = await receivables();
    expect(rowOf(report, patient.creditOnly)).toMatchObject({
      buckets: { current: 0, days31to60: 0, days61to90: 0, over90: 0 },
      owedCents: 0,
      creditCents: 3000,
      balanceCents: -3000,
      oldestIssuedOn: null,
    });
    expect(rowOf(report, patient.settled)).toBeUndefined();
    expect(rowOf(report, patient.draftsOnly)).toBeUndefined();
  });

  it('sorts by balance, credits last, and totals every column over the rows', async () => {
    const report = await receivables();
    const balances = report.rows.map((row) => row.balanceCents);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const ids = report.rows.map((row) => row.patientId);
    expect(ids.indexOf(patient.owing)).toBeLessThan(ids.indexOf(patient.creditOnly));
    const sum = (pick: (row: DeskReceivableRow) => number) => report.rows.reduce((total, row) => total + pick(row), 0);
    expect(report.totals).toEqual({
      buckets: {
        current: sum((row) => row.buckets.current),
        days31to60: sum((row) => row.buckets.days31to60),
        days61to90: sum((row) => row.buckets.days61to90),
        over90: sum((row) => row.buckets.over90),
      },
      owedCents: sum((row) => row.owedCents),
      awaitedCents: sum((row) => row.awaitedCents),
      creditCents: sum((row) => row.creditCents),
      balanceCents: sum((row) => row.balanceCents),
      patients: report.rows.length,
    });
  });

  it('reads a past date from the rows dated up to it: later invoices, payments, credit notes and deposits do not count', async () => {
    expect(rowOf(await receivables('?asOf=2026-09-10'), patient.owing)).toMatchObject({
      buckets: { current: 12_000, days31to60: 0, days61to90: 0, over90: 4000 },
      owedCents: 16_000,
      creditCents: 0,
      balanceCents: 16_000,
    });
    expect(rowOf(await receivables('?asOf=2026-06-15'), patient.owing)).toMatchObject({
      buckets: { current: 5000, days31to60: 0, days61to90: 0, over90: 0 },
      balanceCents: 5000,
      oldestIssuedOn: '2026-06-01',
    });
    const beforeRefund = rowOf(await receivables('?asOf=2026-11-05'), patient.creditOnly);
    expect(beforeRefund).toMatchObject({ creditCents: 4000, balanceCents: -4000 });
    expect(rowOf(await receivables('?asOf=2026-11-04'), patient.creditOnly)).toBeUndefined();
    // Paid and credited since: owed then, though nothing is owed now.
    expect(rowOf(await receivables('?asOf=2026-11-03'), patient.settled)).toMatchObject({
      buckets: { current: 10_500, days31to60: 0, days61to90: 0, over90: 0 },
      balanceCents: 10_500,
      oldestIssuedOn: '2026-11-01',
    });
    expect(rowOf(await receivables('?asOf=2026-11-04'), patient.settled)).toMatchObject({ owedCents: 8500 });
  });

  it('audits each look with its date and row count', async () => {
    const report = await receivables('?asOf=2026-10-31');
    const rows = await testApp()
      .db.select({ actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'receivables.viewed'));
    expect(rows).toContainEqual({ actorId: reception.id, details: { asOf: '2026-10-31', count: report.rows.length } });
  });

  it('refuses a future or malformed date (422, beside it) and the practitioner (403)', async () => {
    const future = await get('/receivables?asOf=2026-11-19');
    expect(future.status).toBe(422);
    expect((await readJson<ApiErrorBody>(future)).error.fields).toEqual({ asOf: deskMessages.asOfInFuture });
    expect((await get('/receivables?asOf=18/11/2026')).status).toBe(422);
    expect((await get('/receivables', practitioner.cookie)).status).toBe(403);
  });

  describe('the patient’s statement', () => {
    it('lists invoices, credit notes, payments and refunds in date order with the running balance', async () => {
      const response = await get(`/patients/${patient.owing}/statement`, practitioner.cookie);
      expect(response.status).toBe(200);
      const statement = await readJson<DeskStatement>(response);
      expect(statement.lines.map((line) => [line.date, line.kind, line.reference, line.amountCents, line.balanceCents])).toEqual([
        ['2026-06-01', 'invoice', invoice.oldest.number, 5000, 5000],
        ['2026-07-01', 'credit_note', creditNoteNumber, -1000, 4000],
        ['2026-09-01', 'invoice', invoice.older.number, 12_000, 16_000],
        ['2026-09-15', 'payment', 'Comptant', -2000, 14_000],
        ['2026-10-01', 'invoice', invoice.paid.number, 3000, 17_000],
        ['2026-10-01', 'payment', 'Débit Interac', -3000, 14_000],
        ['2026-11-01', 'payment', 'Virement Interac', -1500, 12_500],
        ['2026-11-10', 'invoice', invoice.recent.number, 8500, 21_000],
      ]);
      expect(statement.lines[3]?.description).toBe(`Facture ${invoice.older.number}`);
      expect(statement.lines[6]?.description).toBe('Dépôt');
      expect(statement).toMatchObject({
        patient: { id: patient.owing, name: 'Aline Arriéré' },
        asOf: '2026-11-18',
        invoicedCents: 28_500,
        creditNotesCents: 1000,
        paymentsCents: 6500,
        refundsCents: 0,
        balanceCents: 21_000,
      });
      expect(await auditEventsOf(testApp().db, 'statement.viewed', patient.owing)).toContainEqual(
        expect.objectContaining({ actorId: practitioner.id, details: { patientId: patient.owing } }),
      );
    });

    it('shows a refund adding back to the balance', async () => {
      const statement = await readJson<DeskStatement>(await get(`/patients/${patient.creditOnly}/statement`));
      expect(statement.lines.map((line) => [line.kind, line.amountCents, line.balanceCents])).toEqual([
        ['payment', -4000, -4000],
        ['refund', 1000, -3000],
      ]);
      expect(statement.balanceCents).toBe(-3000);
    });

    it('prints as a PDF', async () => {
      const response = await get(`/patients/${patient.owing}/statement/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="etat-de-compte-2026-11-18.pdf"');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('prints each description with its words whole, read back from the PDF', async () => {
      const statement = await readJson<DeskStatement>(await get(`/patients/${patient.owing}/statement`));
      const pdf = Buffer.from(await (await get(`/patients/${patient.owing}/statement/pdf`)).arrayBuffer());
      const wordsDrawn = new Set(pdfTextLines(pdf).flatMap((line) => line.split(' ')));
      const descriptionWords = statement.lines.flatMap((line) => line.description.split(/\s+/).filter(Boolean));
      expect(descriptionWords).toEqual(expect.arrayContaining([invoice.oldest.number, invoice.older.number, 'Correction']));
      expect(descriptionWords.filter((word) => !wordsDrawn.has(word))).toEqual([]);
    });

    it('answers 404 for an unknown patient, as JSON and as a PDF', async () => {
      expect((await get('/patients/inconnu/statement')).status).toBe(404);
      expect((await get('/patients/inconnu/statement/pdf')).status).toBe(404);
    });
  });

  describe('« Envoyer un rappel de paiement »', () => {
    const outboxCount = async () => (await testApp().db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;

    it('e-mails the owed invoices with what each still owes and the portal’s payments page, audited', async () => {
      const response = await post(`/patients/${patient.owing}/payment-reminder`);
      expect(response.status).toBe(201);
      const sent = await readJson<{ sentTo: string; invoices: { number: string }[]; balanceCents: number }>(response);
      expect(sent.invoices.map((row) => row.number)).toEqual([invoice.oldest.number, invoice.older.number, invoice.recent.number]);
      expect(sent.balanceCents).toBe(21_000);
      const [mail] = await mailsTo(testApp(), sent.sentTo);
      expect(mail?.subject).toMatch(/^Rappel de paiement – /);
      for (const text of [
        invoice.oldest.number,
        invoice.older.number,
        invoice.recent.number,
        formatMoney(21_000),
        formatMoney(10_000),
        '/patient-portal/paiements',
      ]) {
        expect(mail?.text).toContain(text);
      }
      expect(mail?.text).not.toContain(invoice.paid.number);
      expect(await auditEventsOf(testApp().db, 'payment.reminder_sent', patient.owing)).toEqual([
        expect.objectContaining({ actorId: reception.id, details: { patientId: patient.owing, invoices: 3 } }),
      ]);
    });

    it('refuses a patient with nothing owed or without e-mail (422), the practitioner (403), an unknown patient (404), sending nothing', async () => {
      const before = await outboxCount();
      const nothing = await post(`/patients/${patient.creditOnly}/payment-reminder`);
      expect([nothing.status, (await readJson<ApiErrorBody>(nothing)).error.message]).toEqual([422, deskMessages.nothingOwed]);
      const noEmail = await post(`/patients/${patient.noEmail}/payment-reminder`);
      expect([noEmail.status, (await readJson<ApiErrorBody>(noEmail)).error.message]).toEqual([422, deskMessages.noEmail]);
      expect((await post(`/patients/${patient.owing}/payment-reminder`, practitioner.cookie)).status).toBe(403);
      expect((await post('/patients/inconnu/payment-reminder')).status).toBe(404);
      expect(await outboxCount()).toBe(before);
      expect(await auditEventsOf(testApp().db, 'payment.reminder_sent', patient.creditOnly)).toEqual([]);
    });
  });
});
