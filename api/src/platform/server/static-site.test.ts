import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestSite,
  hiddenFiles,
  precompressedAsset,
  precompressedCss,
  remoteChunk,
  shellAsset,
  shellTemplate,
} from '../../testing/test-site';
import { staticSite } from './static-site';

describe('static site', () => {
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let app: ReturnType<typeof staticSite>;

  beforeAll(async () => {
    site = await createTestSite();
    app = staticSite({ folders: site.folders, remoteEntries: {} });
  });

  afterAll(async () => {
    await site?.cleanup();
  });

  it.each(['/', '/admin/dashboard', '/patient-portal', '/appointment/manage/abc'])(
    'answers the client route %s with the shell HTML',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(shellTemplate);
    },
  );

  it('sends the page in brotli to a client that takes it, in gzip to one that takes only gzip', async () => {
    const brotli = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(shellTemplate);

    const gzip = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(shellTemplate);

    const plain = await app.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(shellTemplate);
  });

  it.each(['', '/mf/public', '/mf/admin'])(
    'sends the build\'s brotli of an asset under "%s/" to a client that takes it, its gzip to one that takes only gzip, the file to others',
    async (prefix) => {
      const path = `${prefix}${precompressedAsset}`;
      const cases = [
        { accept: 'gzip, deflate, br, zstd', coding: 'br', decode: brotliDecompressSync },
        { accept: 'gzip, deflate', coding: 'gzip', decode: gunzipSync },
        { accept: 'identity', coding: null, decode: (bytes: Buffer) => bytes },
      ];
      for (const { accept, coding, decode } of cases) {
        const response = await app.request(path, { headers: { 'Accept-Encoding': accept } });
        expect(response.status, accept).toBe(200);
        expect(response.headers.get('content-encoding'), accept).toBe(coding);
        expect(response.headers.get('content-type'), accept).toMatch(/^text\/css/);
        expect(response.headers.get('vary'), accept).toBe('Accept-Encoding');
        expect(response.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
        if (prefix) expect(response.headers.get('access-control-allow-origin'), accept).toBe('*');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('content-length'), accept).toBe(String(bytes.length));
        expect(decode(bytes).toString('utf8'), accept).toBe(precompressedCss);
      }
    },
  );

  it('answers 404 for a missing file instead of the shell', async () => {
    const response = await app.request('/static/js/missing.abc.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('serves hashed shell assets with immutable caching', async () => {
    const response = await app.request(shellAsset);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("shell");');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("serves a remote's manifest to any origin, never cached stale", async () => {
    const response = await app.request('/mf/public/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'clinic_public', name: 'clinic_public' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it("serves each remote's hashed chunks from its own folder with immutable caching", async () => {
    const response = await app.request(`/mf/admin${remoteChunk}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("admin");');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for a file missing from a remote, and never serves outside its folder', async () => {
    expect((await app.request('/mf/portal/static/js/missing.0123abcd.js')).status).toBe(404);
    expect((await app.request('/mf/portal/../shell/index.html')).status).not.toBe(200);
    expect((await app.request('/mf/portal/%2e%2e/shell/index.html')).status).toBe(404);
  });

  // An `.env` or `.git` folder left in a build folder must not leak.
  it.each(['', '/mf/public', '/mf/admin'])('refuses hidden files under "%s/" with a 404, encoded or not', async (prefix) => {
    for (const file of hiddenFiles) {
      for (const path of [`${prefix}${file}`, `${prefix}${file.replace(/\/\./g, '/%2e')}`, `${prefix}${file.replace(/\/\./g, '/%2E')}`]) {
        const response = await app.request(path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain('hidden-file-content');
      }
    }
  });

  it('still serves /.well-known/ at the root', async () => {
    const response = await app.request('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Contact:');
  });

  it('says in French that the interface is not built when the shell has no index.html', async () => {
    const bare = staticSite({ folders: { ...site.folders, shell: site.root }, remoteEntries: {} });
    const response = await bare.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("L'interface n'est pas construite");
  });
});
