// Quality bars of the public home page: readable before any script runs, and small.
import { measureFirstLoad } from '../bench/first-load';
import { clinicName, expect, test } from '../support/fixtures';

// The budget of `/` since React 19: 150 KB of JavaScript and CSS (compressed) before it
// is interactive. docs/decisions/004-first-load-budget.md has the breakdown.
const budgetBytes = 150 * 1024;

test('`/` is readable in the first HTML response and stays within its JS and CSS budget before it is interactive', async ({
  browser,
  request,
  baseURL,
}) => {
  const load = await measureFirstLoad(browser, `${baseURL}/`, await clinicName(request));
  expect(load.htmlHasText).toBe(true);
  expect(load.scripts.length).toBeGreaterThan(0);
  expect(load.totalBytes, JSON.stringify([...load.scripts, ...load.styles])).toBeLessThanOrEqual(budgetBytes);
});
