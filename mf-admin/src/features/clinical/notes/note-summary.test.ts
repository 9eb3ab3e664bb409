import { noteStructureSchema } from 'shared-domain/clinical/clinical-note';
import { describe, expect, it } from 'vitest';
import { firstLineLength, noteFirstLine } from './note-summary';

const note = (text: Partial<Record<'subjective' | 'objective' | 'assessment' | 'plan', string | null>>, structured = {}) => ({
  subjective: null,
  objective: null,
  assessment: null,
  plan: null,
  ...text,
  structured: noteStructureSchema.parse(structured),
});

describe('noteFirstLine (what a folded note shows of itself)', () => {
  it('is the first line of the first SOAP section written', () => {
    expect(
      noteFirstLine(note({ subjective: '  \n', objective: '\n Rotation limitée à droite \nPalpation sensible', plan: 'Ajustement' })),
    ).toBe('Rotation limitée à droite');
  });

  it('falls back on the chief complaint, then the diagnosis, and is null when nothing is written', () => {
    expect(noteFirstLine(note({}, { chiefComplaint: 'Lombalgie', diagnosis: 'Entorse' }))).toBe('Lombalgie');
    expect(noteFirstLine(note({}, { diagnosis: 'Entorse lombaire' }))).toBe('Entorse lombaire');
    expect(noteFirstLine(note({}))).toBeNull();
  });

  it('cuts a long line at a word, with an ellipsis', () => {
    const words = 'Douleur lombaire irradiant vers la jambe gauche '.repeat(5).trim();
    const line = noteFirstLine(note({ subjective: words })) ?? '';
    expect(line.endsWith('…')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(firstLineLength + 1);
    expect(words.startsWith(line.slice(0, -1))).toBe(true);
    expect(words[line.length - 1]).toBe(' ');
  });
});
