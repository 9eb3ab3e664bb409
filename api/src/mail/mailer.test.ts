import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { startSmtpListener } from '../testing/smtp-listener';
import { useSuiteResource } from '../testing/suite-resource';
import { testNow, useTestApp } from '../testing/test-app';
import { createMailer } from './mailer';

const mail = {
  to: 'marie@exemple.ca',
  subject: 'Votre rendez-vous',
  text: 'Bonjour Marie, voici votre lien.',
};

describe('createMailer', () => {
  const testApp = useTestApp();
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());

  beforeEach(async () => {
    listener().received.length = 0;
    await testApp().db.delete(emailOutbox);
  });

  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Clinique <rdv@clinique.example>' }, testApp().deps);
    await mailer.send({ ...mail, html: '<p>Bonjour Marie</p>' });
    const rows = await testApp().db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...mail,
      html: '<p>Bonjour Marie</p>',
      sentAt: null,
      error: null,
    });
    // Stamped by the app's pinned clock, not the machine's.
    expect(rows[0]?.createdAt).toBe(new Date(testNow).toISOString());
  });

  it('sends through SMTP from MAIL_FROM when SMTP_URL is set, and stores nothing', async () => {
    const mailer = createMailer({ smtpUrl: listener().url, mailFrom: 'Clinique Tremblay <rdv@clinique.example>' }, testApp().deps);
    await mailer.send(mail);
    expect(listener().received).toHaveLength(1);
    const [message] = listener().received;
    expect(message?.from).toBe('rdv@clinique.example');
    expect(message?.to).toEqual(['marie@exemple.ca']);
    expect(message?.raw).toMatch(/^From: Clinique Tremblay <rdv@clinique\.example>\r$/m);
    expect(message?.raw).toMatch(/^To: marie@exemple\.ca\r$/m);
    expect(message?.raw).toMatch(/^Subject: Votre rendez-vous\r$/m);
    expect(message?.raw).toContain('Bonjour Marie, voici votre lien.');
    expect(await testApp().db.$count(emailOutbox)).toBe(0);
  });

  it('encodes French subjects and text for the wire', async () => {
    const mailer = createMailer({ smtpUrl: listener().url, mailFrom: 'rdv@clinique.example' }, testApp().deps);
    await mailer.send({
      ...mail,
      subject: 'Rendez-vous confirmé',
      text: 'Votre présence est confirmée.',
    });
    const raw = listener().received[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Rendez-vous_confirm=C3=A9\?=\r$/m);
    expect(raw).toContain('pr=C3=A9sence');
  });

  it('rejects when the SMTP server cannot be reached, so the caller can tell', async () => {
    const closed = await startSmtpListener();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, mailFrom: 'rdv@clinique.example' }, testApp().deps);
    await expect(mailer.send(mail)).rejects.toThrow();
  });
});
