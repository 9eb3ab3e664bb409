import { describe, expect, it } from 'vitest';
import { wordLines } from './word-wrap';

// One unit per character: a column 10 wide holds 10 characters (less the half unit kept spare).
const width = (text: string) => text.length;

describe('wordLines', () => {
  it('breaks between words only, keeping a hyphenated word whole', () => {
    expect(wordLines('Sur la facture F-2026-00012 — Correction', 13, width)).toEqual(['Sur la', 'facture', 'F-2026-00012', '— Correction']);
  });

  it('keeps the line breaks typed in the text', () => {
    expect(wordLines('Dépôt\nremboursé en entier', 30, width)).toEqual(['Dépôt', 'remboursé en entier']);
  });

  it('cuts only a word wider than the column', () => {
    expect(wordLines('Remboursement partiel', 6, width)).toEqual(['Rembo', 'ursem', 'ent', 'parti', 'el']);
  });
});
