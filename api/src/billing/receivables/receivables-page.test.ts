// « Comptes à recevoir » a page at a time: the database ages and sums what the pure reading
// (`receivableAccountsAsOf` and shared-domain's `agedAccount`) gives, the totals are over every
// page, and walking the pages shows each patient once, in order, even as the report changes.
import { agedAccount, isReceivable } from 'shared-domain/billing/receivables';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { eq } from 'drizzle-orm';
import { insuranceClaims } from '../../platform/db/schema';
import { claimOfInvoice } from '../../testing/insurance-claims';
import { issuedInvoice, newPatient, recordCreditNote, recordPayment } from './ledger-test-support';
import { receivableAccountsAsOf } from './receivables-as-of';
import { openReportReader } from '../../platform/db/report-reader';
import { decodeReceivableCursor, receivablesPage } from './receivables-page';

const asOf = '2026-11-18';

describe('« Comptes à recevoir », page by page', () => {
  const testApp = useTestApp();
  const tied: string[] = [];

  /** Every page of the report, `limit` rows each, by following `nextCursor`. */
  async function allPages(limit: number, date = asOf) {
    const pages = [];
    let cursor: string | null = null;
    do {
      const page = await receivablesPage(testApp().db, date, cursor === null ? undefined : decodeReceivableCursor(cursor), limit);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return pages;
  }

  beforeAll(async () => {
    const app = testApp();
    // Three patients owing the same amount: ordered by name as the clinic reads it (accents aside), then by id.
    for (const [firstName, lastName] of [
      ['Fanny', 'Roy'],
      ['Émilie', 'Roy'],
      ['Dany', 'Roy'],
    ] as const) {
      const id = await newPatient(app, { firstName, lastName });
      tied.push(id);
      await issuedInvoice(app, id, { totalCents: 7000, issuedOn: '2026-10-01' });
    }
    const ages = ['2026-11-10', '2026-09-30', '2026-08-15', '2026-05-01'];
    for (let index = 0; index < 9; index++) {
      const id = await newPatient(app, { firstName: `Patient${index}`, lastName: 'Page' });
      const invoice = await issuedInvoice(app, id, { totalCents: 1000 * (index + 1), issuedOn: ages[index % ages.length] ?? asOf });
      if (index % 3 === 0)
        await recordPayment(app, id, {
          businessDate: '2026-11-12',
          tender: 'cash',
          amountCents: 500,
          allocations: [{ invoiceId: invoice.id, amountCents: 500 }],
        });
      if (index % 4 === 1) await recordCreditNote(app, id, invoice.id, { amountCents: 300, issuedOn: '2026-11-01' });
      if (index === 8) await recordPayment(app, id, { businessDate: '2026-11-14', tender: 'cash', amountCents: 20_000 });
    }
  });

  it('ages, nets and sums in the database what the pure reading gives, to the cent', async () => {
    for (const date of [asOf, '2026-10-15']) {
      const [page] = await allPages(1000, date);
      const expected = [...(await receivableAccountsAsOf(testApp().db, date))]
        .map(([patientId, { invoices, creditCents }]) => ({ patientId, ...agedAccount(invoices, creditCents, date) }))
        .filter((account) => isReceivable(account));
      expect(page?.rows.map(({ patientName: _name, email: _email, ...row }) => row)).toEqual(
        expect.arrayContaining(expected.map((account) => expect.objectContaining(account))),
      );
      expect(page?.rows).toHaveLength(expected.length);
    }
  });

  it('gives the totals over every row on each page, and each row once, largest balance first, ties by name', async () => {
    const whole = (await allPages(1000))[0];
    const pages = await allPages(2);
    expect(pages.length).toBeGreaterThan(3);
    const rows = pages.flatMap((page) => page.rows);
    expect(rows).toEqual(whole?.rows);
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    for (const page of pages) {
      expect(page.totals).toEqual({
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
        patients: rows.length,
      });
    }
    const balances = rows.map((row) => row.balanceCents);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(rows.filter((row) => tied.includes(row.patientId)).map((row) => row.patientName)).toEqual([
      'Dany Roy',
      'Émilie Roy',
      'Fanny Roy',
    ]);
  });

  it('keeps its place when the report changes between pages: no row twice, none skipped', async () => {
    const app = testApp();
    const first = await receivablesPage(app.db, asOf, undefined, 3);
    // A new debtor above the first page, read by nobody yet: the pages after the cursor go on where they were.
    const newcomer = await newPatient(app, { firstName: 'Arrivée', lastName: 'Tardive' });
    await issuedInvoice(app, newcomer, { totalCents: 900_000, issuedOn: '2026-11-17' });
    const rest = [];
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const page = await receivablesPage(app.db, asOf, decodeReceivableCursor(cursor), 3);
      rest.push(...page.rows);
      cursor = page.nextCursor;
    }
    const now = (await allPages(1000))[0]?.rows ?? [];
    expect([...first.rows, ...rest].map((row) => row.patientId)).toEqual(
      now.filter((row) => row.patientId !== newcomer).map((row) => row.patientId),
    );
    expect(now[0]?.patientId).toBe(newcomer);
  });

  it('reads the same pages off the request thread, as the server does', async () => {
    const reader = openReportReader(testApp().db, testApp().deps.config.databaseUrl);
    try {
      const first = await receivablesPage(reader, asOf, undefined, 4);
      expect(first).toEqual(await receivablesPage(testApp().db, asOf, undefined, 4));
      const cursor = decodeReceivableCursor(first.nextCursor ?? '');
      expect(await receivablesPage(reader, asOf, cursor, 4)).toEqual(await receivablesPage(testApp().db, asOf, cursor, 4));
    } finally {
      await reader.close();
    }
  });

  it('shows, of what a patient owes, what a payer is still asked to pay, until it answers', async () => {
    const app = testApp();
    const patientId = await newPatient(app, { firstName: 'Rosalie', lastName: 'Réclamée' });
    const claimed = await issuedInvoice(app, patientId, { totalCents: 9000, issuedOn: '2026-10-20' });
    await issuedInvoice(app, patientId, { totalCents: 4000, issuedOn: '2026-11-02' });
    const claim = await claimOfInvoice(app, patientId, claimed.id, { amountCents: 9000, status: 'submitted', createdOn: '2026-10-21' });
    const rowOf = async () => (await allPages(1000))[0]?.rows.find((row) => row.patientId === patientId);
    expect(await rowOf()).toMatchObject({ owedCents: 13_000, awaitedCents: 9000, balanceCents: 13_000 });
    await app.db.update(insuranceClaims).set({ status: 'refused' }).where(eq(insuranceClaims.id, claim));
    expect(await rowOf()).toMatchObject({ owedCents: 13_000, awaitedCents: 0 });
  });

  it('refuses a page token it did not issue, in French beside it (422)', async () => {
    const app = testApp();
    const reception = await staffMemberWithSession(app, 'reception');
    const response = await app.app.request('/api/admin/receivables?cursor=pas-une-page', { headers: { cookie: reception.cookie } });
    expect(response.status).toBe(422);
    expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({
      cursor: 'Page des comptes à recevoir invalide : rechargez la liste',
    });
  });
});
