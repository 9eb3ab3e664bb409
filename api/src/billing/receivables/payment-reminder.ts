// « Envoyer un rappel de paiement »: an e-mail listing the invoices the patient still
// owes (not those a payer is still asked to pay: awaited-from-payers.ts), with a link to the portal's payment of exactly those invoices, queued in the same batch as its audit entry. Sent by
// staff, so it leaves at once (not held by the quiet hours). No interest is ever added to what is
// owed: the code of ethics allows it only after the patient was notified of it.
import { eq } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { patients } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';
import { clinicToday } from '../../clinic/public';
import { remindedAccount } from './awaited-from-payers';
import { patientReceivableAsOf } from './receivables-as-of';

export interface SentReminder {
  sentTo: string;
  invoices: { id: string; number: string | null; issuedOn: string; openCents: number }[];
  balanceCents: number;
}

export async function sendPaymentReminder(deps: AppDeps, staffId: string, patientId: string): Promise<SentReminder> {
  const [patient] = await deps.db
    .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound(deskMessages.patientNotFound);
  if (!patient.email) throw new AppError(errorCodes.validationFailed, deskMessages.noEmail);
  const today = await clinicToday(deps);
  const owed = await patientReceivableAsOf(deps.db, patientId, today);
  // Credit covering every invoice leaves nothing to remind of.
  if (owed.invoices.length === 0 || owed.balanceCents <= 0) throw new AppError(errorCodes.validationFailed, deskMessages.nothingOwed);
  // Nor does an invoice a payer is still asked to pay.
  const account = await remindedAccount(deps.db, owed, today);
  if (account.invoices.length === 0 || account.balanceCents <= 0)
    throw new AppError(errorCodes.validationFailed, deskMessages.owedAwaitsPayers);

  const clinic = await loadEmailClinic(deps.db);
  const mail = paymentReminderEmail(deps, clinic, `${patient.firstName} ${patient.lastName}`.trim(), account);
  await deps.db.batch([
    // Staff asked for this very reminder: the paused rule stops the automatic ones only.
    outboxInsert(deps, { to: patient.email, ...mail, patientId, ignorePause: true }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'payment.reminder_sent',
      entity: 'patients',
      entityId: patientId,
      details: { patientId, invoices: account.invoices.length },
    }),
  ]);
  nudgeOutboxSender(deps);
  return {
    sentTo: patient.email,
    invoices: account.invoices.map(({ id, number, issuedOn, openCents }) => ({ id, number, issuedOn, openCents })),
    balanceCents: account.balanceCents,
  };
}

/**
 * The reminder's words for one patient's account: each invoice owed and the account credit, which
 * add up to the balance it names (what `patientReceivableAsOf` reads): shared with
 * the one-click « Relancer les soldes impayés » batch (automation).
 */
export function paymentReminderEmail(
  deps: Pick<AppDeps, 'config'>,
  clinic: Parameters<typeof templateEmail>[0],
  name: string,
  account: {
    balanceCents: number;
    creditCents: number;
    invoices: { id: string; number: string | null; issuedOn: string; openCents: number }[];
  },
) {
  // The rows add up to the balance the e-mail names: the invoices owed, less the account credit
  // that will pay part of them.
  const credit = account.creditCents > 0 ? [{ label: 'Crédit au compte', value: formatMoney(-account.creditCents) }] : [];
  return templateEmail(clinic, 'rappel_paiement', {
    nom: name,
    solde: formatMoney(account.balanceCents),
    détails: [
      ...account.invoices.map((invoice) => ({
        label: `${invoice.number ?? ''} du ${formatDate(invoice.issuedOn)}`.trim(),
        value: formatMoney(invoice.openCents),
      })),
      ...credit,
    ],
    // The payment of exactly these invoices, which asks what the e-mail names: their open amounts
    // less the credit the portal applies first.
    lien: absoluteUrl(deps.config.publicUrl, paths.portalPayInvoices.build(...account.invoices.map((invoice) => invoice.id))),
  });
}
