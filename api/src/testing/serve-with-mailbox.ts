// The end-to-end suite's server: the production build all-in-one (main.ts), sending its e-mail
// over real SMTP to a listener on loopback that files each message in `<DATA_DIR>/mailbox/` for
// the tests to read (`e2e/support/mailbox.ts`). Its logs go to `<DATA_DIR>/server.log`, so a test
// can check what the server wrote (no card number, for one) without flooding the suite's output.
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from 'shared-domain/platform/clinic-time';
import { loadConfig } from '../config';
import { ensureDemoClinic } from '../demo/demo-accounts';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';
import { clinicSettings } from '../platform/db/schema';
import { loadSecrets } from '../secrets';
import { startSmtpListener } from './smtp-listener';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const logFile = join(dataDir, 'server.log');
for (const stream of [process.stdout, process.stderr]) {
  stream.write = ((chunk: string | Uint8Array) => {
    appendFileSync(logFile, chunk);
    return true;
  }) as typeof stream.write;
}

const mailbox = join(dataDir, 'mailbox');
mkdirSync(mailbox, { recursive: true });

// The addresses listed one per line in `<DATA_DIR>/mailbox-refused.txt` are refused at RCPT TO
// (550) while they are listed, so a test can make a delivery fail, then succeed. The list is read
// at each RCPT TO: a test that removes it and at once asks for a retry finds the address accepted.
const refusedList = join(dataDir, 'mailbox-refused.txt');
/** Whether the list names `address`; a list that is gone names no one. */
function listedAsRefused(address: string): boolean {
  try {
    return readFileSync(refusedList, 'utf8')
      .split('\n')
      .some((line) => line.trim() === address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

const listener = await startSmtpListener({ refuses: listedAsRefused });
let count = 0;
const file = listener.received.push.bind(listener.received);
listener.received.push = (...mails) => {
  for (const mail of mails) {
    count += 1;
    // Written aside then renamed: a test reading the folder never sees half a message.
    const name = join(mailbox, `${String(count).padStart(5, '0')}.json`);
    writeFileSync(`${name}.part`, JSON.stringify(mail));
    renameSync(`${name}.part`, name);
  }
  return file(...mails);
};
process.env.SMTP_URL = listener.url;

// The suite runs at any hour: the demo clinic's quiet hours (21:00–07:00) would hold its reminders
// and waitlist invitations at night. The clinic is made here, as main.ts would make it on its first
// start, without them; main.ts then finds it made.
process.umask(0o077);
const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, authToken: config.databaseAuthToken });
await migrateDatabase(database.db);
await ensureDemoClinic(
  database.db,
  config.dataDir,
  systemClock,
  await loadSecrets(config.dataDir, process.env, config.adminInvitationCode),
);
await database.db.update(clinicSettings).set({ quietHoursStart: null, quietHoursEnd: null });
database.close();

await import('../main');
