import { brotliDecompressSync } from 'node:zlib';
import type { RemotesDocument } from 'shared-domain/platform/federation';
import { describe, expect, it } from 'vitest';
import { useSuiteResource } from './testing/suite-resource';
import { readJson, useTestApp, type TestApp } from './testing/test-app';
import { createTestSite, precompressedAsset, precompressedCss } from './testing/test-site';
import { createServerApp } from './server-app';

describe('the all-in-one server', () => {
  const testApp = useTestApp();
  const site = useSuiteResource(createTestSite, (created) => created.cleanup());

  const serverWith = (remoteEntries: TestApp['deps']['config']['remoteEntries'] = {}) =>
    createServerApp({ ...testApp().deps, config: { ...testApp().deps.config, remoteEntries } }, site().folders);

  it('sends a strict CSP, nosniff and a referrer policy with the home page', async () => {
    const response = await serverWith().request('/');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when served over https', async () => {
    const app = createServerApp({ ...testApp().deps, config: { ...testApp().deps.config, secureCookies: true } }, site().folders);
    expect((await app.request('/')).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('lists the three remotes on this server by default', async () => {
    const response = await serverWith().request('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: [
        { name: 'public', container: 'clinic_public', entry: '/mf/public/mf-manifest.json' },
        { name: 'portal', container: 'clinic_portal', entry: '/mf/portal/mf-manifest.json' },
        { name: 'admin', container: 'clinic_admin', entry: '/mf/admin/mf-manifest.json' },
      ],
    });
  });

  it('lists the configured remote URLs and allows their origins in the CSP', async () => {
    const app = serverWith({
      public: 'https://public-cdn.example/mf-manifest.json',
      admin: 'https://admin-cdn.example:8443/admin/mf-manifest.json',
    });
    const document = await readJson<RemotesDocument>(await app.request('/remotes.json'));
    expect(document.remotes.map((remote) => remote.entry)).toEqual([
      'https://public-cdn.example/mf-manifest.json',
      '/mf/portal/mf-manifest.json',
      'https://admin-cdn.example:8443/admin/mf-manifest.json',
    ]);
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain('https://public-cdn.example');
    expect(scriptSrc).toContain('https://admin-cdn.example:8443');
  });

  it('answers an unknown API path with a 404 JSON envelope, not the shell', async () => {
    const response = await serverWith().request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
    });
  });

  it('serves the API itself', async () => {
    const response = await serverWith().request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // The compression around the whole server leaves what is already encoded alone: one brotli, not gzip over it.
  it('sends the brotli of the page and of a precompressed asset once, not gzipped again', async () => {
    for (const path of ['/', `/mf/portal${precompressedAsset}`]) {
      const response = await serverWith().request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(response.headers.get('content-encoding'), path).toBe('br');
      const text = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      expect(text, path).toEqual(path === '/' ? expect.stringContaining('<div id="root">') : precompressedCss);
    }
  });
});
