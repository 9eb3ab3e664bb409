// The patients owing on an invoice due before a date, with their account as « Comptes à recevoir »
// reads it (receivables-as-of.ts: each invoice's open amount on `asOf`, the ledger's balance, the
// credit it leaves), the invoices a payer is still asked to pay left out (awaited-from-payers.ts),
// in one statement that keeps only those late: the payment reminders of
// « Actions en un clic » read it through the report reader, so the whole ledger is summed off the
// request thread and only the late patients' rows come back.
import { sql } from 'drizzle-orm';
import { type AgedAccount, creditFromLedger } from 'shared-domain/billing/receivables';
import type { ReportReader } from '../../platform/db/report-reader';
import { invoices, patients } from '../../platform/db/schema';
import { accountToRemind, awaitedFromPayerSql } from './awaited-from-payers';
import { candidatesAsOf, issuedByCondition, ledgerEntriesAsOf, openCentsAsOf } from './receivables-as-of';

export interface OverdueInvoice {
  id: string;
  number: string | null;
  issuedOn: string;
  dueOn: string | null;
  openCents: number;
}

export interface OverdueAccount {
  person: { id: string; firstName: string; lastName: string; email: string | null };
  account: AgedAccount & { invoices: OverdueInvoice[] };
}

interface OverdueRow extends OverdueInvoice {
  awaited: number;
  patientId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  balance: number;
}

/**
 * `owed`: the invoices that may have owed on `asOf`, with what each owed then and whether a payer is
 * still asked for it (`awaited`: left out of the reminder); `late`: the patients owing on an invoice
 * not awaited, due before `dueBefore`, whose ledger balance, less what the awaited invoices owe,
 * leaves something to pay beyond their credit; with their ledger balance.
 */
function lateAccounts(asOf: string, dueBefore: string) {
  return sql`
    with owed as (
      select ${invoices.id} as id, ${invoices.number} as number, ${invoices.patientId} as patient_id,
        ${invoices.issuedOn} as issued_on, ${invoices.dueOn} as due_on, ${openCentsAsOf(asOf)} as open_cents,
        ${awaitedFromPayerSql(asOf)} as awaited
      from ${invoices}
      where ${issuedByCondition(asOf)} and ${candidatesAsOf(asOf)}
    ),
    overdue as (
      select patient_id from owed where open_cents > 0 and not awaited group by patient_id having min(due_on) < ${dueBefore}
    ),
    late as (
      select ledger.patient_id as patient_id, sum(ledger.amount) as balance
      from (${ledgerEntriesAsOf(asOf)}) as ledger
      where ledger.patient_id in (select patient_id from overdue) group by ledger.patient_id
      having sum(ledger.amount)
        - (select coalesce(sum(owed.open_cents), 0) from owed where owed.patient_id = ledger.patient_id and owed.awaited and owed.open_cents > 0) > 0
    )`;
}

/** How many of those accounts a reminder can reach (an e-mail on file): the count « Actions en un clic » shows. */
export async function overdueAccountsWithEmailCount(db: Pick<ReportReader, 'all'>, asOf: string, dueBefore: string): Promise<number> {
  const [row] = await db.all<{ count: number }>(sql`
    ${lateAccounts(asOf, dueBefore)}
    select count(*) as count from late join ${patients} on ${patients.id} = late.patient_id
    where trim(coalesce(${patients.email}, '')) <> ''`);
  return Number(row?.count ?? 0);
}

/**
 * Every patient who, on `asOf`, owes something net of her credit and still owes on an invoice due
 * before `dueBefore`: by last and first name, each with every invoice she owes (oldest first) and
 * her aged account.
 */
export async function overdueAccountsAsOf(db: Pick<ReportReader, 'all'>, asOf: string, dueBefore: string): Promise<OverdueAccount[]> {
  const rows = await db.all<OverdueRow>(sql`
    ${lateAccounts(asOf, dueBefore)}
    select owed.id as id, owed.number as number, owed.issued_on as issuedOn, owed.due_on as dueOn,
      owed.open_cents as openCents, owed.awaited as awaited, owed.patient_id as patientId, ${patients.firstName} as firstName,
      ${patients.lastName} as lastName, ${patients.email} as email, late.balance as balance
    from owed
      join late on late.patient_id = owed.patient_id
      join ${patients} on ${patients.id} = owed.patient_id
    where owed.open_cents > 0
    order by ${patients.lastName}, ${patients.firstName}, owed.patient_id, owed.issued_on, owed.number`);
  const byPatient = new Map<string, OverdueRow[]>();
  for (const row of rows) {
    const owed = byPatient.get(row.patientId);
    if (owed) owed.push(row);
    else byPatient.set(row.patientId, [row]);
  }
  return [...byPatient.values()].flatMap((owed) => {
    const [first] = owed;
    if (!first) return [];
    const open = owed.map(({ id, number, issuedOn, dueOn, openCents }) => ({ id, number, issuedOn, dueOn, openCents: Number(openCents) }));
    const owedCents = open.reduce((sum, invoice) => sum + invoice.openCents, 0);
    const awaiting = new Set(owed.filter((invoice) => Number(invoice.awaited) === 1).map((invoice) => invoice.id));
    const account = accountToRemind({ invoices: open, creditCents: creditFromLedger(owedCents, Number(first.balance)) }, awaiting, asOf);
    if (account.balanceCents <= 0) return [];
    const { patientId: id, firstName, lastName, email } = first;
    return [{ person: { id, firstName, lastName, email }, account }];
  });
}
