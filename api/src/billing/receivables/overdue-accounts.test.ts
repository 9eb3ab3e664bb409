// The late accounts of the payment reminders: the one statement gives, for each patient late,
// exactly the account the pure reading (`receivableAccountsAsOf`) gives, and leaves out whoever
// owes nothing late, holds enough credit, or owes nothing at all; off the request thread too.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from 'shared-domain/platform/clinic-time';
import { openReportReader } from '../../platform/db/report-reader';
import { useTestApp } from '../../testing/test-app';
import { issuedInvoice, newPatient, recordCreditNote, recordPayment } from './ledger-test-support';
import { claimOfInvoice } from '../../testing/insurance-claims';
import { overdueAccountsAsOf, overdueAccountsWithEmailCount } from './overdue-accounts';
import { receivableAccountsAsOf } from './receivables-as-of';

const asOf = '2026-11-18';
const dueBefore = addDays(asOf, -30);

describe('the accounts owing on an invoice due more than 30 days ago', () => {
  const testApp = useTestApp();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const app = testApp();
    const patient = async (key: string, lastName: string) => {
      ids[key] = await newPatient(app, { firstName: key, lastName });
      return ids[key];
    };
    // Late on an old invoice, and owing a recent one too: both invoices listed, oldest first.
    const late = await patient('Léa', 'Tardif');
    await issuedInvoice(app, late, { totalCents: 8000, issuedOn: '2026-08-01', dueOn: '2026-08-31' });
    await issuedInvoice(app, late, { totalCents: 6000, issuedOn: '2026-11-10', dueOn: '2026-12-10' });
    // Late, part paid and part credited.
    const partly = await patient('Marc', 'Bouchard');
    const invoice = await issuedInvoice(app, partly, { totalCents: 10_000, issuedOn: '2026-07-01', dueOn: '2026-07-31' });
    await recordPayment(app, partly, {
      businessDate: '2026-08-02',
      tender: 'cash',
      amountCents: 2500,
      allocations: [{ invoiceId: invoice.id, amountCents: 2500 }],
    });
    await recordCreditNote(app, partly, invoice.id, { amountCents: 1500, issuedOn: '2026-09-01' });
    // Late, but credit on the account covers it all: nothing to remind of.
    const covered = await patient('Nina', 'Couverte');
    await issuedInvoice(app, covered, { totalCents: 5000, issuedOn: '2026-06-01', dueOn: '2026-07-01' });
    await recordPayment(app, covered, { businessDate: '2026-10-01', tender: 'cash', amountCents: 9000 });
    // Owing, but nothing due before the cut-off.
    const recent = await patient('Olivier', 'Récent');
    await issuedInvoice(app, recent, { totalCents: 4000, issuedOn: '2026-11-01', dueOn: '2026-12-01' });
    // Paid in full after its due date: late once, not now.
    const settled = await patient('Paul', 'Soldé');
    const paid = await issuedInvoice(app, settled, { totalCents: 3000, issuedOn: '2026-05-01', dueOn: '2026-05-31' });
    await recordPayment(app, settled, {
      businessDate: '2026-11-15',
      tender: 'cash',
      amountCents: 3000,
      allocations: [{ invoiceId: paid.id, amountCents: 3000 }],
    });
  });

  /** What the pure reading says of every account, kept when it owes net and owes on an invoice due before `before`. */
  async function expected(date: string, before: string) {
    const accounts = await receivableAccountsAsOf(testApp().db, date);
    return [...accounts]
      .filter(([, account]) => account.balanceCents > 0 && account.invoices.some((owed) => owed.dueOn < before))
      .map(([patientId, account]) => ({ patientId, account }));
  }

  it('gives each late account as the pure reading does, to the cent, and no one else', async () => {
    const found = await overdueAccountsAsOf(testApp().db, asOf, dueBefore);
    expect(found.map(({ person }) => person.firstName)).toEqual(['Marc', 'Léa']);
    const want = await expected(asOf, dueBefore);
    expect(found.map(({ person, account }) => ({ patientId: person.id, account }))).toEqual(
      expect.arrayContaining(
        want.map(({ patientId, account }) => ({
          patientId,
          account: { ...account, invoices: account.invoices.map(({ patientId: _patient, ...owed }) => owed) },
        })),
      ),
    );
    expect(found).toHaveLength(want.length);
    const lea = found.find(({ person }) => person.id === ids.Léa);
    expect(lea?.account.invoices.map((owed) => owed.openCents)).toEqual([8000, 6000]);
    expect(lea?.account.balanceCents).toBe(14_000);
    expect(found.find(({ person }) => person.id === ids.Marc)?.account.balanceCents).toBe(6000);
  });

  it('reads a past date as it stood then: the settled invoice was late on that day', async () => {
    const date = '2026-10-20';
    const found = await overdueAccountsAsOf(testApp().db, date, addDays(date, -30));
    expect(found.map(({ person }) => person.firstName).sort()).toEqual(['Léa', 'Marc', 'Paul']);
    expect(found).toHaveLength((await expected(date, addDays(date, -30))).length);
  });

  it('reads the same accounts off the request thread, as the server does', async () => {
    const reader = openReportReader(testApp().db, testApp().deps.config.databaseUrl);
    try {
      expect(await overdueAccountsAsOf(reader, asOf, dueBefore)).toEqual(await overdueAccountsAsOf(testApp().db, asOf, dueBefore));
    } finally {
      await reader.close();
    }
  });
});

describe('an invoice a payer is still asked to pay is not the patient’s to be reminded of', () => {
  const testApp = useTestApp();

  async function lateOwing(lastName: string, totalCents: number) {
    const patientId = await newPatient(testApp(), { firstName: 'Réclamation', lastName });
    const invoice = await issuedInvoice(testApp(), patientId, { totalCents, issuedOn: '2026-08-01', dueOn: '2026-08-31' });
    return { patientId, invoiceId: invoice.id };
  }

  const owedBy = async (patientId: string) =>
    (await overdueAccountsAsOf(testApp().db, asOf, dueBefore)).find(({ person }) => person.id === patientId)?.account;

  it('leaves out a visit claimed from the SAAQ, in full or in part, until it answers', async () => {
    for (const status of ['to_submit', 'submitted', 'pending'] as const) {
      const { patientId, invoiceId } = await lateOwing(`Attente ${status}`, 9000);
      await claimOfInvoice(testApp(), patientId, invoiceId, { amountCents: 6500, status, createdOn: '2026-08-02' });
      expect(await owedBy(patientId)).toBeUndefined();
    }
  });

  it('still reminds of her other late invoices, the awaited one left out of the balance it names', async () => {
    const { patientId, invoiceId } = await lateOwing('Autre facture', 9000);
    await claimOfInvoice(testApp(), patientId, invoiceId, { amountCents: 9000, status: 'submitted', createdOn: '2026-08-02' });
    const other = await issuedInvoice(testApp(), patientId, { totalCents: 4000, issuedOn: '2026-09-01', dueOn: '2026-10-01' });
    const account = await owedBy(patientId);
    expect(account?.invoices.map((owed) => [owed.id, owed.openCents])).toEqual([[other.id, 4000]]);
    expect(account?.balanceCents).toBe(4000);
  });

  it('reminds of what the payer refused or left unpaid', async () => {
    const refused = await lateOwing('Refusée', 9000);
    await claimOfInvoice(testApp(), refused.patientId, refused.invoiceId, {
      amountCents: 9000,
      status: 'refused',
      createdOn: '2026-08-02',
    });
    expect((await owedBy(refused.patientId))?.balanceCents).toBe(9000);

    const partly = await lateOwing('Partielle', 9000);
    await claimOfInvoice(testApp(), partly.patientId, partly.invoiceId, {
      amountCents: 9000,
      status: 'partially_paid',
      createdOn: '2026-08-02',
      paidCents: 6000,
    });
    await recordPayment(testApp(), partly.patientId, {
      businessDate: '2026-09-15',
      tender: 'cheque',
      amountCents: 6000,
      allocations: [{ invoiceId: partly.invoiceId, amountCents: 6000 }],
    });
    expect((await owedBy(partly.patientId))?.invoices.map((owed) => owed.openCents)).toEqual([3000]);
  });

  it('reads a claim made after the day asked as not made yet', async () => {
    const { patientId, invoiceId } = await lateOwing('Tardive', 9000);
    await claimOfInvoice(testApp(), patientId, invoiceId, { amountCents: 9000, status: 'submitted', createdOn: '2026-11-20' });
    expect((await owedBy(patientId))?.balanceCents).toBe(9000);
  });

  it('counts the accounts the one-click reminders reach as it lists them', async () => {
    const listed = await overdueAccountsAsOf(testApp().db, asOf, dueBefore);
    expect(await overdueAccountsWithEmailCount(testApp().db, asOf, dueBefore)).toBe(listed.filter(({ person }) => person.email).length);
  });
});
