// `npm run test:sqld` (with TEST_DATABASE=sqld): only the files of src/testing/sqld-suite.ts, on
// a libSQL server; the rest of the settings are vitest.config.ts's.
import { defineConfig } from 'vitest/config';
import { sqldSuite } from './src/testing/sqld-suite.ts';
import { testProjects } from '../scripts/test-projects.mjs';
import base from './vitest.config.ts';

export default defineConfig({
  ...base,
  test: { ...base.test, projects: testProjects(new URL('./', import.meta.url), Object.keys(sqldSuite)) },
});
