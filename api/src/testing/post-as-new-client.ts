// Test helpers for the patient sign-in routes: requests from a new client address each time (so
// only the limit under test applies), and the session cookie an answer sets.
import type { TestApp } from './test-app';

export function postAsNewClient(testApp: () => TestApp) {
  let client = 1;
  return (path: string, body: unknown, headers: Record<string, string> = {}) =>
    testApp().app.request(`/api/auth/patient${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${client++ % 250}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

/** The `name=value` of the session cookie a response sets (sign-in first clears the old one). */
export function sessionCookieOf(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((cookie) => /^clinic_session=./.test(cookie));
  if (!pair) throw new Error('the response set no session cookie');
  return pair;
}
