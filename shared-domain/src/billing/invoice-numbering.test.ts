import { describe, expect, it } from 'vitest';
import { firstMessagePerField } from '../platform/field-errors';
import { invoiceNumber, invoiceNumberingSchema } from './invoice-numbering';

const messages = (input: unknown) => {
  const result = invoiceNumberingSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
};

describe('invoice numbering', () => {
  it('writes a number with its prefix and at least five digits', () => {
    expect(invoiceNumber('F-', 42)).toBe('F-00042');
    expect(invoiceNumber('', 123456)).toBe('123456');
  });

  it('reads the form (text) and the client (numbers), upper-casing the prefix', () => {
    expect(invoiceNumberingSchema.parse({ invoicePrefix: ' f-2026- ', invoiceNextNumber: '17', accountingBasis: 'accrual' })).toEqual({
      invoicePrefix: 'F-2026-',
      invoiceNextNumber: 17,
      accountingBasis: 'accrual',
    });
  });

  it('refuses a bad prefix, a number that is not a positive whole number and an unknown basis, in French', () => {
    expect(messages({ invoicePrefix: 'FAC #', invoiceNextNumber: 1, accountingBasis: 'cash' })).toEqual({
      invoicePrefix: expect.stringContaining('lettres majuscules sans accent'),
    });
    expect(messages({ invoicePrefix: 'F-', invoiceNextNumber: '1,5', accountingBasis: 'cash' }).invoiceNextNumber).toBe(
      'Le prochain numéro doit être un nombre entier',
    );
    expect(messages({ invoicePrefix: 'F-', invoiceNextNumber: 0, accountingBasis: 'cash' }).invoiceNextNumber).toBe(
      'Prochain numéro doit être supérieur ou égal à 1',
    );
    expect(messages({ invoicePrefix: 'F-', invoiceNextNumber: 1, accountingBasis: 'cash-flow' }).accountingBasis).toMatch(
      /^Méthode comptable des rapports doit être l'une des valeurs suivantes/,
    );
  });
});
