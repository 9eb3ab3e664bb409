import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Look tests read the real stylesheets (shared-ui/test-support/stylesheets).
    css: { include: [/\.css\?raw$/] },
    setupFiles: ['shared-ui/component-test-setup'],
    // Beyond the longest wait of a `findBy…` query (shared-ui/component-test-setup).
    testTimeout: 30_000,
  },
});
