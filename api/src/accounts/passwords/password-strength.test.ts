import { describe, expect, it } from 'vitest';
import { passwordWeakness, personalWords } from './password-strength';

const camille = personalWords({
  names: ['Camille', 'Tremblay'],
  email: 'camille.tremblay@example.com',
  clinicName: 'Clinique Chiro Famille',
});
const personal = 'Le mot de passe ne doit pas reprendre votre nom, votre courriel ou le nom de la clinique.';

describe('the password strength check', () => {
  it('takes each name, the address and the clinic name whole and word by word', () => {
    expect(camille).toEqual(
      expect.arrayContaining([
        'Camille',
        'Tremblay',
        'camille.tremblay@example.com',
        'camille.tremblay',
        'camille',
        'tremblay',
        'Clinique Chiro Famille',
        'Chiro',
      ]),
    );
  });

  it('leaves the address’s domain out of her words: « com » or « example » is not about her', () => {
    expect(camille).not.toContain('com');
    expect(camille).not.toContain('tremblay@example');
    expect(camille.filter((word) => word.includes('example'))).toEqual(['camille.tremblay@example.com']);
  });

  it.each(['Camille1', 'CamilleTremblay1', 'tremblay-camille-2026', 'Camille.Tremblay!7', 'CliniqueChiroFamille1', 'CAMILLÉTREMBLAY1'])(
    'refuses « %s », made of her own words and a few characters',
    (password) => {
      expect(passwordWeakness(password, camille)).toBe(personal);
    },
  );

  it('accepts a strong password that also holds her name, judged without it', () => {
    expect(passwordWeakness('Camille-Grenouille-Vélo-Orage-42', camille)).toBeUndefined();
    expect(passwordWeakness('Grenouille-Vélo-Orage-42', camille)).toBeUndefined();
  });

  it('still refuses a common password, with its own reason', () => {
    expect(passwordWeakness('motdepasse', camille)).toBeDefined();
    expect(passwordWeakness('motdepasse', camille)).not.toBe(personal);
  });
});
