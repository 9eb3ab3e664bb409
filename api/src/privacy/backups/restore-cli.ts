// `npm run restore FILE [--data-dir DIR] [--key-file KEYFILE]`: verifies a backup and restores it
// into a fresh data folder (`./data-restored-<date>` by default), then says how to start on it.
// The key: BACKUP_KEY, else --key-file, else DATA_DIR/backup.key. A file it cannot verify, or a
// folder that is not empty, is refused in French with a non-zero exit, and nothing is written.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDateTime } from 'shared-domain/platform/format';
import { backupMessages } from 'shared-domain/privacy/privacy-backups';
import { loadConfig } from '../../config';
import { BackupRefusal, refusalMessage } from './backup-format';
import { backupKeyFileName, readKeyFile } from './backup-key';
import { RestoreRefusal, restoreBackup } from './restore-backup';

const fail = (message: string) => {
  process.stderr.write(`${message}\n`);
  return 1;
};

async function main(argv: string[]): Promise<number> {
  process.umask(0o077);
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch {
    return fail(backupMessages.restoreUsage);
  }
  const { file, dataDir: asked, keyFile } = parsed;
  if (!file) return fail(backupMessages.restoreUsage);
  // `npm run` works in the project's folder: paths typed by the person are from where she typed them.
  const here = process.env.INIT_CWD ?? process.cwd();
  const today = new Date().toISOString().slice(0, 10);
  const target = resolve(here, asked ?? `data-restored-${today}`);

  let key: Uint8Array | undefined;
  let keyWhere: string;
  try {
    const config = loadConfig();
    keyWhere = keyFile ? resolve(here, keyFile) : resolve(config.dataDir, backupKeyFileName);
    key = config.backupKey ?? (await readKeyFile(keyWhere));
  } catch {
    return fail(backupMessages.keyInvalid);
  }
  if (!key) return fail(backupMessages.keyMissing(keyWhere));

  try {
    const restored = await restoreBackup(resolve(here, file), key, target);
    process.stdout.write(
      `${[
        backupMessages.restored(restored.dataDir),
        backupMessages.restoredTakenAt(formatDateTime(restored.createdAt)),
        backupMessages.restoredNext(restored.dataDir),
      ].join('\n')}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal) return fail(refusalMessage(error));
    if (error instanceof RestoreRefusal) {
      return fail(error.reason === 'notFound' ? backupMessages.notFound(resolve(here, file)) : backupMessages.targetNotEmpty(target));
    }
    throw error;
  }
}

function parseOptions(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, 'key-file': { type: 'string' } },
  });
  // `npm run restore FILE --data-dir DIR` (without `--`) keeps the option for npm: it comes back as
  // npm_config_data_dir (its value, or « true » with the value left among the arguments).
  const fromNpm = (name: string) => process.env[`npm_config_${name}`];
  const given = (name: string) => {
    const value = fromNpm(name);
    return value && value !== 'true' ? value : undefined;
  };
  let dataDir = values['data-dir'] ?? given('data_dir');
  let keyFile = values['key-file'] ?? given('key_file');
  const extra = positionals.slice(1);
  // Two values whose options npm swallowed cannot be told apart: ask for `--`.
  if (extra.length > 1) throw new Error('ambiguous');
  if (extra.length === 1) {
    if (fromNpm('key_file') === 'true' && fromNpm('data_dir') !== 'true' && keyFile === undefined) keyFile = extra[0];
    else if (dataDir === undefined) dataDir = extra[0];
    else throw new Error('ambiguous');
  }
  return { file: positionals[0], dataDir, keyFile };
}

process.exitCode = await main(process.argv.slice(2));
