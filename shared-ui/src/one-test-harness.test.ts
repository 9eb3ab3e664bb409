// Each remote's screen tests answer the API through its one typed `fetch` stub (mf-admin's
// answerAdminApi, mf-portal's and mf-public's stubApi), whose bodies are typed from the API so a
// fixture that drifts fails the type check, and render a lone admin page with one helper
// (mf-admin/src/test-support/render-admin-page). A test that stubs `fetch` by hand, a second
// render helper, or any use of the former untyped stubs fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const remotes = ['mf-admin', 'mf-portal', 'mf-public'];
const typedStubs = /\b(answerAdminApi|stubApi)\b/;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path.slice(workspace.length)] : [];
  });
}

const sources = remotes.flatMap((remote) => files(join(workspace, remote, 'src')));
const tests = sources.filter((path) => /\.test\.tsx?$/.test(path));
const text = (path: string) => readFileSync(join(workspace, path), 'utf8');

describe('one test harness per remote', () => {
  it('no test stubs fetch by hand: it goes through the typed stub', () => {
    const byHand = tests.filter((path) => /stubGlobal\(\s*['"]fetch['"]/.test(text(path)) && !typedStubs.test(text(path)));
    expect(byHand).toEqual([]);
  });

  it('one render helper for a lone admin page', () => {
    const helpers = sources.filter((path) => /function renderAdminPage\b|renderAdminPage\s*=/.test(text(path)));
    expect(helpers).toEqual(['mf-admin/src/test-support/render-admin-page.tsx']);
  });

  it("the untyped stubs (session/stub-api, the sign-in pages' auth-test-support) are gone, and nothing imports them", () => {
    expect(sources.filter((path) => /(session\/stub-api|auth-test-support)\.tsx?$/.test(path))).toEqual([]);
    expect(sources.filter((path) => /session\/stub-api'|auth-test-support'|\banswerApi\(/.test(text(path)))).toEqual([]);
  });
});
