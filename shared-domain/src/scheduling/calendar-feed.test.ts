import { describe, expect, it } from 'vitest';
import { patientInitials } from './calendar-feed';

describe('patientInitials', () => {
  it('takes the first letter of the first and last words, accents kept, upper-cased', () => {
    expect(patientInitials('Camille Gagnon-Roy')).toBe('C. G.');
    expect(patientInitials('  élodie   de la Fontaine ')).toBe('É. F.');
    expect(patientInitials("Chloé O'Neil")).toBe('C. O.');
    expect(patientInitials('Madonna')).toBe('M.');
  });

  it('never shows more than initials, and a dash for a name with no letters', () => {
    expect(patientInitials('')).toBe('—');
    expect(patientInitials('123 456')).toBe('—');
    expect(patientInitials('(Bébé) Tremblay')).toBe('B. T.');
  });
});
