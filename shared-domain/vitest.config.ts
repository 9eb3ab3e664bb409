import { defineConfig } from 'vitest/config';
import { testFilesOf, testProjects } from '../scripts/test-projects.mjs';

// Files share their worker's loaded modules unless they replace some (scripts/test-projects.mjs).
const here = new URL('./', import.meta.url);

export default defineConfig({ test: { projects: testProjects(here, testFilesOf(here)) } });
