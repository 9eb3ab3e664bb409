// Measurements that depend on how busy the machine is: run by the benchmark (`pnpm --filter api
// timing`, called from `e2e/bench/run.ts`), never by `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.timing.ts'], testTimeout: 180_000, fileParallelism: false, globalSetup: ['src/testing/templates-setup.ts'] },
});
