import { formatMoney } from 'shared-domain/platform/format';
import { describe, expect, it } from 'vitest';
import { winAnsiText } from './win-ansi-text';

describe('winAnsiText', () => {
  it('keeps French text, typographic quotes and dashes as they are', () => {
    const french = 'Reçu pour fins d’assurance — Évaluation « initiale » œuvre à 5 € … ÀÂÇÈÉÊËÎÏÔÙÛÜŸàâçèéêëîïôùûüÿ';
    expect(winAnsiText(french)).toBe(french);
  });

  it('turns the narrow no-break space of fr-CA amounts into a no-break space WinAnsi has', () => {
    expect(winAnsiText('1\u202f234,56\u00a0$')).toBe('1\u00a0234,56\u00a0$');
    // Whatever spaces this runtime's Intl writes, the result is printable.
    expect([...winAnsiText(formatMoney(123456))].every((character) => (character.codePointAt(0) ?? 0) <= 0xff)).toBe(true);
  });

  it('replaces other characters outside WinAnsi by ones that read the same', () => {
    expect(winAnsiText('a\u2011b\u2212c\u2009d\u200be\u00adf\tg')).toBe('a-b-c def g');
    expect(winAnsiText('Dvořák, Ștefan')).toBe('Dvorák, Stefan');
    expect(winAnsiText('e\u0301')).toBe('é');
  });

  it('prints a question mark for what has no stand-in, and drops control characters', () => {
    expect(winAnsiText('RDV 👍 中')).toBe('RDV ? ?');
    expect(winAnsiText('a\u0000b\u0085c\u007fd')).toBe('abcd');
    expect(winAnsiText('ligne 1\nligne 2')).toBe('ligne 1\nligne 2');
  });
});
