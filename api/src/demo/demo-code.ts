// `npm run demo:code`: the demo admin's current authenticator code, for trying the back-office
// without adding the demo secret to a phone. Reads the demo accounts file of DATA_DIR (owner only).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { type DemoAccounts, demoAccountsFile } from './demo-accounts';
import { totpCodeAt } from '../accounts/staff/totp';

const config = loadConfig(process.env);
const file = join(config.dataDir, demoAccountsFile);
const accounts = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as DemoAccounts | null;
if (!accounts?.staffTotpSecret) {
  process.stderr.write(`Aucun compte de démonstration avec second facteur dans ${file} : lancez d'abord npm start.\n`);
  process.exit(1);
}
const now = new Date();
const secondsLeft = 30 - (Math.floor(now.getTime() / 1000) % 30);
process.stdout.write(`${await totpCodeAt(accounts.staffTotpSecret, now)}  (${accounts.staffEmail}, valide encore ${secondsLeft} s)\n`);
