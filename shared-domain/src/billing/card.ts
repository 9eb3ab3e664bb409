// The card rules of the patient portal's add-card dialog (specification §5 "Card", §8 "Cards",
// §9 "Card") as pure functions and one schema for the form and the API. Time is always
// passed in (`now`) and read in the clinic's time zone, never from the machine clock.
import { z } from 'zod';
import { clinicDate, defaultClinicTimeZone } from '../platform/clinic-time';
import { defaultProvince, provinceCodes } from '../platform/province';
import { plainText, textOrEmpty } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

export const cardBrands = ['Visa', 'Mastercard', 'American Express', 'Discover', 'JCB', 'Unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardLimits = {
  digitsMin: 13,
  digitsMax: 19,
  /** What the number field holds, spaces included (§9). */
  numberMaxChars: 19,
  amexDigits: 15,
  earliestExpiryYear: 2024,
  /** The "expires soon" window, in calendar months (§9). */
  expiresSoonMonths: 2,
  postalCodeMaxChars: 7,
  // Beyond the spec, which gives no length: generous bounds so a pasted page is refused.
  cardholderNameMax: 100,
  addressLineMax: 200,
  cityMax: 100,
  nicknameMax: 50,
} as const;

export const addCardLabels = {
  number: 'Numéro de carte',
  expiry: "Date d'expiration",
  cvv: 'CVV',
  cardholderName: 'Nom du titulaire',
  addressLine1: 'Adresse',
  addressLine2: "Complément d'adresse",
  city: 'Ville',
  province: 'Province',
  postalCode: 'Code postal',
  nickname: 'Surnom de la carte',
  makePrimary: 'Définir comme méthode de paiement principale',
} as const;

/** The field messages of §5, verbatim. */
export const cardFieldMessages = {
  number: 'Numéro de carte invalide',
  expiry: "Date d'expiration invalide",
  cvv: 'CVV invalide',
  cardholderName: 'Nom du titulaire requis',
  addressLine1: 'Adresse requise',
  city: 'Ville requise',
  postalCode: 'Code postal invalide',
} as const;

/** What the cards area says (§8 "Cards"), verbatim. */
export const cardMessages = {
  /** The gateway refused without saying why. */
  tokenizationFailed: 'Échec de la tokenisation',
  /** The add-card failure alert: the server's message, else `tokenizationFailed`, else `unknownError`. */
  failure: (detail?: string) => `Erreur: ${detail || 'Erreur inconnue'}`,
  unknownError: 'Erreur inconnue',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette méthode de paiement ?',
  deleted: 'Méthode de paiement supprimée',
  deleteFailed: 'Erreur lors de la suppression',
  primaryUpdated: 'Méthode de paiement principale mise à jour',
  updateFailed: 'Erreur lors de la mise à jour',
  added: 'Méthode de paiement ajoutée avec succès',
  /** The badge of §5 (the spec names it in English, 'Expires soon'); this wording is ours. */
  expiresSoon: 'Expire bientôt',
} as const;

/**
 * The sandbox gateway's test numbers (DESIGN §6), shared by the gateway and the page's sandbox
 * notice. They are the widely published Stripe test numbers, all Luhn-valid Visa numbers, so a
 * tester's habits carry over; they are never real cards. Any expiry not in the past and any CVV of
 * the right length go with them.
 */
export const sandboxCards = {
  /** Tokenised and charged. */
  success: '4242424242424242',
  /** Refused by the issuer (a generic decline). */
  declined: '4000000000000002',
  /** Refused for insufficient funds. */
  insufficientFunds: '4000000000009995',
  /**
   * Saved without complaint, then refused by the issuer when charged (Stripe's "attaches, but
   * charges fail" number): how a tester reaches the pay-now dialog's refusal, which a card refused
   * at tokenisation never gets to.
   */
  chargeDeclined: '4000000000000341',
} as const;
export type SandboxOutcome = keyof typeof sandboxCards;

// Number

/** The number as typed without its spaces and hyphens; any other character stays, so it is refused, not guessed at. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check; false for anything but digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Every second digit from the right is doubled; a two-digit result counts as its digit sum.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand from the leading digits (§5), so the preview can show it from the first keystrokes.
 * Beyond the spec: Mastercard's 2221–2720 range (in use since 2017) is recognised too.
 */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  if (/^\d{4}/.test(digits)) {
    const prefix = Number(digits.slice(0, 4));
    if (prefix >= 2221 && prefix <= 2720) return 'Mastercard';
  }
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  if (/^(2131|1800|35)/.test(digits)) return 'JCB';
  return 'Unknown';
}

/** 13 to 19 digits passing Luhn (§5). */
export function isCardNumber(digits: string): boolean {
  return digits.length >= cardLimits.digitsMin && digits.length <= cardLimits.digitsMax && luhnValid(digits);
}

/**
 * What the number field and the live preview show: only digits, in groups of four, American
 * Express as 4-6-5 (at most 15 digits). The spec allows 19 digits but 19 characters with spaces,
 * which only 16 digits in fours fit; so 17 to 19 digits show without spaces rather than be cut.
 */
export function formatCardNumber(input: string): string {
  const all = input.replace(/\D/g, '');
  if (cardBrand(all) === 'American Express') {
    const digits = all.slice(0, cardLimits.amexDigits);
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  const digits = all.slice(0, cardLimits.digitsMax);
  if (digits.length > 16) return digits;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// Expiry

export interface CardExpiry {
  /** 1–12. */
  month: number;
  /** Four digits, as the gateway takes it. */
  year: number;
}

/** `MM/YY` (spaces around the slash tolerated) with a month 1–12, else null; whether it is still valid is `isExpiryValid`. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Back to `MM/YY`. */
export function formatExpiry({ month, year }: CardExpiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/**
 * The expiry field as the person types: digits only, at most four, the slash added once a third
 * digit comes. Two digits stay as they are, so backspace can remove the slash; a slash typed after
 * the month is kept, and after a single digit pads it ("1/" → "01/").
 */
export function formatExpiryInput(input: string): string {
  const singleDigitMonth = /^\s*(\d)\s*\/\s*$/.exec(input);
  if (singleDigitMonth) return `0${singleDigitMonth[1]}/`;
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && /\/\s*$/.test(input)) return `${digits}/`;
  return digits;
}

/** Months from the clinic's current month to the expiry month: 0 in the expiry month itself, negative once expired. */
export function monthsUntilExpiry(expiry: CardExpiry, now: Date, timeZone: string = defaultClinicTimeZone): number {
  const [year, month] = clinicDate(now, timeZone).split('-').map(Number) as [number, number];
  return expiry.year * 12 + expiry.month - (year * 12 + month);
}

/** Year 2024 or later and not before the clinic's current month: a card is good through the last day of its month. */
export function isExpiryValid(expiry: CardExpiry, now: Date, timeZone: string = defaultClinicTimeZone): boolean {
  return expiry.year >= cardLimits.earliestExpiryYear && monthsUntilExpiry(expiry, now, timeZone) >= 0;
}

/**
 * The "expires soon" badge (§5, window §9): the expiry month is the current month or one of the
 * next two, i.e. the card stops working within the next 2 to 3 months at most. A card already
 * expired is not "soon" (see `cardExpiryState`).
 */
export function expiresSoon(expiry: CardExpiry, now: Date, timeZone: string = defaultClinicTimeZone): boolean {
  const months = monthsUntilExpiry(expiry, now, timeZone);
  return months >= 0 && months <= cardLimits.expiresSoonMonths;
}

export type CardExpiryState = 'expired' | 'expires-soon' | 'valid';

/** What a saved card's tile shows. */
export function cardExpiryState(expiry: CardExpiry, now: Date, timeZone: string = defaultClinicTimeZone): CardExpiryState {
  if (monthsUntilExpiry(expiry, now, timeZone) < 0) return 'expired';
  return expiresSoon(expiry, now, timeZone) ? 'expires-soon' : 'valid';
}

// CVV, name, postal code

/** 4 digits for American Express, else 3 (§5). */
export function cvvLength(brand: CardBrand): 3 | 4 {
  return brand === 'American Express' ? 4 : 3;
}

export function isCvvValid(cvv: string, brand: CardBrand): boolean {
  return /^\d+$/.test(cvv) && cvv.length === cvvLength(brand);
}

/** The CVV field as typed: digits only, no more than the brand takes. */
export function formatCvvInput(input: string, brand: CardBrand): string {
  return input.replace(/\D/g, '').slice(0, cvvLength(brand));
}

/** The cardholder name as embossed: forced uppercase (§5), accents kept. */
export function cardholderName(input: string): string {
  return input.toLocaleUpperCase('fr-CA');
}

// Canada Post never uses D, F, I, O, Q or U (read as other characters by sorting machines), nor W
// or Z as the first letter: beyond the spec's "letter-digit-letter", so an obvious typo is caught.
const postalCodePattern = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** Letter-digit-letter, an optional space or hyphen, digit-letter-digit; any case. */
export function isPostalCode(input: string): boolean {
  return postalCodePattern.test(input.trim().toUpperCase());
}

/** The postal code field as typed: uppercase letters and digits, a space after the third, at most 7 characters ('A1A 1A1'). */
export function formatPostalCode(input: string): string {
  const characters = input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  return characters.length > 3 ? `${characters.slice(0, 3)} ${characters.slice(3)}` : characters;
}

// The schema

const L = addCardLabels;
const limits = cardLimits;

/** A trimmed single line without control or invisible characters; `message` when missing or empty. */
const requiredLine = (label: string, message: string, max: number) =>
  plainText(label, 'line', message).min(1, message).max(max, m.maxLength(label, max));

/** A form's checkbox sends a string, the API a boolean; both read as a boolean. */
const checkbox = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'on', 'false', ''])], { error: m.pattern(label) })
    .transform((value) => value === true || value === 'true' || value === 'on')
    .optional()
    .default(false);

/**
 * The add-card form and the API's tokenisation request (§5, §7 "tokenize-payment-method"), as flat
 * string fields so the form maps them one to one. The output is normalised and parses again to
 * itself: the number as digits, the expiry as `MM/YY` (`parseExpiry` gives the gateway its month
 * and year), the name uppercase, the postal code 'A1A 1A1', the province defaulting to QC. `now`
 * decides which expiries are past; a form makes the schema once when it opens.
 */
export function addCardSchema(now: Date, timeZone: string = defaultClinicTimeZone) {
  return z
    .object({
      number: z
        .string({ error: cardFieldMessages.number })
        .overwrite((value) => cardDigits(value.trim()))
        .refine(isCardNumber, cardFieldMessages.number),
      expiry: z
        .string({ error: cardFieldMessages.expiry })
        .refine((value) => {
          const expiry = parseExpiry(value);
          return expiry !== null && isExpiryValid(expiry, now, timeZone);
        }, cardFieldMessages.expiry)
        .overwrite((value) => {
          // Checks go on after a failed one: an invalid expiry is left as typed.
          const expiry = parseExpiry(value);
          return expiry ? formatExpiry(expiry) : value;
        }),
      cvv: z
        .string({ error: cardFieldMessages.cvv })
        .trim()
        .regex(/^\d{3,4}$/, cardFieldMessages.cvv),
      cardholderName: requiredLine(L.cardholderName, cardFieldMessages.cardholderName, limits.cardholderNameMax).overwrite(cardholderName),
      addressLine1: requiredLine(L.addressLine1, cardFieldMessages.addressLine1, limits.addressLineMax),
      addressLine2: textOrEmpty(L.addressLine2, limits.addressLineMax),
      city: requiredLine(L.city, cardFieldMessages.city, limits.cityMax),
      province: z
        .union([z.enum(provinceCodes), z.literal('').transform(() => defaultProvince)], { error: m.oneOf(L.province, provinceCodes) })
        .optional()
        .default(defaultProvince),
      postalCode: z
        .string({ error: cardFieldMessages.postalCode })
        .refine(isPostalCode, cardFieldMessages.postalCode)
        .overwrite(formatPostalCode),
      nickname: textOrEmpty(L.nickname, limits.nicknameMax),
      makePrimary: checkbox(L.makePrimary),
    })
    .superRefine(
      (card, context) => {
        if (!isCvvValid(card.cvv, cardBrand(card.number))) {
          context.addIssue({ code: 'custom', path: ['cvv'], message: cardFieldMessages.cvv });
        }
      },
      {
        // The CVV's length follows the brand, so it is checked against the number even while other
        // fields are wrong (zod would otherwise wait for them); the number's leading digits name the
        // brand even before it is complete. A CVV already refused on its own is not refused twice.
        when: ({ value }) => {
          const card = value as { number?: unknown; cvv?: unknown };
          return typeof card.number === 'string' && typeof card.cvv === 'string' && /^\d{3,4}$/.test(card.cvv);
        },
      },
    );
}

export type AddCardSchema = ReturnType<typeof addCardSchema>;
export type AddCardInput = z.input<AddCardSchema>;
export type AddCard = z.output<AddCardSchema>;
export type AddCardField = keyof typeof addCardLabels;
