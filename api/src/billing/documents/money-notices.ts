// What the patient is told when money goes back to her: a refund (« Remboursement ») and a credit
// note that corrects one of her invoices (« Note de crédit »). Each is a transactional e-mail from
// the clinic's templates, queued in the batch that records it (`onlyIf`: only if it was written);
// a patient without an e-mail address is not written to. Like the desk's receipt, staff's act is
// what sends it: no paused rule holds it. A credit note's number is given by the statement that
// writes it, so its e-mail is queued once the note is written.
import { eq, type SQL } from 'drizzle-orm';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { BatchItem } from 'drizzle-orm/batch';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { patients } from '../../platform/db/schema';
import { outboxInsert } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';

async function recipient(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const [patient] = await deps.db
    .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  return patient?.email ? { name: `${patient.firstName} ${patient.lastName}`.trim(), email: patient.email } : undefined;
}

export interface RefundNotice {
  patientId: string;
  amountCents: number;
  /** How it was given back (« Comptant », « Carte enregistrée »). */
  tenderLabel: string;
  /** The clinic's calendar day it was given back. */
  businessDate: string;
}

/** The refund's e-mail, or none when the patient has no address. */
export async function refundNoticeStatements(deps: AppDeps, notice: RefundNotice, onlyIf: SQL): Promise<BatchItem<'sqlite'>[]> {
  const to = await recipient(deps, notice.patientId);
  if (!to) return [];
  const clinic = await loadEmailClinic(deps.db);
  const mail = templateEmail(clinic, 'remboursement', {
    nom: to.name,
    montant: formatMoney(notice.amountCents),
    détails: [
      { label: 'Montant remboursé', value: formatMoney(notice.amountCents) },
      { label: 'Mode', value: notice.tenderLabel },
      { label: 'Date', value: formatDate(notice.businessDate) },
    ],
    lien: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
  });
  return [outboxInsert(deps, { to: to.email, ...mail, kind: 'remboursement', patientId: notice.patientId, ignorePause: true }, { onlyIf })];
}

export interface CreditNoteNotice {
  patientId: string;
  number: string;
  invoiceNumber: string;
  amountCents: number;
  /** What the invoice still owes once the note is taken off. */
  invoiceBalanceCents: number;
}

/** The credit note's e-mail, or none when the patient has no address. */
export async function creditNoteNoticeStatements(deps: AppDeps, notice: CreditNoteNotice, onlyIf?: SQL): Promise<BatchItem<'sqlite'>[]> {
  const to = await recipient(deps, notice.patientId);
  if (!to) return [];
  const clinic = await loadEmailClinic(deps.db);
  const mail = templateEmail(clinic, 'note_de_credit', {
    nom: to.name,
    montant: formatMoney(notice.amountCents),
    détails: [
      { label: 'Note de crédit', value: notice.number },
      { label: 'Facture corrigée', value: notice.invoiceNumber },
      { label: 'Montant crédité', value: formatMoney(notice.amountCents) },
      { label: 'Solde de la facture', value: formatMoney(notice.invoiceBalanceCents) },
    ],
    lien: absoluteUrl(deps.config.publicUrl, paths.portalDocuments.build()),
  });
  return [
    outboxInsert(deps, { to: to.email, ...mail, kind: 'note_de_credit', patientId: notice.patientId, ignorePause: true }, { onlyIf }),
  ];
}
