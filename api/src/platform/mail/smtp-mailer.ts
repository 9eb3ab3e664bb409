// Real delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS).
// Only the outbox sender uses it: everything else queues (./queue-email.ts).
import { createTransport } from 'nodemailer';
import type { Mailer } from './outgoing-mail';

/** The domain of the sender's address (`Clinique <rdv@clinique.example>` → `clinique.example`), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'clinic';
}

/** The stable Message-ID of an outbox row: the same on every try of that message. */
export function outboxMessageId(rowId: string, from: string): string {
  return `<${rowId}@${senderDomain(from)}>`;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail, options = {}) {
      await transport.sendMail({
        from,
        ...(options.messageId !== undefined && { messageId: options.messageId }),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined && { html: mail.html }),
        ...(mail.attachments?.length && {
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
            ...(attachment.encoding && { encoding: attachment.encoding }),
          })),
        }),
      });
    },
  };
}
