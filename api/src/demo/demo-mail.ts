// `npm run demo:mail`: the last e-mails the clinic kept in its outbox (no SMTP_URL configured), so
// someone trying the demo can follow a magic link or a booking e-mail without a mail server.
import { desc } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db/client';
import { emailOutbox } from '../platform/db/schema';

const config = loadConfig(process.env);
const count = Math.min(Math.max(Number(process.argv[2]) || 1, 1), 20);
const { db, close } = openDatabase({
  url: config.databaseUrl,
  ...(config.databaseAuthToken ? { authToken: config.databaseAuthToken } : {}),
});
const mails = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(count);
close();
if (mails.length === 0) process.stdout.write("Aucun courriel dans la boîte d'envoi (avec SMTP_URL, ils sont envoyés).\n");
for (const mail of mails.reverse()) {
  process.stdout.write(`\n── ${mail.createdAt}  À : ${mail.to}\n   Objet : ${mail.subject}\n\n${mail.text}\n`);
}
