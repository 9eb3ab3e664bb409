// A stand-alone outbox sender for the restart test (batch-restart.test.ts): opens the same
// database and key folder as the test's API, and runs `sendDueEmails` in a loop at a fixed instant
// until killed — what an API instance's sender does, in a process the test can SIGKILL half-way.
// It says `idle` after each pass that found nothing to send: at a fixed instant nothing falls due
// later, so after that line this sender sends nothing more, which the test waits for.
// Usage: tsx outbox-sender-process.ts <databaseUrl> <dataDir> <smtpUrl> <nowIso>
import { fixedClock } from 'shared-domain/platform/clinic-time';
import { loadConfig } from '../../config';
import { openDatabase } from '../../platform/db/client';
import { sendDueEmails } from '../../platform/mail/outbox-sender';
import { loadSecrets } from '../../secrets';

const [databaseUrl, dataDir, smtpUrl, now] = process.argv.slice(2);
if (!databaseUrl || !dataDir || !smtpUrl || !now)
  throw new Error('usage: outbox-sender-process <databaseUrl> <dataDir> <smtpUrl> <nowIso>');

const opened = openDatabase({ url: databaseUrl });
const config = { ...loadConfig({ DATA_DIR: dataDir }, dataDir), databaseUrl, smtpUrl, mailFrom: 'Clinique <rdv@clinique.example>' };
const secrets = await loadSecrets(dataDir, {}, config.adminInvitationCode);
const deps = { db: opened.db, clock: fixedClock(now), config, secrets };

process.stdout.write('ready\n');
for (;;) {
  const figures = await sendDueEmails(deps);
  if (figures.sent === 0) {
    process.stdout.write('idle\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
