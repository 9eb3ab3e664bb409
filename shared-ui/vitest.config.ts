import { defineConfig } from 'vitest/config';
import { testFilesOf, testProjects } from '../scripts/test-projects.mjs';

// Files share their worker's loaded modules unless they replace some (scripts/test-projects.mjs).
const here = new URL('./', import.meta.url);

export default defineConfig({
  test: {
    projects: testProjects(here, testFilesOf(here, ['src', 'build'])),
    // Look tests read the real stylesheets (src/test-support/stylesheets.tsx).
    css: { include: [/\.css\?raw$/] },
    setupFiles: ['./src/component-test-setup.tsx'],
    // Beyond the longest wait of a `findBy…` query (src/component-test-setup.tsx).
    testTimeout: 30_000,
  },
});
