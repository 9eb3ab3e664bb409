// Global setup (vitest.config.ts): one temporary folder per run for the prepared databases that
// test databases are copied from (database-templates.ts), removed when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'clinic-test-templates-'));
  project.provide('databaseTemplates', folder);
  return () => rm(folder, { recursive: true, force: true });
}
