// What the staff-account tests share: JSON posts through the app, the session cookie a response
// sets, and authenticator codes computed with otplib at the test clock's time.
import { totpCodeAt } from '../accounts/staff/totp';
import type { TestApp } from './test-app';
import { sessionCookieOf } from './post-as-new-client';

export const invitationCode = 'code-invitation-de-test';

export async function postJson(testApp: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return testApp.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function codeNow(testApp: TestApp, secret: string): Promise<string> {
  return totpCodeAt(secret, testApp.clock.now());
}

/** Signs a staff member in with a password: the session cookie and what the second step is. */
export async function signIn(testApp: TestApp, email: string, password: string) {
  const response = await postJson(testApp, '/api/auth/staff/sign-in', { email, password });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const body = (await response.json()) as { secondFactor: 'setup' | 'verify' };
  return { cookie: sessionCookieOf(response), secondFactor: body.secondFactor };
}
