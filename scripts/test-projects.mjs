// Every package's test files in two vitest projects. Most share their worker's loaded modules (and
// page environment) from one file to the next (`isolate: false`): loading the module graph again
// for every file was most of the suite's CPU (the API's application, a remote's React tree). A file
// that replaces modules or globals (`vi.mock`, `vi.stubEnv`, …) would leak them into the files
// after it, so it runs in a fresh module graph of its own; such files are found by reading them, so
// a new one cannot be forgotten.
import { readdirSync, readFileSync } from 'node:fs';

const replacesModulesOrGlobals = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|hoisted)\(/;

/**
 * The test files under the package's `folders` (`*.test.ts`, and `*.test.tsx` for the browser's
 * packages), as paths from the package.
 * @param {URL} packageFolder the package's folder, ending with a slash
 * @param {readonly string[]} [folders] the folders holding tests, `src` unless told
 * @returns {string[]}
 */
export function testFilesOf(packageFolder, folders = ['src']) {
  return folders
    .flatMap((folder) => readdirSync(new URL(`${folder}/`, packageFolder), { recursive: true }).map((path) => `${folder}/${String(path)}`))
    .filter((path) => /\.test\.tsx?$/.test(path))
    .sort();
}

/**
 * @param {URL} packageFolder the package's folder, ending with a slash
 * @param {readonly string[]} files test files, as paths from the package
 * @returns {import('vitest/config').TestProjectInlineConfiguration[]}
 */
export function testProjects(packageFolder, files) {
  const isolated = files.filter((file) => replacesModulesOrGlobals.test(readFileSync(new URL(file, packageFolder), 'utf8')));
  const shared = files.filter((file) => !isolated.includes(file));
  /** @type {import('vitest/config').TestProjectInlineConfiguration[]} */
  const projects = [];
  if (shared.length > 0) projects.push({ extends: true, test: { name: 'modules partagés', include: shared, isolate: false } });
  if (isolated.length > 0) projects.push({ extends: true, test: { name: 'modules isolés', include: isolated, isolate: true } });
  return projects;
}
