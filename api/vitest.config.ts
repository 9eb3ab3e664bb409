// Tests wait on real parts (SQLite or sqld, scrypt, SMTP on loopback): 60 s per test, and 30 s for
// each `vi.waitFor` (src/testing/patient-wait.ts), so a busy machine never fails one; a hang still fails.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, setupFiles: ['src/testing/patient-wait.ts'] } });
