// A staff member of the back-office's end-to-end tests: one of their own per test (the demo admin's
// authenticator code is good once per 30 s, and tests run at the same time), signed up with the
// invitation code and enrolled with a real TOTP code, signed in in the page's browser context.
import { expect, type Page } from '@playwright/test';
import { totpCodeAt } from 'api/testing/authenticator';
import { adminInvitationCode } from './accounts';
import { uniqueEmail } from './public-site';

export interface StaffMember {
  email: string;
  fullName: string;
  /** The authenticator's secret, for codes later in the test. */
  secret: string;
}

/** Signs up, signs in and enrols the second factor through the API; the page's context holds the session. */
export async function signedInStaffMember(page: Page, baseURL: string, address: string): Promise<StaffMember> {
  const headers = { origin: baseURL, 'x-forwarded-for': address };
  const email = uniqueEmail('praticienne');
  const fullName = 'Dre Isabelle Fortin';
  const password = 'Rivière-Érable-Tambour-2026';
  const post = (path: string, data?: unknown) => page.request.post(path, { headers, data });
  expect((await post('/api/auth/staff/sign-up', { fullName, email, password, invitationCode: adminInvitationCode })).status()).toBe(201);
  expect((await post('/api/auth/staff/sign-in', { email, password })).status()).toBe(200);
  const setup = await post('/api/auth/second-factor/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const verified = await post('/api/auth/second-factor/setup/verify', { code: await totpCodeAt(secret, new Date()) });
  expect(verified.status()).toBe(200);
  return { email, fullName, secret };
}
