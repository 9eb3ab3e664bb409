// A visit's deposit: money taken before the visit (online at booking, or at the desk), kept as a
// completed 'deposit' transaction linked to the appointment. Issuing the visit's draft applies it;
// a cancellation in time gives it back, a late one or an absence keeps it against the fee.
import { z } from 'zod';
import { cardDigits, cardFieldMessages, cardLimits, formatPostalCode, isCardNumber, isPostalCode, parseExpiry } from './card';
import { deskAmount, deskRecordId } from './desk-fields';
import { type Tender, tenderLabels } from './tender';
import { validationMessages as m } from '../platform/validation-messages';

/** How the desk takes a deposit: the drawer, the terminal, or the patient's saved card (the gateway). */
export { depositAwaited, visitTakesDeposit } from './deposit-state';
export { depositPaidLabel, depositRecordedLabel, depositRequiredLabel, depositStateLabel, depositToApplyLabel } from './deposit-labels';

export const depositTenders = ['cash', 'debit', 'credit_terminal', 'card_on_file'] as const satisfies readonly Tender[];
export type DepositTender = (typeof depositTenders)[number];

export const depositMessages = {
  visitNotFound: 'Rendez-vous introuvable',
  /** A visit already past, cancelled or without a patient record takes no deposit. */
  visitClosed: 'Un dépôt se prend sur un rendez-vous à venir d’un dossier patient.',
  alreadyPaid: 'Le dépôt de ce rendez-vous est déjà payé.',
  cardRequired: 'Choisissez une carte enregistrée',
  keyInvalid: 'Identifiant de dépôt invalide',
  inProgress: 'Dépôt déjà en cours. Patientez quelques instants, puis actualisez la page.',
  /** The online booking's card step, for a service asking a deposit. */
  bookingCardRequired: 'Ce service demande un dépôt : entrez une carte de crédit.',
  /** Several records share the address: the clinic books this one (it files the deposit by hand). */
  bookingNeedsClinic: 'Ce service demande un dépôt : appelez la clinique pour réserver ce rendez-vous.',
  /** The transaction's description. */
  description: (serviceName: string | null) => (serviceName ? `Dépôt — ${serviceName}` : 'Dépôt du rendez-vous'),
  /** Why a booking whose deposit was refused is not kept. */
  refusedBookingReason: 'Dépôt refusé : rendez-vous non retenu',
  /** The refund's reason when a visit cancelled in time gives its deposit back. */
  refundReason: 'Dépôt remboursé : rendez-vous annulé dans les délais',
} as const;

/**
 * `POST /api/admin/deposits`: a future visit's deposit taken at the desk, the amount staff confirm
 * (the visit's, shown), in a tender; a saved card goes through the gateway.
 */
export const deskDepositSchema = z.strictObject({
  appointmentId: deskRecordId('Rendez-vous'),
  tender: z.enum(depositTenders, {
    error: m.oneOf(
      'Mode de paiement',
      depositTenders.map((tender) => tenderLabels[tender]),
    ),
  }),
  amountCents: deskAmount('Dépôt'),
  paymentMethodId: deskRecordId('Carte').optional(),
  idempotencyKey: z.uuid({ error: depositMessages.keyInvalid }),
});
export type DeskDepositInput = z.input<typeof deskDepositSchema>;
export type DeskDeposit = z.output<typeof deskDepositSchema>;

/** What the desk's deposit answers: its receipt. */
export interface DepositReceipt {
  id: string;
  appointmentId: string;
  amountCents: number;
  tender: Tender;
  /** « Carte enregistrée Visa •••• 4242 » for a saved card; the tender's label otherwise. */
  tenderLabel: string;
  receivedAt: string;
  businessDate: string;
  description: string;
}

/**
 * The card typed at the online booking's last step for a service asking a deposit: sent to the
 * gateway to be tokenised, never kept (only its token, for this deposit). `idempotencyKey` is made
 * when the step opens: a double submit books and charges once.
 */
export const bookingDepositSchema = z.object({
  number: z
    .string({ error: cardFieldMessages.number })
    .overwrite((value) => cardDigits(value.trim()))
    .refine(isCardNumber, cardFieldMessages.number),
  expiry: z.string({ error: cardFieldMessages.expiry }).refine((value) => parseExpiry(value) !== null, cardFieldMessages.expiry),
  cvv: z
    .string({ error: cardFieldMessages.cvv })
    .trim()
    .regex(/^\d{3,4}$/, cardFieldMessages.cvv),
  cardholderName: z
    .string({ error: cardFieldMessages.cardholderName })
    .trim()
    .min(1, cardFieldMessages.cardholderName)
    .max(cardLimits.cardholderNameMax, cardFieldMessages.cardholderName),
  postalCode: z
    .string({ error: cardFieldMessages.postalCode })
    .refine(isPostalCode, cardFieldMessages.postalCode)
    .overwrite(formatPostalCode),
  idempotencyKey: z.uuid({ error: depositMessages.keyInvalid }),
});
export type BookingDepositInput = z.input<typeof bookingDepositSchema>;
export type BookingDeposit = z.output<typeof bookingDepositSchema>;
