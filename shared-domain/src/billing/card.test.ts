import { describe, expect, it } from 'vitest';
import {
  addCardSchema,
  cardBrand,
  cardDigits,
  cardExpiryState,
  cardholderName,
  cardMessages,
  cvvLength,
  expiresSoon,
  formatCardNumber,
  formatCvvInput,
  formatExpiry,
  formatExpiryInput,
  formatPostalCode,
  isCardNumber,
  isCvvValid,
  isExpiryValid,
  isPostalCode,
  luhnValid,
  parseExpiry,
  sandboxCards,
} from './card';
import { firstMessagePerField } from '../platform/field-errors';
import { defaultProvince, isProvinceCode, provinceCodes, provinceNames } from '../platform/province';

/** `prefix` padded with zeros to `length - 1` digits, then the digit that makes it pass Luhn. */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
}

// Mid-March 2025 at noon in Montreal.
const march = new Date('2025-03-15T16:00:00Z');
const expiry = (value: string) => parseExpiry(value) ?? expect.unreachable(`bad expiry ${value}`);

describe('luhnValid', () => {
  it('accepts the textbook examples and refuses a changed digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('refuses anything but digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('４２４２')).toBe(false);
  });
});

describe('cardDigits', () => {
  it('strips spaces and hyphens only', () => {
    expect(cardDigits(' 4242 4242-4242\t4242 ')).toBe('4242424242424242');
    expect(cardDigits('4242a4242')).toBe('4242a4242');
  });
});

describe('cardBrand', () => {
  it.each([
    ['4', 'Visa'],
    ['4242424242424242', 'Visa'],
    ['51', 'Mastercard'],
    ['5555555555554444', 'Mastercard'],
    ['50', 'Unknown'],
    ['56', 'Unknown'],
    ['2221', 'Mastercard'],
    ['2720', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['2220', 'Unknown'],
    ['2721', 'Unknown'],
    ['34', 'American Express'],
    ['37', 'American Express'],
    ['36', 'Unknown'],
    ['6011', 'Discover'],
    ['65', 'Discover'],
    ['6012', 'Unknown'],
    ['64', 'Unknown'],
    ['2131', 'JCB'],
    ['1800', 'JCB'],
    ['35', 'JCB'],
    ['3530111333300000', 'JCB'],
    ['', 'Unknown'],
    ['9', 'Unknown'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe('isCardNumber', () => {
  it('takes 13 to 19 digits that pass Luhn', () => {
    expect(isCardNumber(luhnNumber('4', 12))).toBe(false);
    expect(isCardNumber(luhnNumber('4', 13))).toBe(true);
    expect(isCardNumber('4222222222222')).toBe(true);
    expect(isCardNumber(luhnNumber('4', 19))).toBe(true);
    expect(isCardNumber(luhnNumber('4', 20))).toBe(false);
    expect(isCardNumber('4242424242424241')).toBe(false);
  });
});

describe('sandboxCards', () => {
  it('are valid Visa numbers, one per outcome', () => {
    for (const number of Object.values(sandboxCards)) {
      expect(isCardNumber(number)).toBe(true);
      expect(cardBrand(number)).toBe('Visa');
    }
    expect(new Set(Object.values(sandboxCards)).size).toBe(Object.keys(sandboxCards).length);
    expect(sandboxCards.chargeDeclined).toBe('4000000000000341');
  });
});

describe('formatCardNumber', () => {
  it('groups in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42x42')).toBe('4242 4242 4242');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('groups American Express as 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber('3782822463')).toBe('3782 822463');
    expect(formatCardNumber('37828224631')).toBe('3782 822463 1');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('never goes beyond 19 characters: 17 to 19 digits show unspaced, more are cut', () => {
    expect(formatCardNumber('42424242424242424')).toBe('42424242424242424');
    expect(formatCardNumber('4242424242424242424')).toBe('4242424242424242424');
    expect(formatCardNumber('42424242424242424242')).toBe('4242424242424242424');
    for (let length = 0; length <= 25; length++) {
      expect(formatCardNumber('4'.repeat(length)).length).toBeLessThanOrEqual(19);
      expect(formatCardNumber(`37${'1'.repeat(length)}`).length).toBeLessThanOrEqual(19);
    }
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY with a month 1–12 into a four-digit year', () => {
    expect(parseExpiry('03/25')).toEqual({ month: 3, year: 2025 });
    expect(parseExpiry(' 12 / 99 ')).toEqual({ month: 12, year: 2099 });
    expect(parseExpiry('01/24')).toEqual({ month: 1, year: 2024 });
  });

  it.each(['00/25', '13/25', '3/25', '03/2025', '0325', '03-25', 'ab/cd', ''])('refuses %j', (input) => {
    expect(parseExpiry(input)).toBeNull();
  });

  it('formats back to MM/YY', () => {
    expect(formatExpiry({ month: 3, year: 2025 })).toBe('03/25');
    expect(formatExpiry({ month: 11, year: 2030 })).toBe('11/30');
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1225', '12/25'],
    ['12/25', '12/25'],
    ['12255', '12/25'],
    ['12/', '12/'],
    ['1/', '01/'],
    ['ab12', '12'],
    ['12 / 2', '12/2'],
  ])('%j → %j', (input, shown) => {
    expect(formatExpiryInput(input)).toBe(shown);
  });
});

describe('isExpiryValid', () => {
  it('accepts the current month and later, refuses the month before', () => {
    expect(isExpiryValid(expiry('03/25'), march)).toBe(true);
    expect(isExpiryValid(expiry('04/25'), march)).toBe(true);
    expect(isExpiryValid(expiry('02/25'), march)).toBe(false);
    expect(isExpiryValid(expiry('12/24'), march)).toBe(false);
  });

  it('turns at midnight in Montreal, not in UTC', () => {
    // 23:30 on 31 March in Montreal is already 1 April in UTC.
    expect(isExpiryValid(expiry('03/25'), new Date('2025-04-01T03:30:00Z'))).toBe(true);
    // 00:30 on 1 April in Montreal.
    expect(isExpiryValid(expiry('03/25'), new Date('2025-04-01T04:30:00Z'))).toBe(false);
    // The year turns the same way.
    expect(isExpiryValid(expiry('12/25'), new Date('2026-01-01T04:30:00Z'))).toBe(true);
    expect(isExpiryValid(expiry('12/25'), new Date('2026-01-01T05:30:00Z'))).toBe(false);
  });

  it('refuses a year before 2024 even when the clock is earlier', () => {
    const june2023 = new Date('2023-06-15T16:00:00Z');
    expect(isExpiryValid(expiry('12/23'), june2023)).toBe(false);
    expect(isExpiryValid(expiry('01/24'), june2023)).toBe(true);
  });
});

describe('expiresSoon', () => {
  it('is the current month and the next two', () => {
    expect(expiresSoon(expiry('03/25'), march)).toBe(true);
    expect(expiresSoon(expiry('04/25'), march)).toBe(true);
    expect(expiresSoon(expiry('05/25'), march)).toBe(true);
    expect(expiresSoon(expiry('06/25'), march)).toBe(false);
    expect(expiresSoon(expiry('02/25'), march)).toBe(false);
  });

  it('counts across the new year and by the clinic month', () => {
    const november = new Date('2025-11-10T16:00:00Z');
    expect(expiresSoon(expiry('01/26'), november)).toBe(true);
    expect(expiresSoon(expiry('02/26'), november)).toBe(false);
    // 23:30 on 31 March in Montreal: June is still three months away.
    expect(expiresSoon(expiry('06/25'), new Date('2025-04-01T03:30:00Z'))).toBe(false);
    expect(expiresSoon(expiry('06/25'), new Date('2025-04-01T04:30:00Z'))).toBe(true);
  });

  it('tells a tile expired, soon or valid', () => {
    expect(cardExpiryState(expiry('02/25'), march)).toBe('expired');
    expect(cardExpiryState(expiry('05/25'), march)).toBe('expires-soon');
    expect(cardExpiryState(expiry('06/25'), march)).toBe('valid');
  });
});

describe('CVV', () => {
  it('takes 4 digits for American Express, 3 for the others', () => {
    expect(cvvLength('American Express')).toBe(4);
    expect(isCvvValid('1234', 'American Express')).toBe(true);
    expect(isCvvValid('123', 'American Express')).toBe(false);
    for (const brand of ['Visa', 'Mastercard', 'Discover', 'JCB', 'Unknown'] as const) {
      expect(isCvvValid('123', brand)).toBe(true);
      expect(isCvvValid('1234', brand)).toBe(false);
    }
    expect(isCvvValid('12a', 'Visa')).toBe(false);
    expect(isCvvValid('', 'Visa')).toBe(false);
  });

  it('keeps the field to digits and to the brand’s length', () => {
    expect(formatCvvInput('12a34', 'Visa')).toBe('123');
    expect(formatCvvInput('12a34', 'American Express')).toBe('1234');
  });
});

describe('cardholderName', () => {
  it('is uppercase, accents kept', () => {
    expect(cardholderName('Émilie Côté-Tremblay')).toBe('ÉMILIE CÔTÉ-TREMBLAY');
  });
});

describe('postal code', () => {
  it.each(['H2X 1Y4', 'H2X-1Y4', 'H2X1Y4', 'h2x 1y4', ' K1A 0B1 ', 'T2Z 3W5'])('accepts %j', (input) => {
    expect(isPostalCode(input)).toBe(true);
  });

  it.each([
    ['two spaces', 'H2X  1Y4'],
    ['an underscore', 'H2X_1Y4'],
    ['digits first', '123 456'],
    ['too short', 'H2X 1Y'],
    ['too long', 'H2X 1Y45'],
    ['a D', 'D2X 1Y4'],
    ['an O in third place', 'H2O 1Y4'],
    ['a U', 'H2X 1U4'],
    ['a W first', 'W2X 1Y4'],
    ['a Z first', 'Z2X 1Y4'],
    ['nothing', ''],
  ])('refuses %s', (_case, input) => {
    expect(isPostalCode(input)).toBe(false);
  });

  it('formats as typed: uppercase, a space after three, at most 7 characters', () => {
    expect(formatPostalCode('h2x1y4')).toBe('H2X 1Y4');
    expect(formatPostalCode('h2x-1y4')).toBe('H2X 1Y4');
    expect(formatPostalCode('h2x')).toBe('H2X');
    expect(formatPostalCode('h2x1')).toBe('H2X 1');
    expect(formatPostalCode('h2x 1y4zz')).toBe('H2X 1Y4');
    expect(formatPostalCode('')).toBe('');
  });
});

describe('provinces', () => {
  it("lists the spec's ten, Quebec first and by default, with French names", () => {
    expect(provinceCodes).toEqual(['QC', 'ON', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'PE', 'NL']);
    expect(defaultProvince).toBe('QC');
    expect(provinceNames.QC).toBe('Québec');
    expect(provinceNames.PE).toBe('Île-du-Prince-Édouard');
    expect(isProvinceCode('NL')).toBe(true);
    expect(isProvinceCode('YT')).toBe(false);
    expect(isProvinceCode('toString')).toBe(false);
  });
});

describe('cardMessages', () => {
  it("says the spec's words", () => {
    expect(cardMessages.failure(cardMessages.tokenizationFailed)).toBe('Erreur: Échec de la tokenisation');
    expect(cardMessages.failure('Carte refusée')).toBe('Erreur: Carte refusée');
    expect(cardMessages.failure()).toBe('Erreur: Erreur inconnue');
    expect(cardMessages.failure('')).toBe('Erreur: Erreur inconnue');
    expect(cardMessages.confirmDelete).toBe('Êtes-vous sûr de vouloir supprimer cette méthode de paiement ?');
    expect(cardMessages.added).toBe('Méthode de paiement ajoutée avec succès');
  });
});

describe('addCardSchema', () => {
  const schema = addCardSchema(march);
  const errors = (input: unknown) => firstMessagePerField(schema.safeParse(input).error?.issues ?? []);
  const valid = {
    number: '4242 4242 4242 4242',
    expiry: '03/25',
    cvv: '123',
    cardholderName: ' marie tremblay ',
    addressLine1: '123 rue Principale',
    addressLine2: '',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'h2x1y4',
    nickname: '',
    makePrimary: '',
  };

  it('normalises a valid card, and what it gives parses to itself', () => {
    const parsed = schema.parse(valid);
    expect(parsed).toEqual({
      number: '4242424242424242',
      expiry: '03/25',
      cvv: '123',
      cardholderName: 'MARIE TREMBLAY',
      addressLine1: '123 rue Principale',
      addressLine2: '',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      nickname: '',
      makePrimary: false,
    });
    expect(schema.parse(parsed)).toEqual(parsed);
  });

  it('defaults the optional fields, the province to QC', () => {
    const { addressLine2, nickname, province, makePrimary, ...required } = valid;
    expect(schema.parse(required)).toMatchObject({ addressLine2: '', nickname: '', province: 'QC', makePrimary: false });
    expect(schema.parse({ ...valid, province: '' }).province).toBe('QC');
  });

  it('reads the primary checkbox from the form or the API', () => {
    expect(schema.parse({ ...valid, makePrimary: 'on' }).makePrimary).toBe(true);
    expect(schema.parse({ ...valid, makePrimary: 'true' }).makePrimary).toBe(true);
    expect(schema.parse({ ...valid, makePrimary: true }).makePrimary).toBe(true);
    expect(schema.parse({ ...valid, makePrimary: 'false' }).makePrimary).toBe(false);
    expect(errors({ ...valid, makePrimary: 'oui' }).makePrimary).toBe('Définir comme méthode de paiement principale a un format invalide');
  });

  it("gives the spec's first message per field", () => {
    expect(errors({})).toEqual({
      number: 'Numéro de carte invalide',
      expiry: "Date d'expiration invalide",
      cvv: 'CVV invalide',
      cardholderName: 'Nom du titulaire requis',
      addressLine1: 'Adresse requise',
      city: 'Ville requise',
      postalCode: 'Code postal invalide',
    });
    expect(
      errors({ ...valid, cardholderName: '  ', addressLine1: ' ', city: '', number: '', expiry: '', cvv: '', postalCode: '' }),
    ).toEqual({
      number: 'Numéro de carte invalide',
      expiry: "Date d'expiration invalide",
      cvv: 'CVV invalide',
      cardholderName: 'Nom du titulaire requis',
      addressLine1: 'Adresse requise',
      city: 'Ville requise',
      postalCode: 'Code postal invalide',
    });
  });

  it.each([
    ['a failed Luhn check', '4242 4242 4242 4241'],
    ['12 digits', luhnNumber('4', 12)],
    ['20 digits', luhnNumber('4', 20)],
    ['a letter', '4242 4242 4242 424a'],
    ['an invisible character', '4242\u200B4242 4242 4242'],
    ['a number type', 4242424242424242],
  ])('refuses a number with %s', (_case, number) => {
    expect(errors({ ...valid, number })).toEqual({ number: 'Numéro de carte invalide' });
  });

  it('accepts 13 and 19 digits, hyphens and spaces', () => {
    expect(schema.parse({ ...valid, number: luhnNumber('4', 13) }).number).toHaveLength(13);
    expect(schema.parse({ ...valid, number: luhnNumber('4', 19) }).number).toHaveLength(19);
    expect(schema.parse({ ...valid, number: '4242-4242-4242-4242' }).number).toBe('4242424242424242');
  });

  it('refuses a past, impossible or malformed expiry', () => {
    for (const value of ['02/25', '13/25', '00/26', '3/25', '03/2025', '12/23']) {
      expect(errors({ ...valid, expiry: value })).toEqual({ expiry: "Date d'expiration invalide" });
    }
    expect(schema.parse({ ...valid, expiry: ' 04 / 25 ' }).expiry).toBe('04/25');
  });

  it('refuses 2023 expiries even before 2024', () => {
    const earlySchema = addCardSchema(new Date('2023-06-15T16:00:00Z'));
    expect(earlySchema.safeParse({ ...valid, expiry: '12/23' }).success).toBe(false);
    expect(earlySchema.safeParse({ ...valid, expiry: '01/24' }).success).toBe(true);
  });

  it('checks the CVV against the brand, even while other fields are wrong', () => {
    const amex = { ...valid, number: '3782 822463 10005' };
    expect(schema.safeParse({ ...amex, cvv: '1234' }).success).toBe(true);
    expect(errors({ ...amex, cvv: '123' })).toEqual({ cvv: 'CVV invalide' });
    expect(errors({ ...valid, cvv: '1234' })).toEqual({ cvv: 'CVV invalide' });
    expect(errors({ ...amex, cvv: '123', city: '' })).toEqual({ cvv: 'CVV invalide', city: 'Ville requise' });
    expect(errors({ ...valid, cvv: '12a' })).toEqual({ cvv: 'CVV invalide' });
    expect(errors({ ...valid, cvv: 123 })).toEqual({ cvv: 'CVV invalide' });
  });

  it('refuses a wrong postal code and a province outside the list', () => {
    expect(errors({ ...valid, postalCode: 'D2X 1Y4' })).toEqual({ postalCode: 'Code postal invalide' });
    expect(errors({ ...valid, postalCode: 'H2X  1Y4' })).toEqual({ postalCode: 'Code postal invalide' });
    expect(schema.parse({ ...valid, postalCode: 'h2x-1y4' }).postalCode).toBe('H2X 1Y4');
    expect(errors({ ...valid, province: 'YT' })).toEqual({
      province: "Province doit être l'une des valeurs suivantes: QC, ON, BC, AB, MB, SK, NS, NB, PE, NL",
    });
  });

  it.each([
    ['cardholderName', 'Nom du titulaire'],
    ['addressLine1', 'Adresse'],
    ['addressLine2', "Complément d'adresse"],
    ['city', 'Ville'],
    ['nickname', 'Surnom de la carte'],
  ])('refuses control and invisible characters in %s', (field, label) => {
    for (const character of ['\u0000', '\n', '\u202E', '\u200B']) {
      expect(errors({ ...valid, [field]: `Marie${character}Tremblay` })).toEqual({
        [field]: `${label} contient des caractères invisibles ou de contrôle qui ne sont pas permis`,
      });
    }
  });

  it('refuses oversized text', () => {
    expect(errors({ ...valid, cardholderName: 'x'.repeat(101) })).toEqual({
      cardholderName: 'Nom du titulaire ne peut pas dépasser 100 caractères',
    });
    expect(errors({ ...valid, nickname: 'x'.repeat(51) })).toEqual({ nickname: 'Surnom de la carte ne peut pas dépasser 50 caractères' });
    expect(errors({ ...valid, addressLine1: 'x'.repeat(201) })).toEqual({ addressLine1: 'Adresse ne peut pas dépasser 200 caractères' });
  });
});
