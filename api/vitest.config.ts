// Tests wait on real parts (SQLite or sqld, scrypt, SMTP on loopback): 60 s per test and per hook
// (a `beforeAll` may build the run's database template), and 30 s for
// each `vi.waitFor` (src/testing/patient-wait.ts), so a busy machine never fails one; a hang still fails.
// Test files run in as many workers as the machine has cores (vitest's default keeps one core
// free, which on a 2-core machine means one file at a time): most of a file's time is spent
// waiting on its database, scrypt or a socket, not on the CPU. Each file has its own databases,
// copied from templates prepared once per run (src/testing/database-templates.ts). Files share their
// worker's loaded modules unless they replace some (scripts/test-projects.mjs).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testFilesOf, testProjects } from '../scripts/test-projects.mjs';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['src/testing/patient-wait.ts'],
    globalSetup: ['src/testing/templates-setup.ts'],
    maxWorkers: availableParallelism(),
    projects: testProjects(new URL('./', import.meta.url), testFilesOf(new URL('./', import.meta.url))),
  },
});
