// « Relevé annuel »: in January (the clinic's calendar), each patient who paid the clinic in the
// year before gets one statement of it — every payment by its clinic day, every refund taken off,
// the net total — for taxes and insurers. Once per patient and year.
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { patients, paymentTransactions } from '../../platform/db/schema';
import { templateEmail } from '../../platform/mail/template-email';
import { patientName, reachablePatient, type RuleRun, sendsPerRun } from './rule-run';
import { alreadySent, sendOnce } from './send-once';

const rule = 'yearly_statement';

/** The clinic day a payment counts on; rows written before payments carried one fall back to their creation day (as billing reads them). */
const dayOf = sql<string>`coalesce(${paymentTransactions.businessDate}, substr(${paymentTransactions.createdAt}, 1, 10))`;

export async function sendYearlyStatements({ deps, clinic, today }: RuleRun): Promise<number> {
  if (today.slice(5, 7) !== '01') return 0;
  const year = String(Number(today.slice(0, 4)) - 1);
  const inYear = and(
    eq(paymentTransactions.status, 'completed'),
    inArray(paymentTransactions.transactionType, ['payment', 'deposit', 'refund']),
    sql`${dayOf} between ${`${year}-01-01`} and ${`${year}-12-31`}`,
  );
  const payers = await deps.db
    .selectDistinct({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(paymentTransactions)
    .innerJoin(patients, eq(patients.id, paymentTransactions.patientId))
    .where(and(inYear, reachablePatient, not(alreadySent(rule, sql`${patients.id} || '@' || ${year}`))))
    .orderBy(asc(patients.id))
    .limit(sendsPerRun);
  let sent = 0;
  for (const patient of payers) {
    if (!patient.email) continue;
    const rows = await deps.db
      .select({ day: dayOf, type: paymentTransactions.transactionType, amount: paymentTransactions.amount })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, patient.id), inYear))
      .orderBy(asc(dayOf), asc(paymentTransactions.createdAt));
    const totalCents = rows.reduce((sum, row) => sum + (row.type === 'refund' ? -row.amount : row.amount), 0);
    // Everything paid was given back: nothing to declare.
    if (totalCents <= 0) continue;
    const mail = templateEmail(clinic, 'releve_annuel', {
      nom: patientName(patient),
      année: year,
      total: formatMoney(totalCents),
      détails: rows.map((row) =>
        row.type === 'refund'
          ? { label: `${formatDate(row.day)} (remboursement)`, value: `−${formatMoney(row.amount)}` }
          : { label: formatDate(row.day), value: formatMoney(row.amount) },
      ),
      lien: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
    });
    const subjects = [`${patient.id}@${year}`];
    if (await sendOnce(deps, { rule, subjects, mail: { to: patient.email, ...mail, kind: 'releve_annuel', patientId: patient.id } }))
      sent += 1;
  }
  return sent;
}
