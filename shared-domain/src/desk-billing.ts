// Finances at the desk (issue 22): what the back-office sends to bill a visit, take a payment,
// correct an invoice, refund and close the day, and what both sides say about it in French. One
// schema per request, shared by the forms and the API. Amounts are integer cents; a form sends
// dollars as typed (« 50 », « 34,49 $ »).
import { z } from 'zod';
import { parseMoneyInput } from './money-input';
import type { InvoicePaymentStatus } from './payment-status';
import { type ClosingCount, closingCounts, type Tender, tenderLabels, tenders } from './tender';
import { validationMessages as m } from './validation-messages';

export const deskLimits = {
  /** Far above any clinic invoice or payment: a stray value is refused, not recorded. */
  maxCents: 10_000_000,
  invoicesPerCheckout: 20,
  tendersPerCheckout: 6,
  linesPerInvoice: 30,
  quantityMax: 20,
  reasonMax: 500,
  noteMax: 1_000,
  descriptionMax: 200,
  idMaxChars: 64,
} as const;

/** The invoice's state as staff read it (the patient's portal says « Impayée » for « Émise »). */
export const deskInvoiceStatusLabels: Record<InvoicePaymentStatus, string> = {
  draft: 'Brouillon',
  unpaid: 'Émise',
  partial: 'Partiellement payée',
  overdue: 'En retard',
  paid: 'Payée',
  credited: 'Créditée',
  waived: 'Frais annulés',
  void: 'Annulée',
};

/** What made an invoice: the visit's care, a fee (no-show, late cancellation) or a sale at the desk. */
export const invoiceKinds = ['visit', 'no_show_fee', 'late_cancellation_fee', 'sale'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  visit: 'Visite',
  no_show_fee: 'Frais d’absence',
  late_cancellation_fee: 'Frais d’annulation tardive',
  sale: 'Vente au comptoir',
};

/** Why the clinic waived a fee; recorded with the waiver. */
export const feeWaiverReasons = ['illness', 'emergency', 'first_time', 'weather', 'clinic_error', 'other'] as const;
export type FeeWaiverReason = (typeof feeWaiverReasons)[number];

export const feeWaiverReasonLabels: Record<FeeWaiverReason, string> = {
  illness: 'Maladie',
  emergency: 'Urgence',
  first_time: 'Première fois',
  weather: 'Intempéries',
  clinic_error: 'Erreur de la clinique',
  other: 'Autre raison',
};

export const deskLabels = {
  invoice: 'Facture',
  invoices: 'Factures',
  product: 'Produit',
  quantity: 'Quantité',
  description: 'Description',
  amount: 'Montant ($)',
  taxCode: 'Taxes',
  tender: 'Mode de paiement',
  card: 'Carte enregistrée',
  creditApplied: 'Crédit au compte utilisé ($)',
  receivedOn: 'Date de réception',
  reason: 'Raison',
  note: 'Note',
  waiverReason: 'Raison de la renonciation',
  creditNoteReason: 'Raison de la note de crédit',
  refundReason: 'Raison du remboursement',
  payment: 'Paiement',
  businessDate: 'Journée',
  counted: 'Montant compté ($)',
  differenceNote: 'Explication de l’écart',
  asOf: 'En date du',
} as const;

export const deskMessages = {
  amountInvalid: (label: string) => `${label} doit être un montant en dollars, par exemple 34,49`,
  amountPositive: (label: string) => `${label} doit être supérieur à 0`,
  amountTooLarge: (label: string) => `${label} ne peut pas dépasser 100 000,00 $`,
  idInvalid: (label: string) => `${label} est introuvable`,
  invoicesRequired: 'Choisissez au moins une facture',
  tooManyInvoices: `Choisissez au plus ${deskLimits.invoicesPerCheckout} factures à la fois`,
  tendersRequired: 'Ajoutez au moins un mode de paiement',
  tooManyTenders: `Au plus ${deskLimits.tendersPerCheckout} modes de paiement par encaissement`,
  cardRequired: 'Choisissez la carte enregistrée à débiter',
  oneCardPerCheckout: 'Une seule carte enregistrée par encaissement',
  voidCardOnFile: 'Un paiement par carte enregistrée ne s’annule pas : remboursez-le.',
  voidRefunded: 'Ce paiement a déjà été remboursé en partie : il ne peut plus être annulé.',
  notVoidable: 'Seul un paiement encaissé à la clinique peut être annulé',
  invoiceNotFound: 'Facture introuvable',
  paymentNotFound: 'Paiement introuvable',
  lineNotFound: 'Ligne de facture introuvable',
  productNotFound: 'Produit introuvable ou inactif',
  notADraft: 'Cette facture est émise : elle ne se modifie plus. Corrigez-la par une note de crédit.',
  notAFee: 'Seuls les frais d’absence ou d’annulation tardive peuvent faire l’objet d’une renonciation',
  notIssued: 'Seule une facture émise peut être créditée',
  draftEmpty: 'Une facture sans ligne ne peut pas être émise',
  tooManyLines: `Une facture compte au plus ${deskLimits.linesPerInvoice} lignes`,
  otherPatient: 'Ces factures n’appartiennent pas toutes à ce patient',
  moreThanOwed: (owed: string) =>
    `Le montant dépasse ce qui reste à payer (${owed}). Le surplus serait porté au crédit du compte : cochez « Garder le surplus en crédit ».`,
  creditUnavailable: (available: string) => `Le crédit au compte disponible est de ${available}`,
  balanceChanged: 'Ces factures ont changé entre-temps (un autre paiement ou une correction). Vérifiez les montants et réessayez.',
  creditAboveLine: (left: string) => `La note de crédit dépasse ce qui reste à créditer sur cette ligne (${left})`,
  creditNoteEmpty: 'Choisissez au moins une ligne à créditer',
  refundAbovePaid: (left: string) => `Le remboursement dépasse ce qui peut encore être remboursé de ce paiement (${left})`,
  refundAboveCredit: (left: string) => `Le remboursement dépasse le crédit au compte du patient (${left})`,
  refundCardNeedsPayment: 'Un remboursement sur carte enregistrée se fait à partir du paiement par carte',
  refundChanged: 'Ce paiement ou ce crédit a changé entre-temps (un autre remboursement ou paiement). Vérifiez le montant et réessayez.',
  cardRefundRefused: 'La passerelle de paiement a refusé le remboursement sur la carte. Remboursez par un autre mode de paiement.',
  dayClosed: (day: string) =>
    `La caisse du ${day} est fermée : ses paiements ne se modifient plus. Enregistrez une correction datée d’aujourd’hui.`,
  dayClosedAny: 'Cette caisse est fermée : ses paiements ne se modifient plus. Enregistrez une correction datée d’aujourd’hui.',
  creditNoteKept: 'Une note de crédit ne se modifie ni ne se supprime.',
  negativeAmount: 'Un montant ne peut pas être négatif',
  dayAlreadyClosed: 'Cette journée est déjà fermée',
  dayInFuture: 'Une journée future ne peut pas être fermée',
  differenceNoteRequired: 'Expliquez l’écart entre les montants attendus et comptés',
  receivedInFuture: 'La date de réception ne peut pas être dans le futur',
  noFee: 'La clinique n’a pas de frais configurés pour ce cas (Paramètres › Frais)',
  noEmail: 'Ce patient n’a pas d’adresse courriel au dossier',
  noPatientRecord:
    'Ce rendez-vous n’est lié à aucun dossier patient : aucune facture n’a été préparée. Liez-le à un dossier pour le facturer.',
  patientNotFound: 'Patient introuvable',
  patientRequired: 'Choisissez un patient',
  creditNoteNotFound: 'Note de crédit introuvable',
  notDeletable: 'Seul un brouillon peut être supprimé : une facture émise se corrige par une note de crédit.',
  closingChanged: 'Des paiements de cette journée ont changé depuis l’affichage des montants attendus. Vérifiez les montants et réessayez.',
  nothingOwed: 'Ce patient n’a aucune facture à payer',
  periodTooLong: (days: number) => `La période choisie ne peut pas dépasser ${days} jours`,
  periodReversed: 'La date de fin doit suivre la date de début',
  asOfInFuture: 'La date du rapport ne peut pas être dans le futur',
} as const;

const money = (label: string, { allowZero = false } = {}) =>
  z
    .union(
      [
        z.number(),
        z.string().transform((text, context) => {
          const cents = parseMoneyInput(text);
          if (cents === undefined) context.addIssue({ code: 'custom', message: deskMessages.amountInvalid(label) });
          return cents ?? 0;
        }),
      ],
      { error: deskMessages.amountInvalid(label) },
    )
    .pipe(
      z
        .number()
        .int(deskMessages.amountInvalid(label))
        .min(allowZero ? 0 : 1, allowZero ? deskMessages.amountInvalid(label) : deskMessages.amountPositive(label))
        .max(deskLimits.maxCents, deskMessages.amountTooLarge(label)),
    );

const recordId = (label: string) =>
  z
    .string({ error: deskMessages.idInvalid(label) })
    .trim()
    .min(1, deskMessages.idInvalid(label))
    .max(deskLimits.idMaxChars, deskMessages.idInvalid(label));

const text = (label: string, max: number) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .max(max, m.maxLength(label, max));

const requiredText = (label: string, max: number) => text(label, max).min(1, m.required(label));

const calendarDate = (label: string) => z.iso.date({ error: m.date(label) });

/** `POST /api/admin/invoices`: « Nouvelle vente », an empty counter-sale draft (no visit) for a patient. */
export const saleDraftSchema = z.strictObject({
  patientId: z
    .string({ error: deskMessages.patientRequired })
    .trim()
    .min(1, deskMessages.patientRequired)
    .max(deskLimits.idMaxChars, deskMessages.idInvalid('Patient')),
});
export type SaleDraft = z.output<typeof saleDraftSchema>;

/** `POST /api/admin/invoices/:id/lines`: a product from the catalogue, or a free line, on a draft. */
export const invoiceLineSchema = z.union([
  z.strictObject({
    productId: recordId(deskLabels.product),
    quantity: z.coerce
      .number({ error: m.min(deskLabels.quantity, 1) })
      .int(m.min(deskLabels.quantity, 1))
      .min(1, m.min(deskLabels.quantity, 1))
      .max(deskLimits.quantityMax, m.max(deskLabels.quantity, deskLimits.quantityMax))
      .default(1),
  }),
  z.strictObject({
    description: requiredText(deskLabels.description, deskLimits.descriptionMax),
    amountCents: money(deskLabels.amount),
    taxCode: z.enum(['exempt', 'gst_qst'], { error: m.oneOf(deskLabels.taxCode, ['exempt', 'gst_qst']) }),
  }),
]);
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;

/** `PATCH /api/admin/invoices/:id/lines/:lineId`: a draft line's amount adjusted (a courtesy, a different fee). */
export const draftLineAmountSchema = z.strictObject({ amountCents: money(deskLabels.amount, { allowZero: true }) });

/** `POST /api/admin/invoices/:id/waiver`: « Renoncer aux frais », with its reason. */
export const feeWaiverSchema = z.strictObject({
  reason: z.enum(feeWaiverReasons, { error: m.required(deskLabels.waiverReason) }),
  note: text(deskLabels.note, deskLimits.reasonMax).default(''),
});
export type FeeWaiver = z.output<typeof feeWaiverSchema>;

export const tenderSchema = z.strictObject({
  tender: z.enum(tenders, { error: m.oneOf(deskLabels.tender, Object.values(tenderLabels)) }),
  amountCents: money(deskLabels.amount),
  /** Card on file only: one of the patient's own saved cards. */
  paymentMethodId: recordId(deskLabels.card).optional(),
});
export type TenderInput = z.input<typeof tenderSchema>;

/**
 * `POST /api/admin/checkouts`: one or several of one patient's open invoices (drafts are issued on
 * the way), paid by one or several tenders and the account credit used. What exceeds the invoices
 * is kept as credit only when `keepOverpaymentAsCredit`. The key is made when the dialog opens: the
 * same key again answers from the first checkout and never charges twice.
 */
export const checkoutSchema = z
  .strictObject({
    patientId: recordId('Patient'),
    invoiceIds: z
      .array(recordId(deskLabels.invoice), { error: deskMessages.invoicesRequired })
      .max(deskLimits.invoicesPerCheckout, deskMessages.tooManyInvoices)
      .default([]),
    tenders: z
      .array(tenderSchema, { error: deskMessages.tendersRequired })
      .max(deskLimits.tendersPerCheckout, deskMessages.tooManyTenders)
      .default([]),
    creditAppliedCents: money(deskLabels.creditApplied, { allowZero: true }).default(0),
    keepOverpaymentAsCredit: z.boolean().default(false),
    receivedOn: calendarDate(deskLabels.receivedOn).optional(),
    idempotencyKey: z.uuid({ error: 'Identifiant d’encaissement invalide' }),
  })
  .superRefine((checkout, context) => {
    if (checkout.tenders.length === 0 && checkout.creditAppliedCents === 0) {
      context.addIssue({ code: 'custom', path: ['tenders'], message: deskMessages.tendersRequired });
    }
    checkout.tenders.forEach((tender, index) => {
      if (tender.tender === 'card_on_file' && !tender.paymentMethodId) {
        context.addIssue({ code: 'custom', path: ['tenders', index, 'paymentMethodId'], message: deskMessages.cardRequired });
      }
    });
  });
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/** `POST /api/admin/invoices/:id/credit-notes`: the whole invoice, or some lines each up to what is left. */
export const creditNoteSchema = z.strictObject({
  whole: z.boolean().default(false),
  lines: z
    .array(z.strictObject({ invoiceLineId: recordId('Ligne'), amountCents: money(deskLabels.amount) }))
    .max(deskLimits.linesPerInvoice, deskMessages.tooManyLines)
    .default([]),
  reason: requiredText(deskLabels.creditNoteReason, deskLimits.reasonMax),
});
export type CreditNoteInput = z.input<typeof creditNoteSchema>;

/**
 * `POST /api/admin/refunds`: from a payment (card on file goes back through the gateway) or from
 * the patient's account credit, in a tender recorded by staff.
 */
export const refundSchema = z.strictObject({
  patientId: recordId('Patient'),
  paymentId: recordId(deskLabels.payment).optional(),
  tender: z.enum(tenders, { error: m.oneOf(deskLabels.tender, Object.values(tenderLabels)) }),
  amountCents: money(deskLabels.amount),
  reason: requiredText(deskLabels.refundReason, deskLimits.reasonMax),
  idempotencyKey: z.uuid({ error: 'Identifiant de remboursement invalide' }),
});
export type RefundInput = z.input<typeof refundSchema>;
export type Refund = z.output<typeof refundSchema>;

/** `POST /api/admin/cash-closings`: the day's counted amounts; a difference needs its note. */
export const cashClosingSchema = z.strictObject({
  businessDate: calendarDate(deskLabels.businessDate),
  counted: z.strictObject(
    Object.fromEntries(closingCounts.map((count) => [count, money(deskLabels.counted, { allowZero: true })])) as Record<
      ClosingCount,
      ReturnType<typeof money>
    >,
  ),
  /** The expected amounts the screen showed, so a payment recorded meanwhile is not closed unseen. */
  expectedCents: z.number().int().min(-deskLimits.maxCents).max(deskLimits.maxCents),
  note: text(deskLabels.differenceNote, deskLimits.noteMax).default(''),
});
export type CashClosingInput = z.input<typeof cashClosingSchema>;
export type CashClosing = z.output<typeof cashClosingSchema>;

export function isCardOnFile(tender: Tender): boolean {
  return tender === 'card_on_file';
}
