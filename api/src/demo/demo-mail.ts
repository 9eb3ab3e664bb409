// `npm run demo:mail`: the last e-mails the clinic kept in its outbox (no SMTP_URL configured), so
// someone trying the demo can follow a magic link or a booking e-mail without a mail server.
import { desc } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db/client';
import { emailOutbox } from '../platform/db/schema';
import { openMail } from '../platform/mail/sealed-mail';
import { loadSecrets } from '../secrets';
import { missingClinicDatabase } from './demo-data-dir';

const config = loadConfig(process.env);
// Checked first: opening the database and the keys would create them in the wrong folder.
const missing = missingClinicDatabase(config);
if (missing) {
  process.stderr.write(missing);
  process.exit(1);
}
// The outbox is sealed with the instance's key: the same DATA_DIR or ENCRYPTION_KEY opens it.
const secrets = await loadSecrets(config.dataDir, process.env, config.adminInvitationCode);
const count = Math.min(Math.max(Number(process.argv[2]) || 1, 1), 20);
const { db, close } = openDatabase({
  url: config.databaseUrl,
  ...(config.databaseAuthToken ? { authToken: config.databaseAuthToken } : {}),
});
const mails = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(count);
close();
if (mails.length === 0) process.stdout.write("Aucun courriel dans la boîte d'envoi (avec SMTP_URL, ils sont envoyés).\n");
for (const row of mails.reverse()) {
  const mail = openMail(secrets.encryptionKey, row);
  const shown = mail ? `   Objet : ${mail.subject}\n\n${mail.text}` : '   (illisible avec la clé de ce dossier de données)';
  process.stdout.write(`\n── ${row.createdAt}  À : ${row.to}\n${shown}\n`);
}
