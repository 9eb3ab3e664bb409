// One remote released, switched and rolled back on its own (scripts/release-remote.mjs and
// scripts/rollback-remote.mjs), as the all-in-one server then serves it: the commands run as an
// operator runs them, on fake builds, against a server reading the folder they write.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, remoteChunk, shellTemplate } from '../../testing/test-site';
import type { ShellPage } from './shell-page';
import { staticSite } from './static-site';

const scripts = resolve(import.meta.dirname, '../../../../scripts');

interface ReleaseScripts {
  makeRelease(options: { remote: string; version: string; from: string; releasesDir: string }): string;
  publishRelease(options: { remote: string; version: string; releaseDir: string; staticDir: string }): string;
}

function run(script: 'release-remote' | 'rollback-remote', args: string[]) {
  const result = spawnSync(process.execPath, [join(scripts, `${script}.mjs`), ...args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('releasing one remote on its own', () => {
  let root: string;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let remotesDir: string;
  let releasesDir: string;
  let app: ReturnType<typeof staticSite>;

  /** A fake admin build whose chunk says which build it is. */
  function fakeBuild(label: string): string {
    const dir = join(root, `build-${label}`);
    mkdirSync(join(dir, 'static/js'), { recursive: true });
    writeFileSync(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'clinic_admin', metaData: { buildInfo: { buildVersion: label } } }),
    );
    writeFileSync(join(dir, remoteChunk), `console.log(${JSON.stringify(label)});`);
    return dir;
  }

  const release = (version: string, ...more: string[]) =>
    run('release-remote', [
      'mf-admin',
      '--version',
      version,
      '--from',
      fakeBuild(version),
      '--releases',
      releasesDir,
      '--to',
      remotesDir,
      ...more,
    ]);
  const rollback = (...args: string[]) => run('rollback-remote', ['mf-admin', ...args, '--to', remotesDir]);

  async function adminEntry(): Promise<string | undefined> {
    const document = (await (await app.request('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
    return document.remotes.find((remote) => remote.name === 'admin')?.entry;
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'clinic-releases-'));
    site = await createTestSite();
    remotesDir = join(root, 'remotes');
    releasesDir = join(root, 'releases');
    app = staticSite({ folders: site.folders, remoteEntries: {}, remotesDir });
  });

  afterAll(async () => {
    await site?.cleanup();
    await rm(root, { recursive: true, force: true });
  });

  it('builds a versioned folder with its checksums, publishes it, and the shell loads it at the next page', async () => {
    expect(await adminEntry()).toBe('/mf/admin/mf-manifest.json');

    const first = release('1.3.2');
    expect(first.output).toContain('/remotes/mf-admin/1.3.2/mf-manifest.json');
    expect(first.status).toBe(0);
    const sums = readFileSync(join(releasesDir, 'mf-admin/1.3.2/SHA256SUMS'), 'utf8');
    expect(sums).toMatch(/^[0-9a-f]{64} {2}mf-manifest\.json$/m);
    expect(sums).toMatch(/^[0-9a-f]{64} {2}static\/js\/remote\.89abcdef\.js$/m);
    expect(JSON.parse(readFileSync(join(remotesDir, 'remotes.json'), 'utf8'))).toEqual({
      'mf-admin': '/remotes/mf-admin/1.3.2/mf-manifest.json',
    });

    expect(await adminEntry()).toBe('/remotes/mf-admin/1.3.2/mf-manifest.json');
    // The other remotes keep the build the server was started with.
    const document = (await (await app.request('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
    expect(document.remotes.filter((remote) => remote.name !== 'admin').map((remote) => remote.entry)).toEqual([
      '/mf/public/mf-manifest.json',
      '/mf/portal/mf-manifest.json',
    ]);

    const manifest = await app.request('/remotes/mf-admin/1.3.2/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await app.request(`/remotes/mf-admin/1.3.2${remoteChunk}`);
    expect(await chunk.text()).toBe('console.log("1.3.2");');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('rolls back to the version before, and forward again', async () => {
    expect(release('1.4.0').status).toBe(0);
    expect(await adminEntry()).toBe('/remotes/mf-admin/1.4.0/mf-manifest.json');

    const back = rollback('1.3.2');
    expect(back.output).toContain('mf-admin 1.3.2 (avant : 1.4.0)');
    expect(back.status).toBe(0);
    expect(await adminEntry()).toBe('/remotes/mf-admin/1.3.2/mf-manifest.json');
    // Both versions stay published: a page opened before the switch still finds its chunks.
    expect((await app.request(`/remotes/mf-admin/1.4.0${remoteChunk}`)).status).toBe(200);

    expect(rollback('1.4.0').status).toBe(0);
    expect(await adminEntry()).toBe('/remotes/mf-admin/1.4.0/mf-manifest.json');
  });

  it('refuses to switch to a published version whose files no longer match their checksums', async () => {
    appendFileSync(join(remotesDir, 'mf-admin/1.3.2', remoteChunk), '\nalert("modifié");');
    const refused = rollback('1.3.2');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Bascule refusée : static/js/remote.89abcdef.js ne correspond pas à sa somme SHA-256');
    expect(await adminEntry()).toBe('/remotes/mf-admin/1.4.0/mf-manifest.json');
  });

  it('refuses to publish a release folder changed after its checksums, or another build under a version already published', async () => {
    const releases = (await import(pathToFileURL(join(scripts, 'remote-releases.mjs')).href)) as ReleaseScripts;
    const dir = releases.makeRelease({ remote: 'mf-admin', version: '1.5.0', from: fakeBuild('1.5.0'), releasesDir });
    appendFileSync(join(dir, 'mf-manifest.json'), ' ');
    expect(() => releases.publishRelease({ remote: 'mf-admin', version: '1.5.0', releaseDir: dir, staticDir: remotesDir })).toThrow(
      'Publication refusée : mf-manifest.json ne correspond pas à sa somme SHA-256',
    );
    expect(readdirSync(join(remotesDir, 'mf-admin'))).toEqual(['1.3.2', '1.4.0']);

    // The same version built again with other files: a version is never overwritten.
    const again = run('release-remote', [
      'mf-admin',
      '--version',
      '1.4.0',
      '--from',
      fakeBuild('autre'),
      '--releases',
      join(root, 'again'),
      '--to',
      remotesDir,
    ]);
    expect(again.status).toBe(1);
    expect(again.output).toContain("Publication refusée : mf-admin 1.4.0 est déjà publiée avec d'autres fichiers");
    expect(await adminEntry()).toBe('/remotes/mf-admin/1.4.0/mf-manifest.json');
    expect(readdirSync(join(remotesDir, 'mf-admin'))).toEqual(['1.3.2', '1.4.0']);
  });

  it('goes back to the build the server was started with, and lists what is published', async () => {
    const listed = rollback();
    expect(listed.output).toContain('Versions publiées de mf-admin : 1.3.2, 1.4.0');
    expect(rollback('--built-in').status).toBe(0);
    expect(await adminEntry()).toBe('/mf/admin/mf-manifest.json');
    expect(rollback('9.9.9').output).toContain("mf-admin 9.9.9 n'est pas publiée");
    expect(run('release-remote', ['mf-inconnu', '--version', '1.0.0']).output).toContain('Module inconnu « mf-inconnu »');
    expect(run('rollback-remote', ['mf-admin', '../../etc']).output).toContain('Version invalide');
  });

  it("keeps a remote's URL set in the environment (REMOTE_*_URL) over a release", async () => {
    expect(rollback('1.4.0').status).toBe(0);
    const configured = staticSite({
      folders: site.folders,
      remoteEntries: { admin: 'https://admin.example/mf-manifest.json' },
      remotesDir,
    });
    const document = (await (await configured.request('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
    expect(document.remotes.find((remote) => remote.name === 'admin')?.entry).toBe('https://admin.example/mf-manifest.json');
    expect(await adminEntry()).toBe('/remotes/mf-admin/1.4.0/mf-manifest.json');
  });

  it('never follows a pointer to another origin or outside the published folders', async () => {
    writeFileSync(join(remotesDir, 'remotes.json'), JSON.stringify({ 'mf-admin': 'https://ailleurs.example/mf-manifest.json' }));
    expect(await adminEntry()).toBe('/mf/admin/mf-manifest.json');
    writeFileSync(join(remotesDir, 'remotes.json'), JSON.stringify({ 'mf-admin': '/remotes/mf-admin/../../x/mf-manifest.json' }));
    expect(await adminEntry()).toBe('/mf/admin/mf-manifest.json');
    expect((await app.request('/remotes/remotes.json')).status).toBe(404);
  });

  it("renders the home page in the browser while a release of the public remote is in service (the prerender is the server's own build)", async () => {
    const renderShellPage = async (template: ShellPage) => ({
      ...template,
      html: template.html.replace('<div id="root"></div>', '<div id="root" data-prerendered="/"><h1>Clinique</h1></div>'),
    });
    const withPrerender = staticSite({ folders: site.folders, remoteEntries: {}, remotesDir, renderShellPage });
    const page = async () => (await withPrerender.request('/', { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(await page()).toContain('data-prerendered="/"');

    const build = fakeBuild('public-2.0.0');
    writeFileSync(join(build, 'mf-manifest.json'), '{"name":"clinic_public"}');
    const released = run('release-remote', [
      'mf-public',
      '--version',
      '2.0.0',
      '--from',
      build,
      '--releases',
      releasesDir,
      '--to',
      remotesDir,
    ]);
    expect(released.status).toBe(0);
    expect(await page()).toBe(shellTemplate);
    expect(run('rollback-remote', ['mf-public', '--built-in', '--to', remotesDir]).status).toBe(0);
    expect(await page()).toContain('data-prerendered="/"');
  });
});
