// « Envoyer par courriel »: the visit's insurance receipt e-mailed to the patient, the PDF attached
// (the template `reçu_assurance`). Sending is a print (the first issues the number, a later one
// is a duplicate), recorded before the PDF is made; the e-mail and its audit row are one batch.
// Also what the clinic's setting « Envoyer le reçu d'assurance après chaque paiement » sends.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { AppError } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';
import { insuranceReceiptPdf, receiptFileName } from '../documents/insurance-receipt-pdf';
import { printReceipt } from './print-receipt';
import type { ReceiptFacts } from './receipt-facts';

export async function sendInsuranceReceipt(
  deps: AppDeps,
  facts: ReceiptFacts,
  by: { type: 'staff'; id: string } | { type: 'system'; id: null },
): Promise<{ emailedTo: string; number: string }> {
  const to = facts.patientEmail;
  if (!to) throw new AppError(errorCodes.validationFailed, deskMessages.noEmail);
  const printed = await printReceipt(deps, facts, { channel: 'email', actor: by });
  const { receipt } = printed;
  const pdf = await insuranceReceiptPdf(printed, deps.clock.now());
  const clinic = await loadEmailClinic(deps.db);
  const mail = templateEmail(clinic, 'reçu_assurance', {
    nom: receipt.patientName,
    numéro: receipt.number,
    date: formatDate(receipt.serviceDate, printed.timeZone),
    montant: formatMoney(receipt.amountPaidCents),
  });
  await deps.db.batch([
    outboxInsert(deps, {
      to,
      ...mail,
      attachments: [
        { filename: receiptFileName(receipt.number), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' },
      ],
      patientId: facts.patientId,
      appointmentId: facts.appointmentId,
      // Staff asked for this one there and then: a paused rule does not hold it.
      ignorePause: by.type === 'staff',
    }),
    auditEventInsert(deps, {
      actor: by,
      action: 'insurance_receipt.sent',
      entity: 'appointments',
      entityId: facts.appointmentId,
      details: { patientId: facts.patientId, appointmentId: facts.appointmentId },
    }),
  ]);
  nudgeOutboxSender(deps);
  return { emailedTo: to, number: receipt.number };
}
