// The Content-Security-Policy allows no inline style but
// the served page's own `<style>` elements, API answers are same-origin resources while remotes'
// files stay loadable from other origins, and every answer (errors, static files) carries the
// anti-framing headers.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../../server-app';
import { shellPage, type ShellPageRenderer } from '../server/shell-page';
import { useSuiteResource } from '../../testing/suite-resource';
import { useTestApp } from '../../testing/test-app';
import { createTestSite, remoteChunk, shellAsset } from '../../testing/test-site';

const styles = ['.hero{color:teal}', '\nbody{margin:0}\n'];
const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

// Stands for the prerenderer: `/` gets the inlined stylesheets, other paths the template.
const renderWithStyles: ShellPageRenderer = async (template, path) =>
  path === '/' ? shellPage(template.html.replace('</head>', `${styles.map((css) => `<style>${css}</style>`).join('')}</head>`)) : template;

const directive = (response: Response, name: string) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers of the all-in-one server', () => {
  const testApp = useTestApp({ database: 'migrated' });
  const site = useSuiteResource(createTestSite, (created) => created.cleanup());
  const server = () => createServerApp(testApp().deps, site().folders, renderWithStyles);

  it("allows the prerendered page's own <style> elements by hash, and no other inline style", async () => {
    const home = await server().request('/');
    expect(await home.text()).toContain(`<style>${styles[0]}</style>`);
    expect(directive(home, 'style-src')).toBe(`style-src 'self' ${styles.map(hashOf).join(' ')}`);
    const other = await server().request('/admin/dashboard');
    expect(directive(other, 'style-src')).toBe("style-src 'self'");
    for (const response of [home, other, await server().request('/api/health')]) {
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    }
  });

  it('lists the hashes with the gzipped page too', async () => {
    const home = await server().request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(directive(home, 'style-src')).toContain(hashOf(styles[1] ?? ''));
  });

  it("marks API answers and the shell's files same-origin, and remotes' files loadable from other origins", async () => {
    for (const path of ['/api/health', '/api/portal/me', '/api/unknown', '/', shellAsset]) {
      expect((await server().request(path)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
    for (const path of ['/mf/public/mf-manifest.json', `/mf/admin${remoteChunk}`]) {
      expect((await server().request(path)).headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
  });

  it('refuses framing and sniffing on every answer, refusals and static files included, and names no software', async () => {
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/api/health'],
      ['/api/unknown'],
      ['/api/portal/me'],
      [
        '/api/telemetry/errors',
        { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' },
      ],
      [shellAsset],
      ['/static/js/missing.0123abcd.js'],
      ['/.env'],
      [`/mf/admin${remoteChunk}`],
      ['/mf/portal/missing.js'],
    ];
    for (const [path, init] of requests) {
      const response = await server().request(path, init);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(directive(response, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
      expect(response.headers.get('server'), path).toBeNull();
    }
  });

  it('never answers a malformed percent-encoding or a NUL with a 500', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/static/js/%E0%A4%A.js',
      '/mf/public/%E0%A4%A.js',
      '/api/public/%E0%A4%A',
      '/%00',
      '/mf/public/%00.js',
    ]) {
      expect((await server().request(path)).status, path).toBeLessThan(500);
    }
  });
});
