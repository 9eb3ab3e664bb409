// How the clinic numbers its invoices and counts its revenue (« Paramètres avancés ›
// Facturation »). One schema for the form and the API. The sequence only moves forward: numbers
// are never reused, so the next number may be raised, never lowered.
import { z } from 'zod';
import { accountingBases, accountingBasisLabels } from './accounting-basis';
import { validationMessages as m } from '../platform/validation-messages';

export const invoiceNumberingLimits = {
  prefixMax: 12,
  nextNumberMax: 99_999_999,
  /** Numbers are written with at least this many digits: F-00042. */
  digits: 5,
} as const;

export const invoiceNumberingLabels = {
  invoicePrefix: 'Préfixe des numéros de facture',
  invoiceNextNumber: 'Prochain numéro',
  accountingBasis: 'Méthode comptable des rapports',
} as const;

export const invoiceNumberingMessages = {
  prefixPattern: 'Le préfixe ne peut contenir que des lettres majuscules sans accent, des chiffres et des tirets (ex. : F-2026-)',
  nextNumberInteger: 'Le prochain numéro doit être un nombre entier',
  nextNumberBackwards: (current: number) =>
    `Le prochain numéro ne peut pas reculer : des numéros jusqu'à ${current - 1} ont peut-être déjà été donnés. Choisissez ${current} ou plus.`,
} as const;

/** 'F-' and 42 → 'F-00042'. */
export function invoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(invoiceNumberingLimits.digits, '0')}`;
}

const l = invoiceNumberingLabels;

export const invoiceNumberingSchema = z.strictObject({
  invoicePrefix: z
    .string({ error: m.required(l.invoicePrefix) })
    .trim()
    .toUpperCase()
    .max(invoiceNumberingLimits.prefixMax, m.maxLength(l.invoicePrefix, invoiceNumberingLimits.prefixMax))
    .regex(/^[A-Z0-9-]*$/, invoiceNumberingMessages.prefixPattern),
  // A form sends its fields as text, the typed client a number.
  invoiceNextNumber: z.coerce
    .number({ error: invoiceNumberingMessages.nextNumberInteger })
    .int(invoiceNumberingMessages.nextNumberInteger)
    .min(1, m.min(l.invoiceNextNumber, 1))
    .max(invoiceNumberingLimits.nextNumberMax, m.max(l.invoiceNextNumber, invoiceNumberingLimits.nextNumberMax)),
  accountingBasis: z.enum(accountingBases, { error: m.oneOf(l.accountingBasis, Object.values(accountingBasisLabels)) }),
});

export type InvoiceNumbering = z.output<typeof invoiceNumberingSchema>;
export type InvoiceNumberingInput = z.input<typeof invoiceNumberingSchema>;
