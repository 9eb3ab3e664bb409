import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/component-test-setup.tsx'],
    // Beyond the longest wait of a `findBy…` query (src/component-test-setup.tsx).
    testTimeout: 30_000,
  },
});
