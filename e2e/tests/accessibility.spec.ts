// axe finds no violation on the public pages and the open appointment request.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

for (const path of ['/', '/booking', '/waitlist', '/confidentialite']) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    // The page itself, not a loading placeholder: its heading is there.
    await page.locator('#root:not([data-prerendered]) main h1').first().waitFor();
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}
