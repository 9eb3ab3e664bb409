// `npm run demo:code` and `demo:mail` read what `npm start` left in its data folder (DATA_DIR,
// `data/` by default). Run with another DATA_DIR than the server's, they find nothing there: say
// which folder was read and how to point them at the server's, and create
// nothing in the wrong folder (a new key or an empty database would hide the mistake).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

export type DemoCommand = 'demo:code' | 'demo:mail';

/** What the command says when `dataDir` holds no clinic started by `npm start`. */
export function notStartedMessage(command: DemoCommand, dataDir: string, missing: string): string {
  return [
    `Rien à lire pour npm run ${command} dans le dossier de données ${dataDir} (${missing}).`,
    "Lancez d'abord npm start ; s'il a été lancé avec un autre DATA_DIR, donnez la même valeur à cette commande :",
    `  DATA_DIR=/chemin/du/dossier npm run ${command}`,
    '',
  ].join('\n');
}

/**
 * The local database file of `config`, when it is one (`file:` URL); undefined for a remote
 * database (DATABASE_URL), which this check cannot see.
 */
function localDatabaseFile(config: Pick<Config, 'databaseUrl'>): string | undefined {
  const { databaseUrl } = config;
  if (!databaseUrl.startsWith('file:')) return undefined;
  return databaseUrl.startsWith('file://') ? fileURLToPath(databaseUrl) : databaseUrl.slice('file:'.length);
}

/** For `demo:mail`: the message when the clinic's database is not in DATA_DIR, else undefined. */
export function missingClinicDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | undefined {
  const file = localDatabaseFile(config);
  if (file === undefined || existsSync(file)) return undefined;
  return notStartedMessage('demo:mail', config.dataDir, `pas de base de données ${file}`);
}
