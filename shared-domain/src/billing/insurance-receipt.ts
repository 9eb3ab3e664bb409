// « Reçu pour fins d'assurance »: one per paid visit, with every field a Quebec insurer's
// guidelines ask for, so that the claim is accepted the first time. The receipt is built here from
// what the API read (pure, unit-tested field by field); the PDF, the desk's print page and the e-mail
// print its rows in the same order from `insuranceReceiptRows`.
import { formatDate, formatMoney } from '../platform/format';
import type { InvoiceKind } from './invoice-kind';
import type { InvoicePaymentStatus } from './payment-status';
import type { TaxCode } from './tax-code';
import { type Tender, tenderLabel } from './tender';
import { invoiceTotals } from './invoice';
import type { VisitKind } from '../clinic/visit-kind';
import type { AppointmentStatus } from '../scheduling/appointment-status';
import type { PlanMemberRelationship } from './insurance-plan';
import { planMemberRelationshipLabels } from './insurance-plan';
import { beforePrescription, type CasePayer, claimPayerLabels } from './insurance-claim';

export const insuranceReceiptTitle = "Reçu pour fins d'assurance";

/** Receipt numbers come from their own sequence: 'R-00001', never reused. */
export function insuranceReceiptNumber(sequence: number): string {
  return `R-${String(sequence).padStart(5, '0')}`;
}

/** Why a visit has no receipt, in the desk's and the patient's words (a 4xx's message). */
export const insuranceReceiptRefusals = {
  fee: 'Aucun reçu pour assurance pour des frais d’absence ou d’annulation tardive : ce ne sont pas des soins.',
  product: 'Aucun reçu pour assurance pour un produit vendu au comptoir : seuls les soins sont remboursables.',
  notPaid: 'Aucun reçu pour assurance tant que la visite n’est pas payée en totalité.',
  notTakenPlace: 'Aucun reçu pour assurance : la visite n’a pas eu lieu.',
  notFound: 'Aucun reçu pour assurance pour cette visite.',
} as const;

/** What decides whether a visit's invoice gives a receipt. */
export interface ReceiptEligibility {
  invoiceKind: InvoiceKind;
  invoiceStatus: InvoicePaymentStatus;
  visitStatus: AppointmentStatus | null;
  /** What the care lines (not the products) of the invoice amount to. */
  careCents: number;
}

/** The refusal's message, or null when the receipt may be given. */
export function insuranceReceiptRefusal(visit: ReceiptEligibility): string | null {
  if (visit.invoiceKind === 'no_show_fee' || visit.invoiceKind === 'late_cancellation_fee') return insuranceReceiptRefusals.fee;
  if (visit.invoiceKind === 'sale' || visit.careCents === 0) return insuranceReceiptRefusals.product;
  if (visit.invoiceStatus !== 'paid') return insuranceReceiptRefusals.notPaid;
  if (visit.visitStatus !== 'completed') return insuranceReceiptRefusals.notTakenPlace;
  return null;
}

/** The words insurers read: « Évaluation initiale » for a first visit, « Suivi » for the others. */
export function visitKindOnReceipt(kind: VisitKind): string {
  return kind === 'first_visit' ? 'Évaluation initiale' : 'Suivi';
}

/** « D.C., chiropraticienne »: the degree, then the clinic's title for its practitioner. */
export function practitionerDesignation(title: string): string {
  return `D.C., ${title.trim().toLocaleLowerCase('fr-CA')}`;
}

export const reimbursableLabel = 'Remboursable';
export const paidInFullLabel = 'Payé en totalité — solde 0,00 $';
export const duplicateLabel = 'DUPLICATA';
export const beforePrescriptionLabel = 'Soins reçus avant la date de la prescription : non couverts par le dossier';

export interface ReceiptLineInput {
  description: string;
  amountCents: number;
  taxCode: TaxCode;
  /** Care (the visit's service) rather than an item sold with it. */
  care: boolean;
}

export interface InsuranceReceiptInput {
  number: string;
  /** The day the number was given: 'YYYY-MM-DD'. */
  issuedOn: string;
  /** Set on every print after the first: the day of this reprint. */
  reprintedOn: string | null;
  serviceDate: string;
  patientName: string;
  /** Whoever paid for the patient (a parent for a child), when it is not the patient. */
  payerName: string | null;
  planMember: { name: string; relationship: PlanMemberRelationship } | null;
  visitKind: VisitKind;
  lines: readonly ReceiptLineInput[];
  practitioner: { name: string; title: string; permitNumber: string | null };
  clinic: { name: string; addressLines: readonly string[]; phone: string };
  tenders: readonly Tender[];
  /** What a third party (an insurer paying the clinic directly, a plan) paid of the visit. */
  paidByOtherPartyCents: number;
  /** The SAAQ or CNESST case the visit was claimed under: its claim number prints on the receipt. */
  insuranceCase?: { payer: CasePayer; claimNumber: string; prescriptionDate: string } | null;
}

export interface InsuranceReceiptLine {
  description: string;
  amountCents: number;
  gstCents: number;
  qstCents: number;
  reimbursable: boolean;
}

/** Every field of the receipt, as printed. */
export interface InsuranceReceipt {
  number: string;
  issuedOn: string;
  duplicate: { reprintedOn: string } | null;
  serviceDate: string;
  patientName: string;
  payerName: string | null;
  planMember: { name: string; relationship: string } | null;
  service: string;
  visitKind: string;
  lines: InsuranceReceiptLine[];
  practitionerName: string;
  designation: string;
  permitNumber: string;
  clinicName: string;
  clinicAddress: string;
  clinicPhone: string;
  amountPaidCents: number;
  paymentMethods: string[];
  paidInFull: string;
  paidByOtherPartyCents: number;
  insuranceCase: { payer: string; claimNumber: string; prescriptionDate: string; beforePrescription: boolean } | null;
}

export function insuranceReceipt(input: InsuranceReceiptInput): InsuranceReceipt {
  const lines = input.lines.map((line) => {
    const taxes = invoiceTotals([{ description: line.description, date: '', amountCents: line.amountCents, taxCode: line.taxCode }], 0);
    return {
      description: line.description,
      amountCents: line.amountCents,
      gstCents: taxes.gst,
      qstCents: taxes.qst,
      reimbursable: line.care,
    };
  });
  const care = input.lines.find((line) => line.care);
  const paid = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    number: input.number,
    issuedOn: input.issuedOn,
    duplicate: input.reprintedOn ? { reprintedOn: input.reprintedOn } : null,
    serviceDate: input.serviceDate,
    patientName: input.patientName,
    payerName: input.payerName && input.payerName !== input.patientName ? input.payerName : null,
    planMember: input.planMember
      ? { name: input.planMember.name, relationship: planMemberRelationshipLabels[input.planMember.relationship] }
      : null,
    service: care?.description ?? '',
    visitKind: visitKindOnReceipt(input.visitKind),
    lines,
    practitionerName: input.practitioner.name,
    designation: practitionerDesignation(input.practitioner.title),
    permitNumber: input.practitioner.permitNumber?.trim() || '—',
    clinicName: input.clinic.name,
    clinicAddress: input.clinic.addressLines.join(', '),
    clinicPhone: input.clinic.phone,
    amountPaidCents: paid - input.paidByOtherPartyCents,
    paymentMethods: [...new Set(input.tenders.map(tenderLabel))],
    paidInFull: paidInFullLabel,
    paidByOtherPartyCents: input.paidByOtherPartyCents,
    insuranceCase: input.insuranceCase
      ? {
          payer: claimPayerLabels[input.insuranceCase.payer],
          claimNumber: input.insuranceCase.claimNumber,
          prescriptionDate: input.insuranceCase.prescriptionDate,
          beforePrescription: beforePrescription(input.serviceDate, input.insuranceCase.prescriptionDate),
        }
      : null,
  };
}

/** « 45,00 $ (TPS 1,96 $, TVQ 3,91 $ incluses) », or the amount alone for exempt care. */
export function lineAmountText(line: InsuranceReceiptLine): string {
  const amount = formatMoney(line.amountCents);
  if (line.gstCents === 0 && line.qstCents === 0) return `${amount} (exempté de taxes)`;
  return `${amount} (TPS ${formatMoney(line.gstCents)}, TVQ ${formatMoney(line.qstCents)} incluses)`;
}

/** The receipt's rows in print order, label and value: what the PDF, the print page and the tests read. */
export function insuranceReceiptRows(receipt: InsuranceReceipt, timeZone?: string): [label: string, value: string][] {
  const rows: [string, string][] = [
    ['N° du reçu', receipt.number],
    ['Date du reçu', formatDate(receipt.issuedOn, timeZone)],
    ['Date du service', formatDate(receipt.serviceDate, timeZone)],
    ['Patient', receipt.patientName],
  ];
  if (receipt.payerName) rows.push(['Payé par', receipt.payerName]);
  if (receipt.planMember) rows.push(['Adhérent du régime', `${receipt.planMember.name} (${receipt.planMember.relationship})`]);
  if (receipt.insuranceCase) {
    rows.push(
      [`N° de réclamation ${receipt.insuranceCase.payer}`, receipt.insuranceCase.claimNumber],
      ['Date de la prescription', formatDate(receipt.insuranceCase.prescriptionDate, timeZone)],
    );
    if (receipt.insuranceCase.beforePrescription) rows.push(['Avant la prescription', beforePrescriptionLabel]);
  }
  rows.push(
    ['Service', `${receipt.service} — ${receipt.visitKind}`],
    ['Praticienne', `${receipt.practitionerName}, ${receipt.designation}`],
    ['N° de permis OCQ', receipt.permitNumber],
    ['Clinique', receipt.clinicName],
    ['Adresse', receipt.clinicAddress],
    ['Téléphone', receipt.clinicPhone],
  );
  for (const line of receipt.lines) {
    rows.push([line.description, `${lineAmountText(line)}${line.reimbursable ? ` — ${reimbursableLabel}` : ''}`]);
  }
  if (receipt.paidByOtherPartyCents > 0) rows.push(['Montant payé par un tiers', formatMoney(receipt.paidByOtherPartyCents)]);
  rows.push(
    ['Montant payé', formatMoney(receipt.amountPaidCents)],
    ['Mode de paiement', receipt.paymentMethods.join(', ') || '—'],
    ['Solde', receipt.paidInFull],
  );
  return rows;
}

/** The duplicate's mention, printed above the rows on every reprint. */
export function duplicateText(receipt: InsuranceReceipt, timeZone?: string): string | null {
  if (!receipt.duplicate) return null;
  return `${duplicateLabel} — réimprimé le ${formatDate(receipt.duplicate.reprintedOn, timeZone)} ; original n° ${receipt.number} du ${formatDate(receipt.issuedOn, timeZone)}`;
}
