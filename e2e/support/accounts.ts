// The accounts the suite signs in with: the staff invitation code its server is started with, and
// the demo clinic's accounts that server seeded in its data folder.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { totpCodeAt } from 'api/testing/authenticator';
import { suiteDataDir } from './clinic-database';

/** Not a secret: the code of a throwaway test server (playwright.config.ts passes it). */
export const adminInvitationCode = 'code-invitation-e2e';

export interface DemoAccounts {
  staffEmail: string;
  staffPassword: string;
  staffTotpSecret: string;
  staffBackupCodes: string[];
  patientEmail: string;
  patientPassword: string;
  /** The demo clinic's practitioner and receptionist, each with her authenticator. */
  practitioner: DemoStaffAccount;
  reception: DemoStaffAccount;
}

export interface DemoStaffAccount {
  email: string;
  password: string;
  totpSecret: string;
  backupCodes: string[];
}

export async function demoAccounts(): Promise<DemoAccounts> {
  return JSON.parse(await readFile(join(suiteDataDir(), 'demo-accounts.json'), 'utf8')) as DemoAccounts;
}

/**
 * What the authenticator shows `offsetSteps` 30-second steps from now. The server accepts one step
 * either side and each step once: after using the current code, the next step's is still good.
 */
export function authenticatorCode(secret: string, offsetSteps = 0): Promise<string> {
  return totpCodeAt(secret, new Date(Date.now() + offsetSteps * 30_000));
}
