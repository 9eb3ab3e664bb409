import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer } from '../platform/mail/smtp-mailer';
import { type SmtpListener, startSmtpListener } from './smtp-listener';

describe('the loopback SMTP listener', () => {
  let listener: SmtpListener | undefined;
  afterEach(() => listener?.close());

  it('asks its caller at each RCPT TO, so an address taken off a list is accepted by the very next send', async () => {
    const listed = new Set(['refuse@exemple.ca']);
    listener = await startSmtpListener({ refuses: (address) => listed.has(address) });
    const mailer = smtpMailer(listener.url, 'Clinique <rdv@clinique.example>');
    const mail = { to: 'refuse@exemple.ca', subject: 'Rappel', text: 'Bonjour' };

    await expect(mailer.send(mail)).rejects.toMatchObject({ responseCode: 550 });
    listed.delete('refuse@exemple.ca');
    await mailer.send(mail);
    expect(listener.received.map((received) => received.to)).toEqual([['refuse@exemple.ca']]);
  });
});
