import { describe, expect, it } from 'vitest';
import { moneyInputValue, parseMoneyInput } from './money-input';

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

  it('reads the English way too', () => {
    expect(parseMoneyInput('$25.00')).toBe(2500);
    expect(parseMoneyInput('1,000.50')).toBe(100_050);
    expect(parseMoneyInput('1,000')).toBe(100_000);
    expect(parseMoneyInput('12.5')).toBe(1250);
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
