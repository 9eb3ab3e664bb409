import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Look tests read the real stylesheets (src/test-support/stylesheets.tsx).
    css: { include: [/\.css\?raw$/] },
    setupFiles: ['./src/component-test-setup.tsx'],
    // Beyond the longest wait of a `findBy…` query (src/component-test-setup.tsx).
    testTimeout: 30_000,
  },
});
