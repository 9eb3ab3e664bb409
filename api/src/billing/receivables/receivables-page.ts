// « Comptes à recevoir » a page at a time, aged and summed by the database: the same reading as
// `receivableAccountsAsOf` (receivables-as-of.ts: each invoice's open amount on `asOf`, the
// ledger's balance, the credit it leaves, what payers are still asked to pay of it) in one
// statement, which answers the page's rows and the
// totals over every row of the report, so the server never holds nor sends the whole list.
// Largest balance first (credits last), then by name as the clinic reads it, then by id: a keyset
// cursor on those three, so a page costs the same however deep and a row is never shown twice.
// The statement reads the whole ledger: the route reads it off the request thread (`reportReader`).
import { sql } from 'drizzle-orm';
import type { DeskReceivableRow, DeskReceivables } from 'shared-domain/billing/desk-receivable-views';
import {
  type ReceivableBucket,
  type ReceivableBuckets,
  receivableListLimits,
  receivablesCursorMessage,
} from 'shared-domain/billing/receivables';
import type { ReportReader } from '../../platform/db/report-reader';
import { invoices, patients } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { awaitedFromPayerSql } from './awaited-from-payers';
import { candidatesAsOf, issuedByCondition, ledgerEntriesAsOf, openCentsAsOf } from './receivables-as-of';
import { nameOrderKey } from './name-order';

/** Where a page ended: the last row's balance, name key and patient id. */
export interface ReceivableCursor {
  balanceCents: number;
  nameKey: string;
  patientId: string;
}

export function encodeReceivableCursor(cursor: ReceivableCursor): string {
  return Buffer.from(JSON.stringify([cursor.balanceCents, cursor.nameKey, cursor.patientId])).toString('base64url');
}

/** The cursor a token stands for; a token this API did not issue is refused beside `cursor`. */
export function decodeReceivableCursor(token: string): ReceivableCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string' &&
      typeof value[2] === 'string'
    )
      return { balanceCents: value[0], nameKey: value[1], patientId: value[2] };
  } catch {
    // Refused below.
  }
  throw fieldRefusal('cursor', receivablesCursorMessage);
}

interface ListedRow {
  patientId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  nameKey: string;
  current: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  owedCents: number;
  awaitedCents: number;
  creditCents: number;
  balanceCents: number;
  oldestIssuedOn: string | null;
  totalPatients: number;
  totalCurrent: number;
  totalDays31to60: number;
  totalDays61to90: number;
  totalOver90: number;
  totalOwed: number;
  totalAwaited: number;
  totalCredit: number;
}

/**
 * The invoices that may have owed something on `asOf`: patient, issue day, open amount then, age in
 * days, and whether a payer is still asked to pay it (`awaited`, awaited-from-payers.ts).
 */
function invoicesOpenAsOf(asOf: string) {
  return sql`
      select ${invoices.patientId} as patient_id, ${invoices.issuedOn} as issued_on, ${openCentsAsOf(asOf)} as open_cents,
        cast(julianday(${asOf}) - julianday(${invoices.issuedOn}) as integer) as age,
        ${awaitedFromPayerSql(asOf)} as awaited
      from ${invoices}
      where ${issuedByCondition(asOf)} and ${candidatesAsOf(asOf)}`;
}

/**
 * Each patient's aged account on `asOf`, as rows (patient_id, current, days31to60, days61to90,
 * over90, owed, awaited, credit, oldest): every patient with a ledger entry, owing or not.
 */
function accountsAsOf(asOf: string) {
  return sql`
    with owed as (${invoicesOpenAsOf(asOf)}),
    aged as (
      select patient_id,
        sum(case when age <= 30 then open_cents else 0 end) as current,
        sum(case when age > 30 and age <= 60 then open_cents else 0 end) as days31to60,
        sum(case when age > 60 and age <= 90 then open_cents else 0 end) as days61to90,
        sum(case when age > 90 then open_cents else 0 end) as over90,
        sum(open_cents) as owed,
        sum(case when awaited then open_cents else 0 end) as awaited,
        min(issued_on) as oldest
      from owed where open_cents > 0 group by patient_id
    ),
    ledger as (
      select patient_id, sum(amount) as balance from (${ledgerEntriesAsOf(asOf)}) group by patient_id
    )
    select ledger.patient_id as patient_id,
      coalesce(aged.current, 0) as current, coalesce(aged.days31to60, 0) as days31to60,
      coalesce(aged.days61to90, 0) as days61to90, coalesce(aged.over90, 0) as over90,
      coalesce(aged.owed, 0) as owed, coalesce(aged.awaited, 0) as awaited,
      max(0, coalesce(aged.owed, 0) - ledger.balance) as credit,
      aged.oldest as oldest
    from ledger left join aged on aged.patient_id = ledger.patient_id`;
}

/**
 * Every patient owing or holding credit on `asOf`, with the report's totals on each row (window
 * sums over the whole list, taken before the cursor narrows it to a page).
 */
function listedAccounts(asOf: string) {
  const name = sql`trim(${patients.firstName} || ' ' || ${patients.lastName})`;
  return sql`
    select accounts.patient_id as patientId, ${patients.firstName} as firstName, ${patients.lastName} as lastName,
      ${patients.email} as email, ${nameOrderKey(name)} as nameKey,
      current, days31to60, days61to90, over90, owed as owedCents, awaited as awaitedCents, credit as creditCents, owed - credit as balanceCents,
      oldest as oldestIssuedOn,
      count(*) over () as totalPatients,
      sum(current) over () as totalCurrent, sum(days31to60) over () as totalDays31to60,
      sum(days61to90) over () as totalDays61to90, sum(over90) over () as totalOver90,
      sum(owed) over () as totalOwed, sum(awaited) over () as totalAwaited, sum(credit) over () as totalCredit
    from (${accountsAsOf(asOf)}) accounts join ${patients} on ${patients.id} = accounts.patient_id
    where owed > 0 or credit > 0`;
}

/**
 * What was owed on `asOf` by age, over every patient (« Rapports financiers »' ageing): the report's
 * bucket totals, summed by the database from the invoices still open then, without the ledger's
 * credit (which needs every patient's whole ledger) nor the patients' names.
 */
export async function receivableBucketsAsOf(db: Pick<ReportReader, 'all'>, asOf: string): Promise<ReceivableBuckets> {
  const [row] = await db.all<Record<ReceivableBucket, number | null>>(sql`
    select sum(case when age <= 30 then open_cents else 0 end) as current,
      sum(case when age > 30 and age <= 60 then open_cents else 0 end) as days31to60,
      sum(case when age > 60 and age <= 90 then open_cents else 0 end) as days61to90,
      sum(case when age > 90 then open_cents else 0 end) as over90
    from (${invoicesOpenAsOf(asOf)}) where open_cents > 0`);
  return {
    current: Number(row?.current ?? 0),
    days31to60: Number(row?.days31to60 ?? 0),
    days61to90: Number(row?.days61to90 ?? 0),
    over90: Number(row?.over90 ?? 0),
  };
}

/** Each patient holding account credit on `asOf`, most first: the report's own reading of the credit. */
export async function accountCreditsAsOf(
  db: Pick<ReportReader, 'all'>,
  asOf: string,
): Promise<{ patientId: string; patientName: string; creditCents: number }[]> {
  const rows = await db.all<Pick<ListedRow, 'patientId' | 'firstName' | 'lastName' | 'creditCents'>>(sql`
    select patientId, firstName, lastName, creditCents from (${listedAccounts(asOf)})
    where creditCents > 0 order by creditCents desc, nameKey, patientId`);
  return rows.map((row) => ({
    patientId: row.patientId,
    patientName: `${row.firstName} ${row.lastName}`.trim(),
    creditCents: Number(row.creditCents),
  }));
}

/** The account credit all patients held on `asOf`, summed by the database. */
export async function accountCreditTotalAsOf(db: Pick<ReportReader, 'all'>, asOf: string): Promise<number> {
  const [row] = await db.all<{ credit: number | null }>(sql`select sum(creditCents) as credit from (${listedAccounts(asOf)})`);
  return Number(row?.credit ?? 0);
}

function afterCursor(cursor: ReceivableCursor | undefined) {
  if (!cursor) return sql`1`;
  const { balanceCents, nameKey, patientId } = cursor;
  return sql`(balanceCents < ${balanceCents}
    or (balanceCents = ${balanceCents} and (nameKey > ${nameKey} or (nameKey = ${nameKey} and patientId > ${patientId}))))`;
}

const totalsOf = (row: ListedRow | undefined): DeskReceivables['totals'] => {
  const owedCents = Number(row?.totalOwed ?? 0);
  const creditCents = Number(row?.totalCredit ?? 0);
  return {
    buckets: {
      current: Number(row?.totalCurrent ?? 0),
      days31to60: Number(row?.totalDays31to60 ?? 0),
      days61to90: Number(row?.totalDays61to90 ?? 0),
      over90: Number(row?.totalOver90 ?? 0),
    },
    owedCents,
    awaitedCents: Number(row?.totalAwaited ?? 0),
    creditCents,
    balanceCents: owedCents - creditCents,
    patients: Number(row?.totalPatients ?? 0),
  };
};

/** One page of « Comptes à recevoir » on `asOf` after `cursor`, and the totals over the whole report. */
export async function receivablesPage(
  db: Pick<ReportReader, 'all'>,
  asOf: string,
  cursor?: ReceivableCursor,
  limit: number = receivableListLimits.pageSize,
): Promise<DeskReceivables> {
  const rows = await db.all<ListedRow>(sql`
    select * from (${listedAccounts(asOf)}) where ${afterCursor(cursor)}
    order by balanceCents desc, nameKey, patientId limit ${limit + 1}`);
  // A cursor past the last row (the report changed since its page was read) still gets the totals.
  const totalsRow = rows[0] ?? (cursor ? (await db.all<ListedRow>(sql`select * from (${listedAccounts(asOf)}) limit 1`))[0] : undefined);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    asOf,
    rows: page.map(
      (row): DeskReceivableRow => ({
        patientId: row.patientId,
        patientName: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        buckets: {
          current: Number(row.current),
          days31to60: Number(row.days31to60),
          days61to90: Number(row.days61to90),
          over90: Number(row.over90),
        },
        owedCents: Number(row.owedCents),
        awaitedCents: Number(row.awaitedCents),
        creditCents: Number(row.creditCents),
        balanceCents: Number(row.balanceCents),
        oldestIssuedOn: row.oldestIssuedOn,
      }),
    ),
    totals: totalsOf(totalsRow),
    nextCursor:
      rows.length > limit && last
        ? encodeReceivableCursor({ balanceCents: Number(last.balanceCents), nameKey: last.nameKey, patientId: last.patientId })
        : null,
  };
}
