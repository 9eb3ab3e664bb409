// Real delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS).
// Only the outbox sender uses it: everything else queues (./queue-email.ts).
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
        ...(mail.attachments?.length && {
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        }),
      });
    },
  };
}
