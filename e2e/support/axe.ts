// axe on what the page shows now (or inside `include`, e.g. an open dialog): no violation.
// Legacy mode runs axe in the page itself (axe.run) instead of in each frame and then again in a
// blank page of its own: half the work per check, and the suite's pages have no frame to audit
// (iframes, the embedded map, are excluded).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode().exclude('iframe');
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}
