// Version skew: a remote released alone meets a shell of another release. The previous release
// (releases/previous.json, built from git by scripts/previous-release.mjs) is published on this
// server under /remotes/ as the release script does; then, per remote, this commit's shell loads
// the previous release's remote, and the previous shell loads this commit's remote among the
// previous others. Each combination is set for one page only (its /remotes.json, and for the
// previous shell its files), so the tests beside it keep this commit's site. Each checks the
// exposed module against the contract, that the remote came from the expected build with one React
// for the page, and the surface's smoke journey, with no error in the console.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { contractProblems, type RemoteManifest, remoteContract } from 'api/testing/remote-contract';
import { type PreviousRelease, previousRelease } from '../../scripts/previous-release.mjs';
import { makeRelease, manifestPath, publishRelease } from '../../scripts/remote-releases.mjs';
import { clinicName, expect, test } from '../support/fixtures';
import { giveOwnClientAddress, startUsing } from '../support/public-site';

type RemoteName = 'public' | 'portal' | 'admin';
const remotes: RemoteName[] = ['public', 'portal', 'admin'];
const root = fileURLToPath(new URL('../../', import.meta.url));
const thisCommit = (remote: RemoteName) => join(root, `mf-${remote}`, 'dist');
const thisCommitEntry = (remote: RemoteName) => `/mf/${remote}/mf-manifest.json`;

let previous: PreviousRelease;
const previousEntry = (remote: RemoteName) => manifestPath(`mf-${remote}`, previous.version);

test.beforeAll(() => {
  // Built once for the commit (seconds; `npm test` builds it in its own step before the browser tests).
  test.setTimeout(600_000);
  previous = previousRelease({ quiet: true });
  // Published into the folder this server serves as /remotes/, as scripts/release-remote.mjs does
  // (checksums checked), without pointing the server at it: only the pages below load it.
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  // A folder of this run's own: a worker may run this hook again (fully parallel files are split
  // between workers as they free up), and a release folder is never written twice.
  const releasesDir = join(dataDir, 'releases', randomUUID());
  for (const remote of remotes) {
    const releaseDir = makeRelease({ remote, version: previous.version, from: join(previous.dir, `mf-${remote}`), releasesDir });
    publishRelease({ remote, version: previous.version, releaseDir, staticDir: join(dataDir, 'remotes') });
  }
});

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as RemoteManifest;

test('each remote of the previous release keeps the contract of this shell, and each of this commit the previous shell’s', () => {
  for (const remote of remotes) {
    expect(contractProblems(remoteContract(remote), readManifest(join(previous.dir, `mf-${remote}`))), `${remote} précédent`).toEqual([]);
    expect(contractProblems(previous.contracts[remote], readManifest(thisCommit(remote))), `${remote} de ce commit`).toEqual([]);
  }
});

/** The page reads `/remotes.json` as the server sends it, with `entries` in place of its own. */
async function pointRemotes(page: Page, entries: Partial<Record<RemoteName, string>>): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as { remotes: { name: RemoteName; entry: string }[] };
    for (const remote of document.remotes) remote.entry = entries[remote.name] ?? remote.entry;
    await route.fulfill({ response, json: document });
  });
}

const servedByApp = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/mf/') || path.startsWith('/remotes/') || path === '/remotes.json';

/** The page gets the previous release's shell: its files, and its HTML for every page path; returns the files served. */
async function previousShell(page: Page, baseURL: string): Promise<string[]> {
  const shell = join(previous.dir, 'shell');
  const served: string[] = [];
  await page.route(
    (url) => url.origin === new URL(baseURL).origin && !servedByApp(url.pathname),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = join(shell, decodeURIComponent(pathname));
      if (file.startsWith(shell) && pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
        served.push(pathname);
        return route.fulfill({ path: file });
      }
      if (/\.[a-z0-9]+$/i.test(pathname)) return route.fulfill({ status: 404, body: 'Introuvable' });
      served.push('index.html');
      return route.fulfill({ path: join(shell, 'index.html'), contentType: 'text/html; charset=utf-8' });
    },
  );
  return served;
}

/**
 * The home page as the server sends it while a release of the public remote is in service: its
 * shell's HTML without the markup prerendered by this commit's public build (static-site.ts).
 */
async function homeWithoutPrerender(page: Page, baseURL: string): Promise<void> {
  await page.route(
    (url) => url.origin === new URL(baseURL).origin && url.pathname === '/',
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL('/booking', baseURL).href }) }),
  );
}

/** Every script and manifest the page fetched, by path. */
function fetchedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (['script', 'fetch', 'xhr', 'stylesheet'].includes(request.resourceType())) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

async function smokeJourney(page: Page, remote: RemoteName, name: string): Promise<void> {
  if (remote === 'public') {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await startUsing(page);
    await page.locator('#root:not([data-prerendered]) main#contenu').waitFor();
    await page.goto('/booking');
    await expect(page.getByRole('heading', { name: 'Choisissez un service' })).toBeVisible();
    await page.getByRole('button', { name: /Suivi chiropratique/ }).click();
    await expect(page.getByRole('heading', { name: 'Choisissez une date' })).toBeVisible();
  } else if (remote === 'portal') {
    await page.goto('/patient-portal/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion Patient' })).toBeVisible();
  } else {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeVisible();
  }
}

interface LoadedShape {
  entry: string | undefined;
  exports: string[];
  defaultType: string;
  reactVersions: string[];
}

/** What the page's federation host loaded for `remote`: its entry, its module's exports, React's copies. */
async function loadedShape(page: Page, remote: RemoteName): Promise<LoadedShape> {
  const container = remoteContract(remote).container;
  return page.evaluate(async (name) => {
    interface Instance {
      name: string;
      options: { remotes: { name: string; entry?: string }[] };
      loadRemote(id: string): Promise<Record<string, unknown> | undefined>;
    }
    type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[]; __SHARE__?: Share } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'clinic_shell');
    if (!host) throw new Error('no clinic_shell federation instance');
    const module = (await host.loadRemote(`${name}/routes`)) ?? {};
    const reactVersions = new Set<string>();
    for (const scopes of Object.values(federation.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope.react ?? {})) if (entry.loaded) reactVersions.add(version);
      }
    }
    return {
      entry: host.options.remotes.find((candidate) => candidate.name === name)?.entry,
      exports: Object.keys(module).sort(),
      defaultType: typeof module.default,
      reactVersions: [...reactVersions],
    };
  }, container);
}

async function expectLoaded(page: Page, remote: RemoteName, entry: string, fetched: string[]): Promise<void> {
  const shape = await loadedShape(page, remote);
  expect(new URL(shape.entry ?? '', 'http://x').pathname).toBe(entry);
  // The exposed module's default export is the remote's routes, a component the shell renders.
  expect(shape.defaultType).toBe('function');
  expect(shape.reactVersions).toHaveLength(1);
  // The remote's code came from that build's folder, none from the other one's.
  const folder = entry.replace(/mf-manifest\.json$/, '');
  const other = folder.startsWith('/remotes/') ? `/mf/${remote}/` : `/remotes/mf-${remote}/`;
  expect(fetched.filter((path) => path.startsWith(folder) && path.endsWith('.js')).length).toBeGreaterThan(0);
  expect(fetched.filter((path) => path.startsWith(other))).toEqual([]);
}

for (const remote of remotes) {
  test(`this shell runs the previous release's ${remote} remote`, async ({ page, request, baseURL }) => {
    const name = await clinicName(request);
    await giveOwnClientAddress(page);
    const fetched = fetchedPaths(page);
    await pointRemotes(page, { [remote]: previousEntry(remote) });
    if (remote === 'public') await homeWithoutPrerender(page, baseURL ?? '');
    await smokeJourney(page, remote, name);
    await expectLoaded(page, remote, previousEntry(remote), fetched);
  });

  test(`the previous release's shell runs this commit's ${remote} remote`, async ({ page, request, baseURL }) => {
    const name = await clinicName(request);
    await giveOwnClientAddress(page);
    const fetched = fetchedPaths(page);
    const served = await previousShell(page, baseURL ?? '');
    // The other remotes stay at the previous release, as when only this one is released.
    const entries = Object.fromEntries(remotes.map((other) => [other, other === remote ? thisCommitEntry(other) : previousEntry(other)]));
    await pointRemotes(page, entries);
    await smokeJourney(page, remote, name);
    await expectLoaded(page, remote, thisCommitEntry(remote), fetched);
    expect(served).toContain('index.html');
    expect(served.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  });
}
