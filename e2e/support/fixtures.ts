// Every test fails on an unexpected console error in the page (a broken hook, a failed chunk);
// a test that provokes errors on purpose lists the ones it expects.
import { test as base, expect, type APIRequestContext } from '@playwright/test';

// One pattern (use alternation for several): Playwright would read a two-element array given to
// `test.use` as a [value, options] pair.
const nothing = /$^/;

export const test = base.extend<{ allowConsoleErrors: RegExp }>({
  allowConsoleErrors: [nothing, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    const unexpected = errors.filter((text) => !allowConsoleErrors.test(text));
    expect(unexpected, 'erreurs inattendues dans la console').toEqual([]);
  },
});

export { expect };

/** The practice's name as the API serves it (the demo seed's, on a fresh data folder). */
export async function clinicName(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/public/clinic');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { clinicName: string }).clinicName;
}
