// The yearly statements' batch in a process of its own, for the kill test
// (yearly-statement-batch-kill.test.ts): opens the test's database and key folder and queues the
// year's statements at a fixed instant, saying `queued <n>` after each chunk. With `step`, it then
// waits for a line on its input before the next chunk, so the test kills it between two chunks it
// chose; without, it goes to the end and says `done <n>`.
// Usage: tsx statement-batch-process.ts <databaseUrl> <dataDir> <nowIso> <year> <ratePerMinute> <chunkSize> [step]
import { createInterface } from 'node:readline';
import { fixedClock } from 'shared-domain/platform/clinic-time';
import { loadConfig } from '../../config';
import { openDatabase } from '../../platform/db/client';
import { loadSecrets } from '../../secrets';
import { queueYearlyStatements } from './yearly-statement-batch';

const [databaseUrl, dataDir, now, year, rate, chunkSize, step] = process.argv.slice(2);
if (!databaseUrl || !dataDir || !now || !year || !rate || !chunkSize)
  throw new Error('usage: statement-batch-process <databaseUrl> <dataDir> <nowIso> <year> <ratePerMinute> <chunkSize> [step]');

const opened = openDatabase({ url: databaseUrl });
const config = { ...loadConfig({ DATA_DIR: dataDir }, dataDir), databaseUrl };
const secrets = await loadSecrets(dataDir, {}, config.adminInvitationCode);
const deps = { db: opened.db, clock: fixedClock(now), config, secrets };
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

const queued = await queueYearlyStatements(deps, {
  year: Number(year),
  ratePerMinute: Number(rate),
  chunkSize: Number(chunkSize),
  afterChunk: async (count) => {
    process.stdout.write(`queued ${count}\n`);
    if (step === 'step') await lines.next();
  },
});
process.stdout.write(`done ${queued}\n`);
process.exit(0);
