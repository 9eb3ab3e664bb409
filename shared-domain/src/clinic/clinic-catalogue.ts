// What the clinic sells (« Paramètres › Services » and « Produits »): its services —
// booked, offered online and coloured in the calendar — and the items sold at the desk. One schema
// per form, shared by the settings form and the API. Neither is ever deleted (appointments and
// invoices refer to them): they are deactivated. Money is integer cents, typed in dollars.
import { z } from 'zod';
import { centsInput } from '../platform/money-input';
import { type TaxCode, taxCodes } from '../billing/tax-code';
import { plainText } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';
import { type VisitKind, visitKindLabels, visitKinds } from './visit-kind';

export const catalogueLimits = {
  nameMax: 100,
  descriptionMax: 1000,
  durationMinMinutes: 5,
  durationMaxMinutes: 240,
  /** 10 000 $: far above any visit or desk item, so a stray figure is refused. */
  priceMaxCents: 1_000_000,
} as const;

export const taxCodeLabels: Record<TaxCode, string> = {
  exempt: 'Soins exonérés',
  gst_qst: 'Taxable (TPS + TVQ)',
};

export const serviceLabels = {
  name: 'Nom',
  description: 'Description',
  price: 'Prix ($)',
  durationMinutes: 'Durée (minutes)',
  color: 'Couleur dans l’horaire',
  isActive: 'Actif',
  allowOnlineBooking: 'Offert en réservation en ligne',
  requiresDeposit: 'Dépôt exigé à la réservation',
  depositAmount: 'Montant du dépôt ($)',
  taxCode: 'Taxes',
  visitKind: 'Type de visite',
  displayOrder: 'Position dans la liste',
} as const;

export const productLabels = {
  name: 'Nom',
  description: 'Description',
  price: 'Prix ($)',
  taxCode: 'Taxes',
  isActive: 'Actif',
  displayOrder: 'Position dans la liste',
} as const;

export const catalogueMessages = {
  serviceNameTaken: 'Un service porte déjà ce nom. Choisissez un autre nom.',
  productNameTaken: 'Un produit porte déjà ce nom. Choisissez un autre nom.',
  serviceNotFound: 'Service introuvable',
  productNotFound: 'Produit introuvable',
  durationInvalid: `La durée se compte en minutes entières, de ${catalogueLimits.durationMinMinutes} à ${catalogueLimits.durationMaxMinutes}`,
  depositRequired: 'Indiquez le montant du dépôt exigé',
  depositAbovePrice: 'Le dépôt ne peut pas dépasser le prix du service',
  colourInvalid: 'Choisissez une couleur de la liste',
  colourTooPale: 'Cette couleur est trop pâle pour être distinguée dans l’horaire. Choisissez une couleur plus foncée.',
  flagInvalid: (label: string) => `${label} : indiquez oui ou non`,
  moneyInvalid: (label: string) => `${label} doit être un montant en dollars, par exemple 69,95`,
  moneyRange: (label: string, max: string) => `${label} doit être entre 0,00 $ et ${max}`,
  alreadyFirst: 'Déjà en tête de liste',
  alreadyLast: 'Déjà en fin de liste',
  directionInvalid: 'La direction doit être « up » ou « down »',
} as const;

/**
 * Colours that stand out from the calendar's white page (contrast ≥ 3:1, WCAG 1.4.11 for the
 * appointment's stripe and the legend's swatch), named so the choice is read, not only seen.
 */
export const serviceColourPalette = [
  { value: '#0f766e', label: 'Sarcelle' },
  { value: '#2563eb', label: 'Bleu' },
  { value: '#be185d', label: 'Framboise' },
  { value: '#7e22ce', label: 'Violet' },
  { value: '#c2410c', label: 'Orange brûlé' },
  { value: '#a16207', label: 'Ocre' },
  { value: '#15803d', label: 'Vert' },
  { value: '#475569', label: 'Ardoise' },
] as const;

/** The least contrast a service colour must have against the calendar's white background. */
export const minimumColourContrast = 3;

const hexColour = /^#[0-9a-f]{6}$/;

/** WCAG's contrast ratio of a `#rrggbb` colour against white. */
export function contrastWithWhite(colour: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** « Sarcelle » for a palette colour; the code itself for another. */
export function colourLabel(colour: string): string {
  return serviceColourPalette.find((entry) => entry.value === colour)?.label ?? colour;
}

const name = plainText(serviceLabels.name)
  .min(1, m.required(serviceLabels.name))
  .max(catalogueLimits.nameMax, m.maxLength(serviceLabels.name, catalogueLimits.nameMax));

const description = plainText(serviceLabels.description, 'multiline').max(
  catalogueLimits.descriptionMax,
  m.maxLength(serviceLabels.description, catalogueLimits.descriptionMax),
);

/**
 * An amount: the form's text in dollars (« 69,95 ») or the typed client's integer cents, read as
 * cents from 0 to the catalogue's maximum. `blankIsZero`: an empty field means none (a deposit not asked).
 */
const money = (label: string, { blankIsZero = false } = {}) => {
  const invalid = catalogueMessages.moneyInvalid(label);
  const range = catalogueMessages.moneyRange(label, '10 000,00 $');
  return centsInput(invalid, { blankIsZero }).pipe(z.number().int(invalid).min(0, range).max(catalogueLimits.priceMaxCents, range));
};

/** A checkbox: the form's 'true'/'on'/'false'/'' or a boolean. */
const flag = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'on', 'false', ''])], { error: catalogueMessages.flagInvalid(label) })
    .transform((value) => value === true || value === 'true' || value === 'on');

const durationMinutes = z
  // A form sends text, the typed client a number: both read as whole minutes.
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ],
    { error: catalogueMessages.durationInvalid },
  )
  .pipe(
    z
      .number()
      .int(catalogueMessages.durationInvalid)
      .min(catalogueLimits.durationMinMinutes, catalogueMessages.durationInvalid)
      .max(catalogueLimits.durationMaxMinutes, catalogueMessages.durationInvalid),
  );

/** Empty: no colour of its own (the calendar uses the clinic's). Otherwise a `#rrggbb` that stands out on white. */
const color = z
  .union([z.string(), z.null()], { error: catalogueMessages.colourInvalid })
  .transform((value) => (value === null ? '' : value.trim().toLowerCase()))
  .refine((value) => value === '' || hexColour.test(value), catalogueMessages.colourInvalid)
  .refine(
    (value) => value === '' || !hexColour.test(value) || contrastWithWhite(value) >= minimumColourContrast,
    catalogueMessages.colourTooPale,
  )
  .transform((value): string | null => (value === '' ? null : value));

const taxCode = z.enum(taxCodes, { error: m.oneOf(serviceLabels.taxCode, Object.values(taxCodeLabels)) });
const visitKind = z.enum(visitKinds, { error: m.oneOf(serviceLabels.visitKind, Object.values(visitKindLabels)) });

const serviceShape = {
  name,
  description,
  price: money(serviceLabels.price),
  durationMinutes,
  color,
  allowOnlineBooking: flag(serviceLabels.allowOnlineBooking),
  requiresDeposit: flag(serviceLabels.requiresDeposit),
  // Blank while no deposit is asked: the form hides the field.
  depositAmount: money(serviceLabels.depositAmount, { blankIsZero: true }),
  taxCode,
  visitKind,
};

interface DepositRule {
  price?: number | undefined;
  requiresDeposit?: boolean | undefined;
  depositAmount?: number | undefined;
}

/**
 * What is wrong with a service's deposit, as `{ field: message }` (empty when nothing): a deposit
 * asked needs an amount, never above the price. The API checks the service as it would be after an
 * edit with the same rule.
 */
export function depositRefusal(service: Required<DepositRule>): Record<string, string> {
  if (!service.requiresDeposit) return {};
  if (service.depositAmount <= 0) return { depositAmount: catalogueMessages.depositRequired };
  if (service.depositAmount > service.price) return { depositAmount: catalogueMessages.depositAbovePrice };
  return {};
}

const checkDeposit = (service: DepositRule, context: z.RefinementCtx) => {
  const { price, requiresDeposit, depositAmount } = service;
  if (price === undefined || requiresDeposit === undefined || depositAmount === undefined) return;
  // A price refused on its own says so; the deposit is compared with a valid one only.
  if (!Number.isInteger(price) || price < 0 || price > catalogueLimits.priceMaxCents) return;
  for (const [field, message] of Object.entries(depositRefusal({ price, requiresDeposit, depositAmount })))
    context.addIssue({ code: 'custom', path: [field], message });
};

/** A deposit not asked is stored as 0, so no stale amount lingers for later. */
const withoutUnaskedDeposit = <T extends DepositRule>(service: T): T =>
  service.requiresDeposit === false ? { ...service, depositAmount: 0 } : service;

/** `POST /services` and the settings' « Nouveau service » / « Modifier » form. A new service is active. */
export const serviceSchema = z.object(serviceShape).superRefine(checkDeposit).transform(withoutUnaskedDeposit);
export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceFields = z.output<typeof serviceSchema>;
export type ServiceField = keyof ServiceInput;
export const serviceFields = [
  'name',
  'description',
  'price',
  'durationMinutes',
  'visitKind',
  'taxCode',
  'color',
  'allowOnlineBooking',
  'requiresDeposit',
  'depositAmount',
] as const satisfies readonly ServiceField[];

/**
 * `PATCH /services/:id`: any of the fields, and `isActive` to deactivate or reactivate. The server
 * checks the deposit against the service as it would be after the change.
 */
export const serviceUpdateSchema = z
  .object({
    name: serviceShape.name.optional(),
    description: serviceShape.description.optional(),
    price: serviceShape.price.optional(),
    durationMinutes: serviceShape.durationMinutes.optional(),
    color: serviceShape.color.optional(),
    allowOnlineBooking: serviceShape.allowOnlineBooking.optional(),
    requiresDeposit: serviceShape.requiresDeposit.optional(),
    depositAmount: serviceShape.depositAmount.optional(),
    taxCode: serviceShape.taxCode.optional(),
    visitKind: serviceShape.visitKind.optional(),
    isActive: flag(serviceLabels.isActive).optional(),
  })
  .superRefine(checkDeposit)
  .transform(withoutUnaskedDeposit);
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

const productShape = {
  name,
  description,
  price: money(productLabels.price),
  taxCode,
};

/** `POST /products` and the settings' « Nouveau produit » / « Modifier » form. A new product is active. */
export const productSchema = z.object(productShape);
export type ProductInput = z.input<typeof productSchema>;
export type ProductFields = z.output<typeof productSchema>;
export type ProductField = keyof ProductInput;
export const productFields = ['name', 'description', 'price', 'taxCode'] as const satisfies readonly ProductField[];

/** `PATCH /products/:id`: any of the fields, and `isActive` to deactivate or reactivate. */
export const productUpdateSchema = z.object({
  name: productShape.name.optional(),
  description: productShape.description.optional(),
  price: productShape.price.optional(),
  taxCode: productShape.taxCode.optional(),
  isActive: flag(productLabels.isActive).optional(),
});
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const catalogueMoveDirections = ['up', 'down'] as const;
export type CatalogueMoveDirection = (typeof catalogueMoveDirections)[number];

/** `POST /services/:id/move`, `POST /products/:id/move`: one place up or down in the list. */
export const catalogueMoveSchema = z.object({
  direction: z.enum(catalogueMoveDirections, { error: catalogueMessages.directionInvalid }),
});

/** What the API answers for one service (the settings, booking and the calendar read it). */
export interface ServiceView {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  durationMinutes: number;
  color: string | null;
  isActive: boolean;
  allowOnlineBooking: boolean;
  requiresDeposit: boolean;
  depositCents: number;
  taxCode: TaxCode;
  visitKind: VisitKind;
  displayOrder: number;
}

/** What the API answers for one product. */
export interface ProductView {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  taxCode: TaxCode;
  isActive: boolean;
  displayOrder: number;
}
