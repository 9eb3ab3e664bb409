// Types of scripts/test-projects.mjs for the packages' vitest configurations.
import type { TestProjectInlineConfiguration } from 'vitest/config';

export function testFilesOf(packageFolder: URL, folders?: readonly string[]): string[];
export function testProjects(packageFolder: URL, files: readonly string[]): TestProjectInlineConfiguration[];
