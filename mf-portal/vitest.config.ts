import { defineConfig } from 'vitest/config';
import { testFilesOf, testProjects } from '../scripts/test-projects.mjs';

// Files share their worker's loaded modules unless they replace some (scripts/test-projects.mjs).
const here = new URL('./', import.meta.url);

export default defineConfig({
  test: {
    projects: testProjects(here, testFilesOf(here)),
    environment: 'happy-dom',
    css: { include: [/\.css\?raw$/] },
    setupFiles: ['shared-ui/component-test-setup'],
    // Beyond the longest wait of a `findBy…` query (shared-ui/component-test-setup).
    testTimeout: 30_000,
  },
});
