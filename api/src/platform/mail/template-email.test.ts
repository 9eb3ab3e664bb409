import { emailTemplates } from 'shared-domain/clinic/email-templates';
import { describe, expect, it } from 'vitest';
import type { ClinicDetails } from './email-layout';
import { templateEmail } from './template-email';

const clinic: ClinicDetails = {
  clinicName: 'Clinique <Tremblay>',
  phone: '5145550142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
};

const values = {
  nom: 'Julie',
  message: 'Complet <b>ce mois-ci</b>\nDésolés',
  lien_réservation: 'https://clinique.example/booking',
};

const withTemplate = (subject: string, body: string) => ({ ...clinic, emailTemplates: { demande_refusée: { subject, body } } });

describe('templateEmail', () => {
  it('escapes what staff typed and every value in the HTML, and keeps the text as typed', () => {
    const mail = templateEmail(
      withTemplate('Réponse <script>x</script> – {clinique}', 'Bonjour {nom} <script>alert(1)</script>\n\n{message}'),
      'demande_refusée',
      values,
    );
    expect(mail.subject).toBe('Réponse <script>x</script> – Clinique <Tremblay>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>ce mois-ci');
    expect(mail.html).toContain('Bonjour Julie &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Complet &lt;b&gt;ce mois-ci&lt;/b&gt;<br>Désolés</blockquote>');
    expect(mail.html).toContain('<title>Réponse &lt;script&gt;x&lt;/script&gt; – Clinique &lt;Tremblay&gt;</title>');
    expect(mail.text.startsWith('Bonjour Julie <script>alert(1)</script>\n\n> Complet <b>ce mois-ci</b>\n> Désolés\n')).toBe(true);
  });

  it('makes a link alone on its line a button when it has one, else the link written out after its announcing line', () => {
    const button = templateEmail(clinic, 'annulation', {
      nom: 'Julie',
      date: 'lundi',
      heure: '9 h',
      service: '',
      raison: 'x',
      détails: [{ label: 'Date', value: 'lundi' }],
      nouveau_rendez_vous: 'Réservez :',
      lien_réservation: 'https://clinique.example/booking',
    });
    expect(button.html).toMatch(
      /<a href="https:\/\/clinique\.example\/booking" style="display:inline-block[^"]*">Prendre un nouveau rendez-vous<\/a>/,
    );
    expect(button.html).toContain('Ou copiez ce lien :');
    expect(button.html).toContain('<th scope="row"');

    const written = templateEmail(
      withTemplate('Réponse', 'Réservez en ligne :\n{lien_réservation}\n\nAppelez le {téléphone}.'),
      'demande_refusée',
      values,
    );
    expect(written.html).toMatch(
      /Réservez en ligne : <a href="https:\/\/clinique\.example\/booking"[^>]*>https:\/\/clinique\.example\/booking<\/a>/,
    );
    expect(written.html).toContain('Appelez le <a href="tel:5145550142"');
    expect(written.text.startsWith('Réservez en ligne :\nhttps://clinique.example/booking\n\nAppelez le 514 555-0142.')).toBe(true);
  });

  it('falls back to the original when the stored template does not parse (bad stored data)', () => {
    const mail = templateEmail(withTemplate('Réponse {inconnu}', 'Bonjour {nom'), 'demande_refusée', values);
    expect(mail.subject).toBe(emailTemplates.demande_refusée.subject.replace('{clinique}', 'Clinique <Tremblay>'));
    expect(mail.text).toContain('Nous avons bien reçu votre demande de rendez-vous');
  });
});
