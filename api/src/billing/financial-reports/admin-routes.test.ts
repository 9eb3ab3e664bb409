// « Rapports financiers » on a real database, on a hand-made April 2017 (years before any demo row)
// against March: the sales on both bases (a credit note and a refund deducted), by day and by
// service, the tenders, the credits, the ageing at the month's end, a payer's cheque; the list behind
// a figure and its CSV read back by an independent parser; the reads audited, the reception
// refused, bad input refused in French beside its field.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { financialListColumns } from 'shared-domain/billing/financial-report';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  checkouts,
  clinicSettings,
  creditNoteLines,
  invoiceLines,
  invoicePayments,
  invoices,
  payerPayments,
  paymentTransactions,
} from '../../platform/db/schema';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { issuedInvoice, newPatient, recordCreditNote, recordPayment, recordRefund } from '../receivables/ledger-test-support';

interface Compared {
  value: number;
  previous: number;
  change: number | null;
}
interface Report {
  period: { from: string; to: string };
  previous: { from: string; to: string };
  basis: string;
  basisStatement: string;
  grain: string;
  sales: {
    total: Compared;
    buckets: (Compared & { from: string; to: string; label: string })[];
    items: (Compared & { key: string; label: string; kind: string })[];
  };
  tenders: { rows: (Compared & { key: string; receivedCents: number; refundedCents: number })[]; total: Compared };
  credits: { creditNotes: Compared & { count: number }; kept: Compared; used: Compared; held: Compared & { asOf: string } };
  receivables: { asOf: string; previousAsOf: string; buckets: (Compared & { key: string })[]; total: Compared };
  payers: { rows: (Compared & { key: string; label: string })[]; total: Compared };
}
interface List {
  title: string;
  rows: { id: string; date: string; document: string; name: string; detail: string; amountCents: number }[];
}

const april = 'period=month&date=2017-04-10';

describe('« Rapports financiers »', () => {
  const testApp = useTestApp();
  let admin: { cookie: string };
  let reception: { cookie: string };
  const get = (path: string, cookie = admin.cookie) =>
    testApp().app.request(`/api/admin/financial-reports${path}`, { headers: { cookie } });
  const report = async (query = april) => readJson<Report>(await get(`?${query}`));

  beforeAll(async () => {
    const app = testApp();
    admin = await staffMemberWithSession(app, 'admin');
    reception = await staffMemberWithSession(app, 'reception');
    const patientId = await newPatient(app, { firstName: 'Rachel', lastName: 'Rapport' });
    // March: a visit billed and paid cash the same day; another billed and left owing.
    const paidInMarch = await issuedInvoice(app, patientId, { totalCents: 8500, issuedOn: '2017-03-15' });
    await recordPayment(app, patientId, {
      amountCents: 8500,
      businessDate: '2017-03-15',
      allocations: [{ invoiceId: paidInMarch.id, amountCents: 8500 }],
    });
    await issuedInvoice(app, patientId, { totalCents: 6000, issuedOn: '2017-03-20' });
    // April 3: care and a pillow, paid by debit; April 10: care left owing.
    const withPillow = { id: randomUUID() };
    await app.db.insert(invoices).values({
      id: withPillow.id,
      patientId,
      number: `F-R${withPillow.id.slice(0, 6)}`,
      totalAmount: 13_099,
      paymentStatus: 'unpaid',
      issuedOn: '2017-04-03',
      dueOn: '2017-05-03',
      issuedAt: '2017-04-03T15:00:00.000Z',
      createdAt: '2017-04-03T15:00:00.000Z',
      updatedAt: '2017-04-03T15:00:00.000Z',
    });
    const [, pillow] = await app.db
      .insert(invoiceLines)
      .values([
        {
          invoiceId: withPillow.id,
          description: 'Traitement de chiropratique',
          serviceDate: '2017-04-03',
          amount: 8500,
          taxCode: 'exempt',
        },
        {
          invoiceId: withPillow.id,
          description: 'Oreiller cervical',
          serviceDate: '2017-04-03',
          amount: 4599,
          taxCode: 'gst_qst',
          lineOrder: 1,
        },
      ])
      .returning({ id: invoiceLines.id });
    const debit = await recordPayment(app, patientId, {
      amountCents: 13_099,
      tender: 'debit',
      businessDate: '2017-04-03',
      allocations: [{ invoiceId: withPillow.id, amountCents: 13_099 }],
    });
    await issuedInvoice(app, patientId, { totalCents: 8500, issuedOn: '2017-04-10' });
    // April 20: the pillow comes back (a credit note freeing its payment), refunded in cash the next day.
    const note = await recordCreditNote(app, patientId, withPillow.id, { amountCents: 4599, issuedOn: '2017-04-20' });
    await app.db
      .insert(creditNoteLines)
      .values({ creditNoteId: note.id, invoiceLineId: pillow!.id, description: 'Oreiller cervical', amount: 4599, taxCode: 'gst_qst' });
    await app.db.update(invoiceLines).set({ creditedAmount: 4599 }).where(eq(invoiceLines.id, pillow!.id));
    await app.db.update(invoicePayments).set({ amount: 8500 }).where(eq(invoicePayments.transactionId, debit));
    await app.db.update(paymentTransactions).set({ allocatedAmount: 8500 }).where(eq(paymentTransactions.id, debit));
    await app.db.update(invoices).set({ paidAmount: 8500, paymentStatus: 'credited' }).where(eq(invoices.id, withPillow.id));
    await recordRefund(app, patientId, { amountCents: 4599, businessDate: '2017-04-21', refundOfId: debit });
    // April 25: a 30,00 $ deposit by e-transfer for a visit to come, and 12,00 $ kept as credit at a checkout.
    await recordPayment(app, patientId, { amountCents: 3000, tender: 'etransfer', type: 'deposit', businessDate: '2017-04-25' });
    await app.db.insert(checkouts).values({
      id: randomUUID(),
      patientId,
      auditEventId: randomUUID(),
      tenders: [{ tender: 'cash', amountCents: 1200 }],
      invoiceIds: [],
      appliedCents: [],
      creditAppliedCents: 0,
      creditKeptCents: 1200,
      createdAt: '2017-04-25T15:00:00.000Z',
    });
    // April 28: Desjardins's cheque.
    await app.db.insert(payerPayments).values({
      payer: 'insurer',
      insurer: 'desjardins',
      tender: 'cheque',
      reference: 'CHQ-2017-04',
      amount: 5000,
      receivedOn: '2017-04-28',
      businessDate: '2017-04-28',
      createdAt: '2017-04-28T15:00:00.000Z',
    });
  });

  it('counts the sales on the cash basis: money received less a refund, by day and by service', async () => {
    await testApp().db.update(clinicSettings).set({ accountingBasis: 'cash' });
    const body = await report();
    expect(body.period).toEqual({ from: '2017-04-01', to: '2017-04-30' });
    expect(body.previous).toEqual({ from: '2017-03-01', to: '2017-03-31' });
    expect(body.basis).toBe('cash');
    expect(body.basisStatement).toContain('Comptabilité de caisse');
    // 131,00 $ + 30,00 $ deposit − 45,99 $ refunded.
    expect(body.sales.total).toEqual({ value: 11_500, previous: 8500, change: expect.closeTo(0.353, 3) });
    expect(body.grain).toBe('day');
    expect(body.sales.buckets).toHaveLength(30);
    expect(body.sales.buckets.reduce((sum, bucket) => sum + bucket.value, 0)).toBe(11_500);
    expect(body.sales.buckets.find((bucket) => bucket.from === '2017-04-21')?.value).toBe(-4599);
    expect(body.sales.items.map((item) => [item.label || item.key, item.value])).toEqual([
      ['Traitement de chiropratique', 8500],
      ['unapplied', 3000],
    ]);
    const tender = (key: string) => body.tenders.rows.find((row) => row.key === key);
    expect(tender('debit')).toMatchObject({ value: 13_099, receivedCents: 13_099, refundedCents: 0, previous: 0 });
    expect(tender('cash')).toMatchObject({ value: -4599, refundedCents: 4599, previous: 8500 });
    expect(tender('etransfer')).toMatchObject({ value: 3000 });
    expect(body.tenders.total.value).toBe(11_500);
    expect(body.credits.creditNotes).toMatchObject({ value: 4599, previous: 0, count: 1 });
    expect(body.credits.kept).toMatchObject({ value: 1200, previous: 0 });
    expect(body.credits.used.value).toBe(0);
    expect(body.payers.rows).toEqual([{ key: 'desjardins', label: 'Desjardins Assurances', value: 5000, previous: 0, change: null }]);
    const [audited] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'financial_report.viewed'));
    expect(audited?.details).toEqual({ startDate: '2017-04-01', endDate: '2017-04-30' });
  });

  it('counts them on the accrual basis: invoices issued less the credit note, by service', async () => {
    await testApp().db.update(clinicSettings).set({ accountingBasis: 'accrual' });
    const body = await report(`${april}&grain=week`);
    expect(body.basis).toBe('accrual');
    // 131,00 $ + 85,00 $ − 45,99 $ taken back; March: 85,00 $ + 60,00 $.
    expect(body.sales.total).toMatchObject({ value: 17_000, previous: 14_500 });
    expect(body.sales.buckets.map((bucket) => [bucket.from, bucket.value])).toEqual([
      ['2017-04-01', 0],
      ['2017-04-03', 13_099],
      ['2017-04-10', 8500],
      ['2017-04-17', -4599],
      ['2017-04-24', 0],
    ]);
    expect(body.sales.items.map((item) => [item.label, item.value, item.previous])).toEqual([
      ['Traitement de chiropratique', 17_000, 14_500],
      ['Oreiller cervical', 0, 0],
    ]);
    await testApp().db.update(clinicSettings).set({ accountingBasis: 'cash' });
  });

  it('ages the receivables on the month’s last day', async () => {
    const { receivables } = await report();
    expect(receivables.asOf).toBe('2017-04-30');
    expect(receivables.previousAsOf).toBe('2017-03-31');
    const bucket = (key: string) => receivables.buckets.find((entry) => entry.key === key);
    expect(bucket('current')).toMatchObject({ value: 8500, previous: 6000 });
    expect(bucket('days31to60')).toMatchObject({ value: 6000, previous: 0 });
    expect(receivables.total).toMatchObject({ value: 14_500, previous: 6000 });
  });

  it('gives the account credit held on the month’s last day, whatever its source, and the patients holding it', async () => {
    // On April 30 Rachel owes 145,00 $ on two invoices and her ledger 115,00 $: her 30,00 $ deposit is credit.
    const { credits } = await report();
    expect(credits.held).toEqual({ value: 3000, previous: 0, change: null, asOf: '2017-04-30' });
    const held = await readJson<List>(await get(`/list?${april}&list=creditHeld`));
    expect(held.title).toBe('Crédit au compte détenu');
    expect(held.rows.map((row) => [row.date, row.name, row.amountCents])).toEqual([['2017-04-30', 'Rachel Rapport', 3000]]);
  });

  it('lists what is behind a figure and exports every column as CSV', async () => {
    const debit = await readJson<List>(await get(`/list?${april}&list=tender&key=debit`));
    expect(debit.title).toBe('Paiements — Débit Interac');
    expect(debit.rows.map((row) => [row.date, row.amountCents, row.name])).toEqual([['2017-04-03', 13_099, 'Rachel Rapport']]);
    const owed = await readJson<List>(await get(`/list?${april}&list=receivables&key=days31to60`));
    expect(owed.rows.map((row) => [row.date, row.amountCents])).toEqual([['2017-03-20', 6000]]);
    const day = await readJson<List>(await get(`/list?${april}&list=sales&bucket=2017-04-21`));
    expect(day.rows.map((row) => row.amountCents)).toEqual([-4599]);
    const unapplied = await readJson<List>(await get(`/list?${april}&list=sales&key=unapplied`));
    expect(unapplied.title).toBe('Ventes de la période — Non appliqué à une facture (dépôts en attente, crédit gardé, remboursements)');
    // The pillow's freed payment and the deposit, less the refund: the figure's 30,00 $.
    expect(unapplied.rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(3000);

    const csv = await get(`/list.csv?${april}&list=creditNotes`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('rapport-financier-notes-de-credit-2017-04-01-2017-04-30.csv');
    const [header, ...rows] = parse((await csv.text()).replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(header).toEqual(financialListColumns.map((column) => column.label));
    expect(rows).toEqual([
      ['2017-04-20', expect.stringMatching(/^NC-T/), 'Rachel Rapport', expect.stringMatching(/^Sur la facture F-R/), '45,99'],
    ]);
    const [exported] = await testApp().db.select().from(auditEvents).where(sql`${auditEvents.action} = 'financial_report.list_exported'`);
    expect(exported?.details).toMatchObject({ list: 'creditNotes', count: 1 });
  });

  it('refuses the reception: revenue is not hers', async () => {
    expect((await get(`?${april}`, reception.cookie)).status).toBe(403);
    expect((await get(`/list?${april}&list=tender`, reception.cookie)).status).toBe(403);
    expect((await get(`/list.csv?${april}&list=tender`, reception.cookie)).status).toBe(403);
  });

  it('refuses bad input in French, beside its field', async () => {
    const reversed = await get('?period=custom&from=2017-04-30&to=2017-04-01');
    expect(reversed.status).toBe(422);
    expect((await readJson<ApiErrorBody>(reversed)).error.fields?.to).toBe('Le dernier jour doit suivre le premier.');
    const unknown = await get('/list?list=salaires');
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiErrorBody>(unknown)).error.fields?.list).toBe('Cette liste n’existe pas dans les rapports financiers.');
    const grain = await readJson<ApiErrorBody>(await get('?grain=heure'));
    expect(grain.error.fields?.grain).toBe('Choisissez des ventes par jour, par semaine ou par mois.');
  });
});
