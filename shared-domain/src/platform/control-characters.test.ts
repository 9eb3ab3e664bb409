import { describe, expect, it } from 'vitest';
import { hasControlCharacters, normalizeLineBreaks, replaceControlCharacters } from './control-characters';

const refusedEverywhere = {
  NUL: '\u0000',
  'bell (C0)': '\u0007',
  escape: '\u001B',
  delete: '\u007F',
  'next line (C1)': '\u0085',
  'C1 control': '\u009B',
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'right-to-left mark': '\u200F',
  'arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'byte-order mark': '\uFEFF',
  'lone surrogate': '\uD800',
};

describe('hasControlCharacters', () => {
  it.each(Object.entries(refusedEverywhere))('refuses %s in a line and in a message', (_name, character) => {
    expect(hasControlCharacters(`Marie${character}Tremblay`, 'line')).toBe(true);
    expect(hasControlCharacters(`Mal${character} au dos`, 'multiline')).toBe(true);
  });

  it('allows line breaks and tabs only in a message', () => {
    expect(hasControlCharacters('Mal au dos\n\tdepuis mardi', 'multiline')).toBe(false);
    expect(hasControlCharacters('Marie\nTremblay', 'line')).toBe(true);
    expect(hasControlCharacters('Marie\tTremblay', 'line')).toBe(true);
  });

  it('accepts accents, emoji and other scripts', () => {
    expect(hasControlCharacters("Hélène L'Heureux-Côté 👍 محمد 李", 'line')).toBe(false);
  });
});

describe('normalizeLineBreaks', () => {
  it('turns \\r\\n and \\r into \\n', () => {
    expect(normalizeLineBreaks('a\r\nb\rc')).toBe('a\nb\nc');
  });
});

describe('replaceControlCharacters', () => {
  it('replaces what would be refused, keeping line breaks and tabs in multi-line text', () => {
    expect(replaceControlCharacters('a\u202Eb\u0000c\nd')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(replaceControlCharacters('a\u202Eb\n\td', 'multiline')).toBe('a\uFFFDb\n\td');
  });
});
