// pdfkit's standard fonts (Helvetica…) only know WinAnsi: a character outside it is written as its
// raw code, which corrupts the string (U+202F becomes the four hex digits '202f', read as two
// other bytes). fr-CA formatting puts such characters in every amount ('59,95 $' has a narrow
// no-break space in some runtimes), so every string a PDF prints passes through here first.

/** The non-Latin-1 characters WinAnsi (Windows-1252) places in 0x80–0x9F. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Stand-ins that read the same; anything not listed falls back to its unaccented letter, then '?'. */
const replacements: Record<string, string> = {
  // Spaces that must not break stay unbreakable (an amount is never split from its '$').
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2060': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  // A soft hyphen would print as a visible one.
  '\u00ad': '',
  '\t': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': '’',
  '\u201f': '”',
};

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  // Line breaks are split by pdfkit before it encodes a line.
  if (character === '\n') return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return winAnsiExtras.has(character);
}

function replacement(character: string): string {
  if (/\s/u.test(character)) return ' ';
  // Other control characters print nothing useful.
  if (/\p{Cc}/u.test(character)) return '';
  // A letter with an accent WinAnsi lacks ('ő', 'ș') keeps its base letter.
  const base = character.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && [...base].every(isWinAnsi) ? base : '?';
}

/** `text` with every character a standard PDF font cannot show replaced by one it can. */
export function winAnsiText(text: string): string {
  let safe = '';
  // NFC first, so 'e' + combining accent is the one WinAnsi 'é'; for…of walks code points, not halves of an emoji.
  for (const character of text.normalize('NFC')) {
    safe += replacements[character] ?? (isWinAnsi(character) ? character : replacement(character));
  }
  return safe;
}
