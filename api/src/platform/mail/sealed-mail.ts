// The outbox keeps each e-mail sealed: a row holds a whole message, links and their
// tokens included, until it is sent, and for up to a day while SMTP retries; a copy of the
// database, its write-ahead log or a backup must not yield a usable link nor what a message says.
// The subject and the body (text, HTML, attachments such as the .ics with its manage link) are
// sealed with the instance's key, the row's id as associated data; the recipient and the delivery
// state stay readable for the sender, the retention job and the staff.
import { openSecret, sealSecret } from '../crypto/secret-box';
import type { OutgoingMail } from './outgoing-mail';

/** What a row holds of a message: `subject` and `text` sealed, the body's other parts inside `text`. */
export interface SealedMailColumns {
  subject: string;
  text: string;
  html: null;
  attachments: null;
}

// Whether it is automatic travels sealed with the body: the sender reads it once it opens the row.
type Body = Pick<OutgoingMail, 'text' | 'html' | 'attachments' | 'automatic'>;

export function sealMail(key: Uint8Array, rowId: string, mail: OutgoingMail): SealedMailColumns {
  const body: Body = {
    text: mail.text,
    ...(mail.html !== undefined && { html: mail.html }),
    ...(mail.attachments?.length && { attachments: mail.attachments }),
    ...(mail.automatic && { automatic: true }),
  };
  return {
    subject: sealSecret(key, `${rowId}/subject`, mail.subject),
    text: sealSecret(key, `${rowId}/body`, JSON.stringify(body)),
    html: null,
    attachments: null,
  };
}

/**
 * The message of a row, or undefined when it cannot be opened with this key (sealed by another
 * instance's key, or tampered with). A row emptied once sent opens as an empty message.
 */
export function openMail(key: Uint8Array, row: { id: string; to: string; subject: string; text: string }): OutgoingMail | undefined {
  if (row.text === '') return { to: row.to, subject: openSecret(key, `${row.id}/subject`, row.subject) ?? '', text: '' };
  const subject = openSecret(key, `${row.id}/subject`, row.subject);
  const body = openSecret(key, `${row.id}/body`, row.text);
  if (subject === undefined || body === undefined) return undefined;
  return { to: row.to, subject, ...(JSON.parse(body) as Body) };
}
