// `npm run demo:code`: the demo admin's current authenticator code, for trying the back-office
// without adding the demo secret to a phone (`npm run demo:code -- practitioner` or `-- reception`:
// that demo account's; an unknown role is refused with the known ones). Reads the demo accounts file
// of DATA_DIR (owner only).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { type DemoAccounts, demoAccountsFile } from './demo-accounts';
import { totpCodeAt } from '../accounts/staff/totp';
import { demoCodeAccount } from './demo-code-account';
import { notStartedMessage } from './demo-data-dir';

const config = loadConfig(process.env);
const file = join(config.dataDir, demoAccountsFile);
const accounts = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as DemoAccounts | null;
const account = demoCodeAccount(accounts, process.argv[2]);
if (!account.ok) {
  process.stderr.write(account.message);
  process.exit(1);
}
if (!account.secret) {
  process.stderr.write(
    notStartedMessage('demo:code', config.dataDir, accounts ? `pas de second facteur dans ${file}` : `pas de fichier ${file}`),
  );
  process.exit(1);
}
const now = new Date();
const secondsLeft = 30 - (Math.floor(now.getTime() / 1000) % 30);
process.stdout.write(`${await totpCodeAt(account.secret, now)}  (${account.email}, valide encore ${secondsLeft} s)\n`);
