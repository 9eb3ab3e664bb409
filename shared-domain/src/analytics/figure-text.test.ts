import { describe, expect, it } from 'vitest';
import { figureKeys } from './clinic-figures';
import { changeSentence, figureText, formatFigure } from './figure-text';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the figures’ words', () => {
  it('reads the change aloud with its direction', () => {
    expect(spaces(changeSentence(0.12))).toBe('en hausse de 12 % par rapport à la période précédente');
    expect(spaces(changeSentence(-0.5))).toBe('en baisse de 50 % par rapport à la période précédente');
    expect(changeSentence(0)).toBe('stable par rapport à la période précédente');
    expect(changeSentence(null)).toBe('aucune comparaison possible avec la période précédente');
  });

  it('formats each unit, and « — » when nothing can be divided', () => {
    expect(spaces(formatFigure('rate', 0.125))).toBe('12,5 %');
    expect(formatFigure('average', 2.5)).toBe('2,5');
    expect(formatFigure('rate', null)).toBe('—');
  });

  it('defines every figure in a French sentence', () => {
    for (const key of figureKeys) expect(figureText[key].definition).toMatch(/^[A-ZÀ-Ý].{20,}\.$/);
  });
});
