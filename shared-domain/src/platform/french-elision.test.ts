import { describe, expect, it } from 'vitest';
import { atClinic, clinicAsSubject, ofClinic, ofName } from './french-elision';

describe('ofName', () => {
  it('elides « de » before a vowel, an accented vowel or a mute h, and not before a consonant', () => {
    expect(ofName('Isabelle Fortin')).toBe("d'Isabelle Fortin");
    expect(ofName('Émilie Tremblay')).toBe("d'Émilie Tremblay");
    expect(ofName('Hélène Roy')).toBe("d'Hélène Roy");
    expect(ofName('Marc-André Côté')).toBe('de Marc-André Côté');
  });
});

describe('ofClinic and atClinic', () => {
  it('give a name starting with « Clinique » its article: « de la », « à la »', () => {
    expect(ofClinic('Clinique chiropratique Émilie Tremblay')).toBe('de la Clinique chiropratique Émilie Tremblay');
    expect(atClinic('Clinique chiropratique Émilie Tremblay')).toBe('à la Clinique chiropratique Émilie Tremblay');
    expect(ofClinic('  Polyclinique du Plateau ')).toBe('de la Polyclinique du Plateau');
  });

  it('contract « de le » and « à le » before a masculine noun, and elide before a vowel', () => {
    expect(ofClinic('Centre chiropratique Laval')).toBe('du Centre chiropratique Laval');
    expect(atClinic('Centre chiropratique Laval')).toBe('au Centre chiropratique Laval');
    expect(ofClinic('Cabinet Roy')).toBe('du Cabinet Roy');
    expect(ofClinic('Institut du dos')).toBe("de l'Institut du dos");
    expect(atClinic('Institut du dos')).toBe("à l'Institut du dos");
  });

  it('contract a name’s own « Le » and « Les », and keep « La »', () => {
    expect(ofClinic('Le Centre du dos')).toBe('du Centre du dos');
    expect(atClinic('Le Centre du dos')).toBe('au Centre du dos');
    expect(ofClinic('Les Cliniques Santé Plus')).toBe('des Cliniques Santé Plus');
    expect(atClinic('Les Cliniques Santé Plus')).toBe('aux Cliniques Santé Plus');
    expect(ofClinic('La Clinique du dos')).toBe('de La Clinique du dos');
  });

  it('treat any other name like a person’s', () => {
    expect(ofClinic('Chiro Santé Plus')).toBe('de Chiro Santé Plus');
    expect(ofClinic('Axe Santé')).toBe("d'Axe Santé");
    expect(atClinic('Axe Santé')).toBe('à Axe Santé');
    // A word that only starts like one of the nouns is no noun.
    expect(ofClinic('Cliniquement Vôtre')).toBe('de Cliniquement Vôtre');
  });
});

describe('clinicAsSubject', () => {
  it('gives a name starting with a noun its capitalised article, and leaves any other name alone', () => {
    expect(clinicAsSubject('Clinique chiropratique Émilie Tremblay')).toBe('La Clinique chiropratique Émilie Tremblay');
    expect(clinicAsSubject('Centre chiropratique Laval')).toBe('Le Centre chiropratique Laval');
    expect(clinicAsSubject('Institut du dos')).toBe("L'Institut du dos");
    expect(clinicAsSubject('Le Centre du dos')).toBe('Le Centre du dos');
    expect(clinicAsSubject('Axe Santé')).toBe('Axe Santé');
  });
});
