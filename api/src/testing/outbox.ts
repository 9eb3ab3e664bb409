// The outbox as tests read it: every row, its e-mail opened with the instance's key (subjects and
// bodies are sealed at rest). Tests never read `email_outbox.text` raw.
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { emailOutbox } from '../platform/db/schema';
import { openMail, sealMail } from '../platform/mail/sealed-mail';
import type { OutgoingMail } from '../platform/mail/outgoing-mail';
import type { TestApp } from './test-app';

export type OutboxMail = typeof emailOutbox.$inferSelect;

export async function outboxMails(testApp: Pick<TestApp, 'db' | 'deps'>, where?: SQL): Promise<OutboxMail[]> {
  // In the order they were queued (rowid), as a plain select gives them.
  const rows = await testApp.db.select().from(emailOutbox).where(where);
  return rows.map((row) => {
    const mail = openMail(testApp.deps.secrets.encryptionKey, row);
    if (!mail) throw new Error(`outbox row ${row.id} does not open with this instance's key`);
    return { ...row, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments ?? null };
  });
}

/** A row as the outbox keeps `mail` (sealed), for tests that insert rows without queueing them. */
export function sealedOutboxRow(testApp: Pick<TestApp, 'deps'>, mail: OutgoingMail) {
  const id = randomUUID();
  return { id, to: mail.to, ...sealMail(testApp.deps.secrets.encryptionKey, id, mail) };
}
