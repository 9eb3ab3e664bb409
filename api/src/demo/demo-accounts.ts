// The demo clinic is seeded on first start with fresh random passwords, kept in DATA_DIR (owner
// only) so they can be shown again on the starting terminal (`welcomeMessage`) and never
// committed anywhere.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { mintToken } from '../platform/tokens/tokens';
import { seedDemoConfiguration } from './demo-configuration';
import { seedDemoAutomation } from './demo-automation';
import { seedDemoIntakes } from './demo-intake';
import { seedDemoDesk } from './demo-desk';
import { seedDemoPracticeMonth } from './demo-practice-month';
import { seedDemoProgress } from './demo-progress';
import { seedDemoBookingFunnel } from './demo-booking-funnel';
import { seedDemoInsuranceClaims } from './demo-insurance-claims';
import { seedDemoInsuranceReceipts } from './demo-insurance-receipts';
import { seedDemoYearlyStatements } from './demo-yearly-statements';
import { type DemoSecondFactor, type DemoTeamRole, type SeedOptions, seedDemoClinic } from './seed';

/** A demo staff account besides the admin: how to sign in, and its authenticator (`npm run demo:code -- <role>`). */
export interface DemoStaffAccount {
  email: string;
  password: string;
  totpSecret?: string;
  backupCodes?: string[];
}

export interface DemoAccounts {
  staffEmail: string;
  staffPassword: string;
  /** The demo admin's authenticator secret (base32) and backup codes: `npm run demo:code` gives the current code. */
  staffTotpSecret?: string;
  staffBackupCodes?: string[];
  patientEmail: string;
  patientPassword: string;
  /** One account per other role, to try what each may open; absent from files written before them. */
  practitioner?: DemoStaffAccount;
  reception?: DemoStaffAccount;
}

export const demoAccountsFile = 'demo-accounts.json';

export async function ensureDemoClinic(
  db: Database,
  dataDir: string,
  clock: Clock,
  secondFactorKeys: SeedOptions['secondFactorKeys'],
): Promise<DemoAccounts | undefined> {
  const path = join(dataDir, demoAccountsFile);
  const staffPassword = mintToken('typed');
  const patientPassword = mintToken('typed');
  const teamPasswords = { practitioner: mintToken('typed'), reception: mintToken('typed') };
  const result = await seedDemoClinic(db, { clock, staffPassword, patientPassword, secondFactorKeys, teamPasswords });
  if (result.seeded) {
    await seedDemoConfiguration(db, clock);
    await seedDemoDesk(db, clock);
    await seedDemoInsuranceReceipts(db, clock);
    await seedDemoInsuranceClaims(db, clock);
    await seedDemoYearlyStatements(db, clock);
    await seedDemoAutomation(db, clock, secondFactorKeys);
    await seedDemoPracticeMonth(db, clock);
    await seedDemoProgress(db, clock);
    await seedDemoBookingFunnel(db, clock);
    await seedDemoIntakes(db, clock, secondFactorKeys);
    const teamAccount = (role: DemoTeamRole): DemoStaffAccount => {
      const { email, secondFactor } = result.team[role];
      return { email, password: teamPasswords[role], ...shownFactor(secondFactor) };
    };
    const accounts: DemoAccounts = {
      staffEmail: result.staffEmail,
      staffPassword,
      ...(result.staffSecondFactor
        ? { staffTotpSecret: result.staffSecondFactor.secret, staffBackupCodes: result.staffSecondFactor.backupCodes }
        : {}),
      patientEmail: result.patientEmail,
      patientPassword,
      practitioner: teamAccount('practitioner'),
      reception: teamAccount('reception'),
    };
    await writeFile(path, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
    return accounts;
  }
  try {
    return JSON.parse(await readFile(path, 'utf8')) as DemoAccounts;
  } catch {
    return undefined; // seeded elsewhere (another instance or a shared libSQL server)
  }
}

function shownFactor(secondFactor: DemoSecondFactor | undefined): Pick<DemoStaffAccount, 'totpSecret' | 'backupCodes'> {
  return secondFactor ? { totpSecret: secondFactor.secret, backupCodes: secondFactor.backupCodes } : {};
}
