import { formatMoney } from 'shared-domain/platform/format';
import { describe, expect, it } from 'vitest';
import { appointmentCancelledEmail } from './appointment-cancelled-email';
import type { AppointmentDetails } from './appointment-details';
import { appointmentMovedEmail } from './appointment-moved-email';
import { appointmentReminderEmail } from './appointment-reminder-email';
import { bookingConfirmationEmail } from './booking-confirmation-email';
import { html } from '../../platform/mail/html';

const clinic = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  phone: '(514) 555-0142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
};

const appointment: AppointmentDetails = {
  name: 'Julie Bouchard',
  serviceName: 'Neurologie fonctionnelle',
  date: '2026-11-23',
  time: '09:30',
  durationMinutes: 60,
  priceCents: 12000,
  depositCents: 3000,
};

const manageUrl = 'https://clinique.example/appointment/manage/q3Zk9_x-Abc123DEF456ghij';
const confirmUrl = 'https://clinique.example/appointment/confirm/q3Zk9_x-Abc123DEF456ghij';

/** The HTML's visible text, roughly as a mail client shows it. */
const visible = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');

describe('html', () => {
  it('escapes every interpolated value, attributes included, and keeps nested markup', () => {
    const name = `<script>alert("x")</script> & l'ami`;
    expect(html`<p title="${name}">${name}${html`<br>`}</p>`.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; l&#39;ami">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; l&#39;ami<br></p>',
    );
    expect(html`${['a', html`<b>b</b>`, null, undefined, false, 0]}`.markup).toBe('a<b>b</b>0');
  });
});

describe('bookingConfirmationEmail', () => {
  const mail = bookingConfirmationEmail({ clinic, appointment, manageUrl });

  it('gives the service, date, time, duration, price, deposit and address the fr-CA way, in both parts', () => {
    expect(mail.subject).toBe('Confirmation de votre rendez-vous – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain(
      [
        'Bonjour Julie Bouchard,',
        '',
        'Votre rendez-vous du lundi 23 novembre 2026 à 9 h 30 est réservé. Voici les détails :',
        '',
        '- Service : Neurologie fonctionnelle',
        '- Date : lundi 23 novembre 2026',
        '- Heure : 9 h 30',
        '- Durée : 60 minutes',
        `- Prix : ${formatMoney(12000)}`,
        `- Dépôt requis : ${formatMoney(3000)}`,
        '- Adresse : 4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8',
      ].join('\n'),
    );
    const shown = visible(mail.html);
    for (const part of [
      'Neurologie fonctionnelle',
      'lundi 23 novembre 2026',
      '9 h 30',
      '60 minutes',
      formatMoney(12000),
      `Dépôt requis ${formatMoney(3000)}`,
    ]) {
      expect(shown).toContain(part);
    }
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr-CA">/);
  });

  it('carries the management link and the clinic’s footer', () => {
    expect(mail.text).toContain(`Pour confirmer votre présence, reprogrammer ou annuler ce rendez-vous :\n${manageUrl}\n`);
    expect(mail.html).toContain(`href="${manageUrl}"`);
    expect(mail.text).toContain('rendez-vous.ics');
    expect(
      mail.text.endsWith(
        'Clinique chiropratique Émilie Tremblay\n4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8\n514 555-0142 · info@clinique.example',
      ),
    ).toBe(true);
    expect(mail.html).toContain('href="tel:5145550142"');
    expect(mail.html).toContain('href="mailto:info@clinique.example"');
  });

  it('leaves out the deposit and the price when there are none', () => {
    const plain = bookingConfirmationEmail({ clinic, appointment: { ...appointment, depositCents: 0, priceCents: null }, manageUrl });
    expect(plain.text).not.toContain('Dépôt');
    expect(plain.text).not.toContain('Prix');
    expect(visible(plain.html)).not.toContain('Dépôt');
  });

  it('escapes what the visitor and the clinic typed in the HTML, and leaves the text part as typed', () => {
    const hostile = bookingConfirmationEmail({
      clinic: { ...clinic, clinicName: 'Clinique <b>Gras</b>', addressLine: '1 rue "Test" & fils' },
      appointment: { ...appointment, name: '<img src=x onerror=alert(1)>' },
      manageUrl: 'https://clinique.example/appointment/manage/a"b',
    });
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).not.toContain('<b>Gras');
    expect(hostile.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.html).toContain('1 rue &quot;Test&quot; &amp; fils');
    expect(hostile.html).toContain('href="https://clinique.example/appointment/manage/a&quot;b"');
    expect(hostile.text).toContain('Bonjour <img src=x onerror=alert(1)>,');
  });
});

describe('appointmentReminderEmail', () => {
  it('asks to confirm the presence with the confirm link, and offers the management link', () => {
    const mail = appointmentReminderEmail({ clinic, appointment: { ...appointment, presenceConfirmed: false }, confirmUrl, manageUrl });
    expect(mail.subject).toBe('Rappel : votre rendez-vous du lundi 23 novembre 2026 à 9 h 30 – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain(`Merci de confirmer votre présence :\n${confirmUrl}\n`);
    expect(mail.text).toContain(`reprogrammer ou annuler ce rendez-vous :\n${manageUrl}`);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(visible(mail.html)).toContain('Confirmer ma présence');
    expect(mail.html).toContain(`href="${manageUrl}"`);
    // A reminder is no bill.
    expect(mail.text).not.toContain('Prix');
  });

  it('thanks instead of asking when the presence is already confirmed', () => {
    const mail = appointmentReminderEmail({ clinic, appointment: { ...appointment, presenceConfirmed: true }, confirmUrl, manageUrl });
    expect(mail.text).toContain('Votre présence est déjà confirmée. Merci!');
    expect(mail.text).not.toContain(confirmUrl);
    expect(mail.html).not.toContain(confirmUrl);
  });
});

describe('appointmentMovedEmail', () => {
  it('says the old and the new date and time, and carries the fresh management link', () => {
    const mail = appointmentMovedEmail({ clinic, appointment, previous: { date: '2026-11-20', time: '14:00' }, manageUrl });
    expect(mail.subject).toBe('Votre rendez-vous a été reprogrammé – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain(
      'Votre rendez-vous du vendredi 20 novembre 2026 à 14 h a été reprogrammé au lundi 23 novembre 2026 à 9 h 30.',
    );
    expect(mail.text).toContain('- Ancienne date : vendredi 20 novembre 2026 à 14 h\n- Nouvelle date : lundi 23 novembre 2026 à 9 h 30');
    expect(mail.html).toContain('<s>vendredi 20 novembre 2026 à 14 h</s>');
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain('rendez-vous.ics');
  });

  it('still reads well without the previous slot or a link', () => {
    const mail = appointmentMovedEmail({ clinic, appointment, previous: undefined, manageUrl: undefined });
    // The template's sentence names the old slot: without one it is left out, the details still say when.
    expect(mail.text).toContain(
      'Bonjour Julie Bouchard,\n\n- Service : Neurologie fonctionnelle\n- Date : lundi 23 novembre 2026\n- Heure : 9 h 30',
    );
    expect(mail.text).not.toContain('reprogrammé au');
    expect(mail.text).not.toContain('Pour confirmer votre présence');
    expect(mail.text).not.toContain('Ancienne date');
    expect(mail.text).not.toContain('/appointment/');
    expect(mail.html).not.toContain('/appointment/');
  });
});

describe('appointmentCancelledEmail', () => {
  const bookingUrl = 'https://clinique.example/booking';

  it('gives the reason and how to book again, online and by phone', () => {
    const mail = appointmentCancelledEmail({ clinic, appointment, reason: 'Conflit <horaire>', bookingUrl });
    expect(mail.subject).toBe('Votre rendez-vous a été annulé – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain('Votre rendez-vous du lundi 23 novembre 2026 à 9 h 30 a été annulé.');
    expect(mail.text).toContain('- Raison : Conflit <horaire>');
    expect(mail.html).toContain('Conflit &lt;horaire&gt;');
    expect(mail.text).toContain(`Pour prendre un nouveau rendez-vous, réservez en ligne ou appelez-nous au 514 555-0142.\n${bookingUrl}`);
    expect(mail.html).toContain(`href="${bookingUrl}"`);
  });

  it('says « Non spécifiée » without a reason, and only the phone while online booking is off', () => {
    const mail = appointmentCancelledEmail({ clinic, appointment, reason: '  ', bookingUrl: undefined });
    expect(mail.text).toContain('- Raison : Non spécifiée');
    expect(mail.text).toContain('Pour prendre un nouveau rendez-vous, appelez-nous au 514 555-0142.');
    expect(mail.html).not.toContain('/booking');
  });
});
