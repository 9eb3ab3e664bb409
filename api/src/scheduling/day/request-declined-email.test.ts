import { describe, expect, it } from 'vitest';
import { requestDeclinedEmail } from './request-declined-email';

const clinic = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  phone: '5145550142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
};

describe('requestDeclinedEmail', () => {
  it("says the message word for word and the clinic's phone, in both parts, with the booking page when it is open", () => {
    const mail = requestDeclinedEmail({
      clinic,
      name: 'Nadia Hamel',
      message: 'Nous n’offrons pas ce soin.\nAppelez-nous pour en parler.',
      bookingUrl: 'https://clinique.example/booking',
    });
    expect(mail.subject).toBe('Votre demande de rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain(
      [
        'Bonjour Nadia Hamel,',
        '',
        'Nous avons bien reçu votre demande de rendez-vous, mais nous ne pouvons pas y donner suite.',
        '',
        'Message de la clinique :',
        '> Nous n’offrons pas ce soin.',
        '> Appelez-nous pour en parler.',
        '',
        'Pour toute question, appelez-nous au 514 555-0142.',
        'Vous pouvez aussi réserver un autre moment en ligne :',
        'https://clinique.example/booking',
      ].join('\n'),
    );
    expect(mail.html).toContain('Nous n’offrons pas ce soin.<br>Appelez-nous pour en parler.');
    expect(mail.html).toContain('href="tel:5145550142"');
    expect(mail.html).toContain('href="https://clinique.example/booking"');
  });

  it('escapes whatever markup the message or the name carry, and leaves the booking page out when it is closed', () => {
    const mail = requestDeclinedEmail({
      clinic,
      name: '<img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script> & <a href="https://pirate.example">ici</a>',
      bookingUrl: undefined,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('href="https://pirate.example"');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=&quot;https://pirate.example&quot;&gt;ici&lt;/a&gt;',
    );
    expect(mail.text).not.toContain('réserver un autre moment en ligne');
    expect(mail.html).not.toContain('réserver un autre moment en ligne');
  });
});
