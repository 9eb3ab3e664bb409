// The accessibility check of a component test: axe-core's rules on the element a test rendered (a
// form, a dialog), each violation named with its nodes. The rules that need a real layout (colour
// contrast) or a whole page (landmarks) are the e2e journeys' (`e2e/support/axe.ts`).
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
