// Real delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS).
import { createTransport } from 'nodemailer';
import type { Mailer } from './outgoing-mail';

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined && { html: mail.html }),
      });
    },
  };
}
