// Quality bars of the public home page: readable before any script runs, and small.
import { measureFirstLoad } from '../bench/first-load';
import { clinicName, expect, test } from '../support/fixtures';

const budgetBytes = 130 * 1024;

test('`/` is readable in the first HTML response and loads at most 130 KB of JS and CSS before it is interactive', async ({
  browser,
  request,
  baseURL,
}) => {
  const load = await measureFirstLoad(browser, `${baseURL}/`, await clinicName(request));
  expect(load.htmlHasText).toBe(true);
  expect(load.scripts.length).toBeGreaterThan(0);
  expect(load.totalBytes, JSON.stringify([...load.scripts, ...load.styles])).toBeLessThanOrEqual(budgetBytes);
});
