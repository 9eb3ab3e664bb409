// A staff member of the back-office's end-to-end tests: one of their own per test (the demo admin's
// authenticator code is good once per 30 s, and tests run at the same time), signed up with an
// invitation of their own and enrolled with a real TOTP code, signed in in the page's browser context.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { totpCodeAt } from 'api/testing/authenticator';
import { queryClinicDatabase, suiteDataDir } from './clinic-database';
import { uniqueEmail } from './public-site';

/** The roles of shared-domain/accounts/staff-role (e2e does not depend on shared-domain). */
export type StaffRole = 'admin' | 'practitioner' | 'reception';

/**
 * An invitation as an administrator sends it from « Équipe », written straight into the
 * suite's database: the configured code only creates the clinic's first account, and the tests that
 * need a staff member are not about inviting one (accounts.spec.ts goes through the screen). The
 * database keeps the code's SHA-256, as the server does.
 */
export async function invitationCode(email: string, role: StaffRole, dataDir: string = suiteDataDir()): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const [owner] = await queryClinicDatabase(
    dataDir,
    "select id from staff_users where role = 'admin' and deactivated_at is null order by created_at limit 1",
  );
  if (!owner) throw new Error('The suite database has no administrator to invite from');
  const now = new Date();
  await queryClinicDatabase(
    dataDir,
    'insert into staff_invitations (id, email, role, code_hash, invited_by, expires_at, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    [
      randomUUID(),
      email.toLowerCase(),
      role,
      createHash('sha256').update(code).digest('hex'),
      String(owner.id),
      new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      now.toISOString(),
    ],
  );
  return code;
}

export interface StaffMember {
  email: string;
  fullName: string;
  /** The authenticator's secret, for codes later in the test. */
  secret: string;
}

/** The password of every staff member `signedInStaffMember` makes. */
export const staffMemberPassword = 'Rivière-Érable-Tambour-2026';

/** A sidebar item: on a phone the sidebar is a slide-over behind « Menu ». */
export async function openSidebarIfFolded(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
}

/**
 * Signs up, signs in and enrols the second factor through the API; the page's context holds the
 * session. `dataDir`: the database of the server at `baseURL`, when it is not the suite's.
 */
export async function signedInStaffMember(
  page: Page,
  baseURL: string,
  address: string,
  role: StaffRole = 'admin',
  dataDir: string = suiteDataDir(),
): Promise<StaffMember> {
  const headers = { origin: baseURL, 'x-forwarded-for': address };
  const email = uniqueEmail('praticienne');
  const fullName = 'Dre Isabelle Fortin';
  const password = staffMemberPassword;
  const post = (path: string, data?: unknown) => page.request.post(path, { headers, data });
  const invitation = await invitationCode(email, role, dataDir);
  expect((await post('/api/auth/staff/sign-up', { fullName, email, password, invitationCode: invitation })).status()).toBe(201);
  expect((await post('/api/auth/staff/sign-in', { email, password })).status()).toBe(200);
  const setup = await post('/api/auth/second-factor/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const verified = await post('/api/auth/second-factor/setup/verify', { code: await totpCodeAt(secret, new Date()) });
  expect(verified.status()).toBe(200);
  return { email, fullName, secret };
}
