// « Envoyer »: the invoice e-mailed to the patient, issued on the way when it is still a
// draft. The e-mail (the clinic's template `facture`: its number, total, what is left to pay and the
// link to its page in the portal) is queued in the same batch as its audit row.
import { eq } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { invoiceOpenCents } from 'shared-domain/billing/invoice-ledger';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { invoices, patients } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';
import { clinicToday } from '../../clinic/public';
import { issueDraft } from './issue-invoice';

export async function sendInvoice(deps: AppDeps, staffId: string, invoiceId: string): Promise<{ number: string; emailedTo: string }> {
  const [row] = await deps.db
    .select({
      status: invoices.paymentStatus,
      patientId: invoices.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(deskMessages.invoiceNotFound);
  if (!row.email) throw new AppError(errorCodes.validationFailed, deskMessages.noEmail);
  if (row.status === 'waived' || row.status === 'void') throw new AppError(errorCodes.invoiceIssued, deskMessages.notADraft);
  if (row.status === 'draft') {
    await issueDraft(deps, { invoiceId, patientId: row.patientId, staffId, today: await clinicToday(deps), by: 'sent' });
  }
  const [invoice] = await deps.db
    .select({ number: invoices.number, total: invoices.totalAmount, credited: invoices.creditedAmount, paid: invoices.paidAmount })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice?.number) throw notFound(deskMessages.invoiceNotFound);
  const clinic = await loadEmailClinic(deps.db);
  const mail = templateEmail(clinic, 'facture', {
    nom: `${row.firstName} ${row.lastName}`.trim(),
    numéro: invoice.number,
    total: formatMoney(invoice.total),
    solde: formatMoney(invoiceOpenCents({ totalCents: invoice.total, creditedCents: invoice.credited, paidCents: invoice.paid })),
    lien: absoluteUrl(deps.config.publicUrl, paths.portalInvoice.build(invoiceId)),
  });
  await deps.db.batch([
    outboxInsert(deps, { to: row.email, ...mail, patientId: row.patientId }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'invoice.sent',
      entity: 'invoices',
      entityId: invoiceId,
      details: { patientId: row.patientId, number: invoice.number },
    }),
  ]);
  nudgeOutboxSender(deps);
  return { number: invoice.number, emailedTo: row.email };
}
