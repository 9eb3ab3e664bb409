// `npm run backup`: one encrypted backup now, with the server running or not, then the file written,
// its size, its checksum and where its key is (never the key). Reads the same configuration as the
// server (DATA_DIR, DATABASE_URL, BACKUP_DIR, BACKUP_KEY, BACKUP_KEEP); the database must have been
// started once (`npm start`), which made its tables.
import { existsSync } from 'node:fs';
import { systemClock } from 'shared-domain/platform/clinic-time';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';
import { loadConfig } from '../../config';
import { localFilePath, openDatabase } from '../../platform/db/client';
import { loadSecrets } from '../../secrets';
import { createBackup } from './create-backup';

const bytes = (count: number) => {
  const number = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 1 });
  const rounded = count < 1024 * 1024 ? `${number.format(count / 1024)} Ko` : `${number.format(count / (1024 * 1024))} Mo`;
  return `${number.format(count)} octets (${rounded})`;
};

async function main(): Promise<number> {
  // The clear copy and the key file are this user's alone.
  process.umask(0o077);
  const config = loadConfig();
  // Opening a missing file would make an empty database: there is nothing to back up yet.
  const file = localFilePath(config.databaseUrl);
  if (file !== undefined && !existsSync(file)) {
    process.stderr.write(`${backupMessages.failed(backupMessages.noDatabase(file))}\n`);
    return 1;
  }
  const secrets = await loadSecrets(config.dataDir, process.env, config.adminInvitationCode);
  const database = openDatabase({ url: config.databaseUrl, authToken: config.databaseAuthToken });
  try {
    const written = await createBackup({ db: database.db, clock: systemClock, config, secrets }, 'manual');
    process.stdout.write(
      `${[
        backupMessages.written(written.path),
        backupMessages.size(bytes(written.sizeBytes)),
        backupMessages.checksum(written.sha256),
        backupMessages.keyWhere(written.keySource),
      ].join('\n')}\n`,
    );
    return 0;
  } catch (error) {
    // A failed query's message quotes its parameters: its cause says why in fewer words.
    const cause = (error as { cause?: unknown }).cause;
    process.stderr.write(`${backupMessages.failed(((cause instanceof Error ? cause : error) as Error).message)}\n`);
    return 1;
  } finally {
    database.close();
  }
}

process.exitCode = await main();
