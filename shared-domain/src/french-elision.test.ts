import { describe, expect, it } from 'vitest';
import { ofName } from './french-elision';

describe('ofName', () => {
  it('elides « de » before a vowel, an accented vowel or a mute h, and not before a consonant', () => {
    expect(ofName('Isabelle Fortin')).toBe("d'Isabelle Fortin");
    expect(ofName('Émilie Tremblay')).toBe("d'Émilie Tremblay");
    expect(ofName('Hélène Roy')).toBe("d'Hélène Roy");
    expect(ofName('Marc-André Côté')).toBe('de Marc-André Côté');
  });
});
