import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsInput, moneyInputMessages, moneyInputValue, moneyReading, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads dollars typed the fr-CA way as cents', () => {
    expect(parseMoneyInput('25')).toBe(2500);
    expect(parseMoneyInput('25,00')).toBe(2500);
    expect(parseMoneyInput('25,00 $')).toBe(2500);
    expect(parseMoneyInput(' 69,95$ ')).toBe(6995);
    expect(parseMoneyInput('1,5')).toBe(150);
    expect(parseMoneyInput('1 000,00 $')).toBe(100_000);
    // As Intl writes it: a narrow no-break space between thousands, a no-break space before $.
    expect(parseMoneyInput('1\u202f000,50\u00a0$')).toBe(100_050);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('reads a point before the cents too', () => {
    expect(parseMoneyInput('$25.00')).toBe(2500);
    expect(parseMoneyInput('12.5')).toBe(1250);
  });

  it('never reads a comma as a thousands separator: « 1,500 », « 0,001 », « 1,000.50 » are refused, each with its reason', () => {
    for (const text of ['1,500', '0,001', '1,000', '1,000.50', '$1,000,000', '12,345']) expect(parseMoneyInput(text), text).toBeUndefined();
    expect(moneyReading('1,500')).toBe(moneyInputMessages.commaThousands('1,500'));
    expect(moneyReading('1,000.50')).toBe(moneyInputMessages.commaThousands('1,000.50'));
    expect(moneyReading('0,001')).toBe(moneyInputMessages.tooManyDecimals);
    expect(moneyReading('25.001')).toBe(moneyInputMessages.tooManyDecimals);
    const refused = centsInput('Montant invalide').safeParse('1,500');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(moneyInputMessages.commaThousands('1,500'));
    expect(centsInput('Montant invalide').safeParse('abc').error?.issues[0]?.message).toBe('Montant invalide');
  });

  it('says what it read as it is typed, nothing while empty', () => {
    expect(moneyReading('')).toBeUndefined();
    expect(moneyReading('1 500')).toBe('Montant lu : 1\u00a0500,00\u00a0$');
    expect(moneyReading('1,5')).toBe('Montant lu : 1,50\u00a0$');
    expect(moneyReading('douze')).toBe('Montant illisible : écrivez-le en dollars, par exemple 34,49.');
  });

  it('reads back every amount a field writes, and never a comma followed by three digits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(parseMoneyInput(moneyInputValue(cents))).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 999_999 }), fc.integer({ min: 0, max: 999 }), (whole, three) => {
        const typed = `${whole},${String(three).padStart(3, '0')}`;
        expect(parseMoneyInput(typed), typed).toBeUndefined();
        expect(moneyReading(typed)).not.toMatch(/^Montant lu/);
      }),
    );
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '  ', '$', 'abc', '-5', '25,0001', '25.001', '2,5,0', '1e3', '12 $ 50', '0x10', '25,00,00'])
      expect(parseMoneyInput(text), text).toBeUndefined();
  });
});

describe('moneyInputValue', () => {
  it('writes cents as a money field starts', () => {
    expect(moneyInputValue(2500)).toBe('25,00');
    expect(moneyInputValue(6995)).toBe('69,95');
    expect(moneyInputValue(5)).toBe('0,05');
    expect(moneyInputValue(100_000)).toBe('1000,00');
    expect(parseMoneyInput(moneyInputValue(123_456))).toBe(123_456);
  });
});
