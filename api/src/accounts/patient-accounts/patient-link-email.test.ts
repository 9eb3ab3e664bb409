import { describe, expect, it } from 'vitest';
import { patientLinkEmail } from './patient-link-email';

const clinic = {
  clinicName: 'Clinique <b>Tremblay</b> & fils',
  phone: '5145550142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
};
const address = '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8';

describe('patientLinkEmail', () => {
  for (const [kind, fragment, label] of [
    ['magicLink', 'lien', 'Me connecter'],
    ['passwordReset', 'mot-de-passe', 'Choisir mon mot de passe'],
  ] as const) {
    it(`${kind}: the clinic's HTML layout with the link as a button, the name escaped, the address in both bodies`, () => {
      const mail = patientLinkEmail({
        to: 'julie@courriel.example',
        kind,
        token: 'jeton_abc-123',
        clinic,
        publicUrl: 'https://clinique.example',
      });
      const url = `https://clinique.example/patient-portal/login#${fragment}=jeton_abc-123`;
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toContain(label);
      expect(mail.html).toContain('Clinique &lt;b&gt;Tremblay&lt;/b&gt; &amp; fils');
      expect(mail.html).not.toContain('<b>Tremblay');
      expect(mail.html).toContain(address);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain(address);
      expect(mail.text).toContain('514 555-0142 · info@clinique.example');
    });
  }
});
