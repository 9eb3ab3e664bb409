// « Paiements »: every payment and refund with its filters, totals by tender over the
// whole filter, pages that never skip nor repeat, the closed days marked, and the CSV export with
// every column shown, read back by an independent parser.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { DeskPaymentList } from 'shared-domain/billing/desk-payment-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { paymentListColumns } from 'shared-domain/billing/payment-list';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/db/schema';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { issuedInvoice, newPatient, recordPayment, recordRefund } from '../receivables/ledger-test-support';
import { closeDay } from '../cash-closing/closed-day-test-support';

type PaymentPage = DeskPaymentList & { from: string; to: string };

describe('« Paiements »', () => {
  const testApp = useTestApp();
  let reception: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  let patientId: string;
  let busyPatientId: string;
  let invoiceNumber: string;
  const ids = { cash: '', debit: '', online: '', voided: '', refund: '', formula: '' };

  const get = (path: string, cookie = reception.cookie) => testApp().app.request(`/api/admin${path}`, { headers: { cookie } });
  const list = async (query: string) => {
    const response = await get(`/payments?${query}`);
    expect(response.status).toBe(200);
    return readJson<PaymentPage>(response);
  };

  beforeAll(async () => {
    const app = testApp();
    reception = await staffMemberWithSession(app, 'reception', { fullName: 'Julie Réception' });
    practitioner = await staffMemberWithSession(app, 'practitioner');
    patientId = await newPatient(app, { firstName: 'Paula', lastName: 'Paiements' });
    busyPatientId = await newPatient(app, { firstName: 'Pierre', lastName: 'Pages' });
    const invoice = await issuedInvoice(app, patientId, { totalCents: 8500, issuedOn: '2026-11-10' });
    invoiceNumber = invoice.number;
    ids.cash = await recordPayment(app, patientId, {
      businessDate: '2026-11-10',
      receivedAt: '2026-11-10T16:00:00.000Z',
      tender: 'cash',
      amountCents: 5000,
      takenBy: reception.id,
      allocations: [{ invoiceId: invoice.id, amountCents: 5000 }],
    });
    ids.online = await recordPayment(app, patientId, {
      businessDate: '2026-11-12',
      receivedAt: '2026-11-12T20:00:00.000Z',
      tender: 'card_on_file',
      amountCents: 3500,
      allocations: [{ invoiceId: invoice.id, amountCents: 3500 }],
    });
    ids.debit = await recordPayment(app, patientId, {
      businessDate: '2026-11-16',
      receivedAt: '2026-11-16T15:30:00.000Z',
      tender: 'debit',
      amountCents: 2000,
      takenBy: reception.id,
    });
    ids.voided = await recordPayment(app, patientId, {
      businessDate: '2026-11-16',
      receivedAt: '2026-11-16T15:00:00.000Z',
      tender: 'cash',
      amountCents: 9900,
      takenBy: reception.id,
      status: 'voided',
    });
    await recordPayment(app, patientId, { businessDate: '2026-11-16', tender: 'card_on_file', amountCents: 7000, status: 'failed' });
    ids.refund = await recordRefund(app, patientId, {
      businessDate: '2026-11-17',
      receivedAt: '2026-11-17T18:00:00.000Z',
      tender: 'debit',
      amountCents: 1200,
      refundOfId: ids.debit,
      takenBy: reception.id,
    });
    ids.formula = await recordPayment(app, patientId, {
      businessDate: '2026-09-20',
      tender: 'cheque',
      amountCents: 1000,
      takenBy: reception.id,
      notes: '=HYPERLINK("http://pirate.example","Cliquez")',
    });
    for (let index = 0; index < 57; index += 1) {
      const day = `2026-11-${String(1 + (index % 17)).padStart(2, '0')}`;
      // Some share an instant: the id breaks the tie, so no row is skipped or repeated.
      await recordPayment(app, busyPatientId, {
        businessDate: day,
        receivedAt: `${day}T15:00:00.000Z`,
        tender: 'cash',
        amountCents: 100 + index,
      });
    }
    // Closed last, as the desk does: the database refuses a payment written onto a closed day.
    await closeDay(app, '2026-11-10', '2026-11-10T23:00:00.000Z');
  });

  it('lists payments and refunds newest first, a refund negative, a voided payment marked, failed attempts left out', async () => {
    const page = await list(`from=2026-11-01&to=2026-11-18&patientId=${patientId}`);
    expect(page.payments.map((row) => [row.id, row.kind, row.tender, row.amountCents, row.statusLabel])).toEqual([
      [ids.refund, 'refund', 'debit', -1200, 'Complété'],
      [ids.debit, 'payment', 'debit', 2000, 'Complété'],
      [ids.voided, 'payment', 'cash', 9900, 'Annulé'],
      [ids.online, 'payment', 'card_on_file', 3500, 'Complété'],
      [ids.cash, 'payment', 'cash', 5000, 'Complété'],
    ]);
    expect(page.payments.at(-1)).toEqual({
      id: ids.cash,
      kind: 'payment',
      status: 'completed',
      statusLabel: 'Complété',
      tender: 'cash',
      tenderLabel: 'Comptant',
      amountCents: 5000,
      receivedAt: '2026-11-10T16:00:00.000Z',
      businessDate: '2026-11-10',
      patientId,
      patientName: 'Paula Paiements',
      takenByName: 'Julie Réception',
      invoiceNumbers: [invoiceNumber],
      dayClosed: true,
      note: null,
      refundableCents: 0,
      settledAfterClose: null,
    });
    expect(page.payments.find((row) => row.id === ids.online)).toMatchObject({ takenByName: null, dayClosed: false });
    expect(page.nextCursor).toBeNull();
  });

  it('says what of each payment may still be refunded: neither applied to invoices nor refunded, nothing for a refund or a voided one', async () => {
    const page = await list(`from=2026-11-01&to=2026-11-18&patientId=${patientId}`);
    expect(Object.fromEntries(page.payments.map((row) => [row.id, row.refundableCents]))).toEqual({
      [ids.refund]: 0,
      [ids.debit]: 800,
      [ids.voided]: 0,
      [ids.online]: 0,
      [ids.cash]: 0,
    });
  });

  it('filters by another staff member, named among those who took money over the period', async () => {
    const app = testApp();
    const colleague = await staffMemberWithSession(app, 'reception', { fullName: 'Amélie Comptoir' });
    // A patient of her own, so the other tests' lists stay as they are.
    const herPatient = await newPatient(app, { firstName: 'Hélène', lastName: 'Comptoir' });
    const hers = await recordPayment(app, herPatient, {
      businessDate: '2026-11-13',
      receivedAt: '2026-11-13T15:00:00.000Z',
      tender: 'cash',
      amountCents: 1500,
      takenBy: colleague.id,
    });
    // Whatever the list is filtered on, the choices are everyone of the period, by name.
    const page = await list(`from=2026-11-01&to=2026-11-18&staffId=${reception.id}`);
    expect(page.receivedBy).toEqual(
      expect.arrayContaining([
        { id: colleague.id, name: 'Amélie Comptoir' },
        { id: reception.id, name: 'Julie Réception' },
      ]),
    );
    expect(page.receivedBy.findIndex((taker) => taker.id === colleague.id)).toBeLessThan(
      page.receivedBy.findIndex((taker) => taker.id === reception.id),
    );
    // The reception, reading the list, sees her colleague's payments alone.
    const theirs = await list(`from=2026-11-01&to=2026-11-18&staffId=${colleague.id}`);
    expect(theirs.payments.map((row) => [row.id, row.takenByName])).toEqual([[hers, 'Amélie Comptoir']]);
    // Nobody took money in September but the cheque's desk.
    expect((await list('from=2026-09-01&to=2026-09-30')).receivedBy).toEqual([{ id: reception.id, name: 'Julie Réception' }]);
  });

  it('totals by tender over the whole filter, payments less refunds, voided left out', async () => {
    const page = await list(`from=2026-11-01&to=2026-11-18&patientId=${patientId}`);
    expect(page.totalsByTender).toEqual([
      { tender: 'cash', tenderLabel: 'Comptant', amountCents: 5000 },
      { tender: 'debit', tenderLabel: 'Débit Interac', amountCents: 800 },
      { tender: 'card_on_file', tenderLabel: 'Carte enregistrée', amountCents: 3500 },
    ]);
    expect(page.totalCents).toBe(9300);
  });

  it('pages through 57 rows without skipping or repeating one, the totals the same on every page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: PaymentPage = await list(`from=2026-11-01&to=2026-11-18&patientId=${busyPatientId}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.totalCents).toBe(57 * 100 + (56 * 57) / 2);
      seen.push(...page.payments.map((row) => row.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(57);
    expect(new Set(seen).size).toBe(57);
  });

  it('filters by day, tender, staff member, online, and closed or open day', async () => {
    const idsOf = async (query: string) => (await list(`patientId=${patientId}&${query}`)).payments.map((row) => row.id);
    expect(await idsOf('from=2026-11-16&to=2026-11-16')).toEqual([ids.debit, ids.voided]);
    expect(await idsOf('from=2026-11-01&to=2026-11-18&tender=debit')).toEqual([ids.refund, ids.debit]);
    expect(await idsOf(`from=2026-11-01&to=2026-11-18&staffId=${reception.id}`)).toEqual([ids.refund, ids.debit, ids.voided, ids.cash]);
    expect(await idsOf('from=2026-11-01&to=2026-11-18&staffId=online')).toEqual([ids.online]);
    expect(await idsOf('from=2026-11-01&to=2026-11-18&closedDay=true')).toEqual([ids.cash]);
    expect(await idsOf('from=2026-11-01&to=2026-11-18&closedDay=false')).toEqual([ids.refund, ids.debit, ids.voided, ids.online]);
  });

  it('shows the last month when no period is given, and says which', async () => {
    const page = await list(`patientId=${patientId}`);
    expect([page.from, page.to]).toEqual(['2026-10-19', '2026-11-18']);
    expect(page.payments.map((row) => row.id)).not.toContain(ids.formula);
    expect((await list(`patientId=${patientId}&from=2026-09-01`)).payments.map((row) => row.id)).toEqual([ids.formula]);
  });

  it('is the cash desk’s books: audits each look, and refuses the list and its export to the practitioner (403)', async () => {
    const response = await get(`/payments?patientId=${patientId}`);
    expect(response.status).toBe(200);
    const rows = await testApp()
      .db.select({ actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payments.viewed'));
    expect(rows).toContainEqual({ actorId: reception.id, details: { count: 5 } });
    expect((await get(`/payments?patientId=${patientId}`, practitioner.cookie)).status).toBe(403);
    expect((await get(`/payments.csv?patientId=${patientId}`, practitioner.cookie)).status).toBe(403);
    const looks = await testApp().db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.actorId, practitioner.id));
    expect(looks).toEqual([]);
  });

  it('refuses bad filters in French (422), beside the field', async () => {
    for (const [query, field] of [
      ['tender=bitcoin', 'tender'],
      ['from=2026-11-18&to=2026-11-01', 'to'],
      ['from=2025-01-01&to=2026-11-18', 'to'],
      ['from=hier', 'from'],
      ['closedDay=peut-être', 'closedDay'],
      ['cursor=pas-un-curseur', 'cursor'],
    ] as const) {
      const response = await get(`/payments?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys((await readJson<ApiErrorBody>(response)).error.fields ?? {}), query).toEqual([field]);
    }
  });

  describe('the CSV export', () => {
    it('has every column of the screen, the rows of the filter, amounts with a decimal comma, a BOM and `;`', async () => {
      const response = await get(`/payments.csv?from=2026-09-01&to=2026-11-18&patientId=${patientId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="paiements-2026-09-01-2026-11-18.csv"');
      const bytes = Buffer.from(await response.arrayBuffer());
      // The byte-order mark Excel needs to read the accents as UTF-8.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      const [header, ...rows] = parse(text, { delimiter: ';', bom: true }) as string[][];
      expect(header).toEqual(paymentListColumns.map((column) => column.label));
      expect(rows).toHaveLength(6);
      expect(rows[0]).toEqual([
        '2026-11-17 13:00',
        '2026-11-17',
        'Remboursement',
        'Paula Paiements',
        'Débit Interac',
        '-12,00',
        '',
        'Julie Réception',
        'Complété',
        'Non',
        '',
      ]);
      expect(rows[4]).toEqual([
        '2026-11-10 11:00',
        '2026-11-10',
        'Paiement',
        'Paula Paiements',
        'Comptant',
        '50,00',
        invoiceNumber,
        'Julie Réception',
        'Complété',
        'Oui',
        '',
      ]);
      expect(rows[3]?.[7]).toBe('En ligne');
    });

    it('writes the English variant on request: `,` between cells and a decimal point, read back by an independent parser', async () => {
      const response = await get(`/payments.csv?from=2026-09-01&to=2026-11-18&patientId=${patientId}&format=excel-en`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(bytes.toString('utf8'), { delimiter: ',', bom: true }) as string[][];
      expect(header).toEqual(paymentListColumns.map((column) => column.label));
      expect(rows).toHaveLength(6);
      const amount = paymentListColumns.findIndex((column) => column.key === 'amount');
      expect(rows.map((row) => row[amount])).toEqual(['-12.00', '20.00', '99.00', '35.00', '50.00', '10.00']);
      expect(rows[4]?.slice(0, 5)).toEqual(['2026-11-10 11:00', '2026-11-10', 'Paiement', 'Paula Paiements', 'Comptant']);
      // Every amount a number to an English spreadsheet.
      for (const row of rows) expect(Number.isFinite(Number(row[amount]))).toBe(true);
      const bad = await get(`/payments.csv?patientId=${patientId}&format=excel-de`);
      expect(bad.status).toBe(422);
      expect((await readJson<ApiErrorBody>(bad)).error.fields?.format).toBe(
        "Format doit être l'une des valeurs suivantes: Excel français, Excel anglais",
      );
    });

    it('neutralises a formula typed in a note, whatever the separator the file is opened with', async () => {
      const text = await (await get(`/payments.csv?from=2026-09-01&to=2026-09-30&patientId=${patientId}`)).text();
      const [, row] = parse(text, { delimiter: ';', bom: true }) as string[][];
      expect(row?.at(-1)).toBe('\'=HYPERLINK("http://pirate.example","Cliquez")');
      const byComma = parse(text, { delimiter: ',', bom: true, relax_quotes: true, relax_column_count: true }) as string[][];
      for (const cells of byComma) for (const value of cells) expect(value.replace(/^[\s"']*/, '')).not.toMatch(/^[=+@]/);
    });

    it('is audited with its count and period', async () => {
      await get(`/payments.csv?from=2026-11-01&to=2026-11-18&patientId=${busyPatientId}`);
      const rows = await testApp()
        .db.select({ details: auditEvents.details })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'payments.exported'));
      expect(rows.map((row) => row.details)).toContainEqual({ count: 57, from: '2026-11-01', to: '2026-11-18' });
    });

    it('refuses the same bad filters (422)', async () => {
      expect((await get('/payments.csv?tender=bitcoin')).status).toBe(422);
    });
  });
});
