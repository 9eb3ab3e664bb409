import { describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  catalogueMoveSchema,
  contrastWithWhite,
  minimumColourContrast,
  productSchema,
  productUpdateSchema,
  serviceColourPalette,
  serviceSchema,
  serviceUpdateSchema,
  taxCodeLabels,
} from './clinic-catalogue';
import { firstMessagePerField } from '../platform/field-errors';

// As the settings form sends it: every field as text.
const typed = {
  name: '  Massage thérapeutique ',
  description: 'Détente\r\nmusculaire',
  price: '69,95',
  durationMinutes: '45',
  visitKind: 'follow_up',
  taxCode: 'exempt',
  color: '#0F766E',
  allowOnlineBooking: 'true',
  requiresDeposit: 'true',
  depositAmount: '20',
};

const messagesOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
  result.error ? firstMessagePerField(result.error.issues) : {};

describe('the service schema', () => {
  it('reads the form’s text: dollars as cents, minutes, flags, a lower-case colour', () => {
    expect(serviceSchema.parse(typed)).toEqual({
      name: 'Massage thérapeutique',
      description: 'Détente\nmusculaire',
      price: 6995,
      durationMinutes: 45,
      visitKind: 'follow_up',
      taxCode: 'exempt',
      color: '#0f766e',
      allowOnlineBooking: true,
      requiresDeposit: true,
      depositAmount: 2000,
    });
  });

  it('reads its own output again (the form’s parsed data sent to the API)', () => {
    const parsed = serviceSchema.parse(typed);
    expect(serviceSchema.parse(parsed)).toEqual(parsed);
  });

  it('stores no deposit amount when none is asked, and a blank colour as none', () => {
    expect(serviceSchema.parse({ ...typed, requiresDeposit: '', depositAmount: '', color: '' })).toMatchObject({
      requiresDeposit: false,
      depositAmount: 0,
      color: null,
    });
    expect(serviceSchema.parse({ ...typed, requiresDeposit: false, depositAmount: 5000 })).toMatchObject({ depositAmount: 0 });
  });

  it('refuses each bad field with its French message', () => {
    const cases: [Partial<Record<keyof typeof typed, unknown>>, Record<string, string>][] = [
      [{ name: '   ' }, { name: 'Veuillez remplir le champ « Nom »' }],
      [{ name: 'x'.repeat(101) }, { name: 'Nom ne peut pas dépasser 100 caractères' }],
      [{ price: 'douze' }, { price: catalogueMessages.moneyInvalid('Prix ($)') }],
      [{ price: '-5' }, { price: catalogueMessages.moneyInvalid('Prix ($)') }],
      [{ price: '10 000,01' }, { price: catalogueMessages.moneyRange('Prix ($)', '10 000,00 $') }],
      [{ price: 12.5 }, { price: catalogueMessages.moneyInvalid('Prix ($)') }],
      [{ durationMinutes: '4' }, { durationMinutes: catalogueMessages.durationInvalid }],
      [{ durationMinutes: '241' }, { durationMinutes: catalogueMessages.durationInvalid }],
      [{ durationMinutes: '30,5' }, { durationMinutes: catalogueMessages.durationInvalid }],
      [{ color: 'rouge' }, { color: catalogueMessages.colourInvalid }],
      [{ color: '#fde68a' }, { color: catalogueMessages.colourTooPale }],
      [{ taxCode: 'hst' }, { taxCode: "Taxes doit être l'une des valeurs suivantes: Soins exonérés, Taxable (TPS + TVQ)" }],
      [{ visitKind: 'annual' }, { visitKind: "Type de visite doit être l'une des valeurs suivantes: Première visite, Suivi, Autre" }],
      [{ depositAmount: '' }, { depositAmount: catalogueMessages.depositRequired }],
      [{ depositAmount: '70,00' }, { depositAmount: catalogueMessages.depositAbovePrice }],
      [{ allowOnlineBooking: 'peut-être' }, { allowOnlineBooking: catalogueMessages.flagInvalid('Offert en réservation en ligne') }],
    ];
    for (const [change, expected] of cases)
      expect(messagesOf(serviceSchema.safeParse({ ...typed, ...change })), JSON.stringify(change)).toEqual(expected);
  });

  it('takes any field alone for an edit, and isActive to (de)activate', () => {
    expect(serviceUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(serviceUpdateSchema.parse({ price: '80' })).toEqual({ price: 8000 });
    expect(messagesOf(serviceUpdateSchema.safeParse({ price: 1000, requiresDeposit: true, depositAmount: 2000 }))).toEqual({
      depositAmount: catalogueMessages.depositAbovePrice,
    });
    expect(messagesOf(serviceUpdateSchema.safeParse({ isActive: 'oui' }))).toEqual({ isActive: catalogueMessages.flagInvalid('Actif') });
  });
});

describe('the product schema', () => {
  it('reads a desk item, taxable by default in the form, and refuses bad fields in French', () => {
    expect(productSchema.parse({ name: 'Oreiller cervical', description: '', price: '69,95 $', taxCode: 'gst_qst' })).toEqual({
      name: 'Oreiller cervical',
      description: '',
      price: 6995,
      taxCode: 'gst_qst',
    });
    expect(messagesOf(productSchema.safeParse({ name: '', description: '', price: 'gratuit', taxCode: 'x' }))).toEqual({
      name: 'Veuillez remplir le champ « Nom »',
      price: catalogueMessages.moneyInvalid('Prix ($)'),
      taxCode: "Taxes doit être l'une des valeurs suivantes: Soins exonérés, Taxable (TPS + TVQ)",
    });
    expect(productUpdateSchema.parse({ isActive: 'false' })).toEqual({ isActive: false });
  });
});

describe('the catalogue', () => {
  it('labels the tax codes as the clinic says them', () => {
    expect(taxCodeLabels).toEqual({ exempt: 'Soins exonérés', gst_qst: 'Taxable (TPS + TVQ)' });
  });

  it('offers only colours that stand out on the calendar’s white page', () => {
    for (const colour of serviceColourPalette)
      expect(contrastWithWhite(colour.value), colour.label).toBeGreaterThanOrEqual(minimumColourContrast);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21);
  });

  it('moves one place up or down, nothing else', () => {
    expect(catalogueMoveSchema.parse({ direction: 'up' })).toEqual({ direction: 'up' });
    expect(messagesOf(catalogueMoveSchema.safeParse({ direction: 'left' }))).toEqual({ direction: catalogueMessages.directionInvalid });
  });
});
