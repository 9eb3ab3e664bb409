// « Rappel de paiement »: an invoice still owed the rule's days after its due date gets one
// reminder. A patient with several such invoices gets one e-mail, the same one staff send by hand
// (billing's words and reading of the account: every invoice owed but those a payer is still asked to
// pay, the credit netted), and each of
// its newly late invoices counts as reminded. An account whose credit covers what is owed gets none.
import { and, asc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import { addDays } from 'shared-domain/platform/clinic-time';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import { patientReceivableAsOf, paymentReminderEmail, remindedAccount } from '../../billing/public';
import { invoices, patients } from '../../platform/db/schema';
import { patientName, reachablePatient, type RuleRun, sendsPerRun } from './rule-run';
import { alreadySent, sendOnce } from './send-once';

const rule = 'payment_reminder';

export async function sendPaymentReminders({ deps, clinic, today, delay }: RuleRun): Promise<number> {
  const late = await deps.db
    .select({
      id: invoices.id,
      patientId: invoices.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        inArray(invoices.paymentStatus, [...owedInvoiceStatuses]),
        lte(invoices.dueOn, addDays(today, -delay)),
        reachablePatient,
        not(alreadySent(rule, sql`${invoices.id}`)),
      ),
    )
    .orderBy(asc(invoices.dueOn));
  const byPatient = new Map<string, { patient: (typeof late)[number]; invoiceIds: Set<string> }>();
  for (const row of late) {
    const entry = byPatient.get(row.patientId) ?? { patient: row, invoiceIds: new Set<string>() };
    entry.invoiceIds.add(row.id);
    byPatient.set(row.patientId, entry);
  }
  let sent = 0;
  for (const [patientId, { patient, invoiceIds }] of byPatient) {
    if (sent >= sendsPerRun) break;
    if (!patient.email) continue;
    const account = await remindedAccount(deps.db, await patientReceivableAsOf(deps.db, patientId, today), today);
    if (account.balanceCents <= 0) continue;
    // Only what billing still reads as owed today (a status not yet caught up is not a reminder).
    const subjects = account.invoices.filter((invoice) => invoiceIds.has(invoice.id)).map((invoice) => invoice.id);
    if (subjects.length === 0) continue;
    const mail = paymentReminderEmail(deps, clinic, patientName(patient), account);
    if (await sendOnce(deps, { rule, subjects, mail: { to: patient.email, ...mail, kind: 'rappel_paiement', patientId } })) sent += 1;
  }
  return sent;
}
