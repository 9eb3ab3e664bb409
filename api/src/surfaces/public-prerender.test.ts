import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { demoBookingHours } from '../demo/demo-clinic';
import { bookingHours, clinicSettings } from '../platform/db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestSite, shellAsset, shellTemplate, writePrerenderBundle } from '../testing/test-site';
import { interactionLoader } from '../platform/server/scripts-on-interaction';
import { loadPrerenderer } from './public-prerender';
import { openDatabase } from '../platform/db/client';
import { createServerApp } from '../server-app';
import type { RemoteAssets } from '../platform/server/remote-assets';

const workingBundle = `
export const prerenderedPaths = ['/'];
export function renderPublicPage(path, profile) {
  return '<main><h1>' + profile.clinicName + '</h1><p>' + path + '</p></main>';
}
`;

// Counts its renders, so a test can tell a cached page from a fresh one.
const countingBundle = `
export const prerenderedPaths = ['/'];
export function renderPublicPage(path, profile) {
  globalThis.prerenderCount = (globalThis.prerenderCount ?? 0) + 1;
  return '<main><p>' + profile.phone + '</p></main>';
}
`;

// Markup that carries inline elements, as an injection into the rendered content would.
const injectedScript = 'alert(1)';
const injectedStyle = 'body{display:none}';
const injectingBundle = `
export const prerenderedPaths = ['/'];
export function renderPublicPage() {
  return '<main><script>${injectedScript}</script><style>${injectedStyle}</style></main>';
}
`;

const throwingBundle = `
export const prerenderedPaths = ['/'];
export function renderPublicPage() {
  throw new Error('render broke');
}
`;

const hostileParking = '</script><script>alert(1)</script>';

describe('prerendering the public home page', () => {
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof createTestSite>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    site = await createTestSite();
    await testApp.db.update(clinicSettings).set({ parkingInfo: hostileParking });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  afterAll(async () => {
    await testApp?.cleanup();
    await site?.cleanup();
  });

  async function serverWithBundle(source: string, remoteAssets?: RemoteAssets, inlineStyles = false) {
    const renderer = await loadPrerenderer(
      await writePrerenderBundle(site.root, source),
      testApp.deps,
      remoteAssets,
      inlineStyles ? site.folders : undefined,
    );
    expect(renderer).toBeTypeOf('function');
    return createServerApp(testApp.deps, site.folders, renderer);
  }

  it('puts the rendered markup inside #root and embeds the profile with < escaped', async () => {
    const app = await serverWithBundle(workingBundle);
    const html = await (await app.request('/')).text();
    expect(html).toContain(
      '<div id="root" data-prerendered="/"><main><h1>Clinique chiropratique Émilie Tremblay</h1><p>/</p></main></div>',
    );
    const embedded = /<script type="application\/json" id="clinic-profile">(.*?)<\/script>/s.exec(html)?.[1];
    expect(embedded).toBeDefined();
    expect(embedded).not.toContain('<');
    expect(embedded).toContain('\\u003c/script>');
    expect(JSON.parse(embedded!)).toMatchObject({
      clinicName: 'Clinique chiropratique Émilie Tremblay',
      parkingInfo: hostileParking,
    });
    expect(html).not.toContain(hostileParking);
  });

  it("asks for the public remote's stylesheets from the head, and preloads no script", async () => {
    const app = await serverWithBundle(workingBundle, { styles: ['/mf/public/routes.css'] });
    const html = await (await app.request('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/mf/public/routes.css">');
    expect(html).not.toContain('rel="preload"');
  });

  it('embeds the agenda as full when the automatic mode finds no free slot', async () => {
    await testApp.db.update(clinicSettings).set({ bookingMode: 'automatic' });
    await testApp.db.update(bookingHours).set({ enabled: false });
    try {
      const app = await serverWithBundle(workingBundle);
      const html = await (await app.request('/')).text();
      const embedded = /<script type="application\/json" id="clinic-profile">(.*?)<\/script>/s.exec(html)?.[1];
      expect(JSON.parse(embedded ?? '{}')).toMatchObject({ agendaFull: true });
    } finally {
      await testApp.db.update(clinicSettings).set({ bookingMode: 'open' });
      for (const day of demoBookingHours) {
        await testApp.db.update(bookingHours).set({ enabled: day.enabled }).where(eq(bookingHours.weekday, day.weekday));
      }
    }
  });

  it('renders `/` once and serves it again while nothing changed, then shows a change made by another instance', async () => {
    const renders = () => (globalThis as { prerenderCount?: number }).prerenderCount ?? 0;
    const app = await serverWithBundle(countingBundle);
    const before = renders();
    expect(await (await app.request('/')).text()).toContain('<p>514 555-0142</p>');
    expect(await (await app.request('/')).text()).toContain('<p>514 555-0142</p>');
    expect(renders() - before).toBe(1);
    const other = openDatabase({ url: testApp.deps.config.databaseUrl });
    try {
      await other.db.update(clinicSettings).set({ phone: '438 555-0199' });
      expect(await (await app.request('/')).text()).toContain('<p>438 555-0199</p>');
      expect(renders() - before).toBe(2);
    } finally {
      await other.db.update(clinicSettings).set({ phone: '514 555-0142' });
      other.close();
    }
  });

  it('inlines the stylesheets of the files this server serves', async () => {
    await writeFile(join(site.folders.remotes.public, 'routes.css'), '.home{color:teal}');
    const app = await serverWithBundle(workingBundle, { styles: ['/mf/public/routes.css'] }, true);
    const html = await (await app.request('/')).text();
    expect(html).toContain('<style>.home{color:teal}</style></head>');
    expect(html).not.toContain('routes.css');
  });

  it('lists the hash of each inlined stylesheet in the Content-Security-Policy of that page, and no unsafe-inline', async () => {
    await writeFile(join(site.folders.remotes.public, 'routes.css'), '.home{color:teal}');
    const app = await serverWithBundle(workingBundle, { styles: ['/mf/public/routes.css'] }, true);
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update('.home{color:teal}').digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("starts the scripts at the first interaction, by an inline loader its page's CSP allows by hash", async () => {
    const app = await serverWithBundle(workingBundle);
    const response = await app.request('/');
    const html = await response.text();
    expect(html).not.toContain('<script defer');
    const loader = interactionLoader([shellAsset]);
    expect(html).toContain(`<script>${loader}</script>`);
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Other pages load their scripts as built, and allow no inline script.
    const other = await app.request('/admin/dashboard');
    expect(other.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('allows by hash only the elements the server wrote, never an inline element of the rendered markup', async () => {
    await writeFile(join(site.folders.remotes.public, 'routes.css'), '.home{color:teal}');
    const app = await serverWithBundle(injectingBundle, { styles: ['/mf/public/routes.css'] }, true);
    const response = await app.request('/');
    expect(await response.text()).toContain(`<script>${injectedScript}</script>`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hashOf(interactionLoader([shellAsset]))};`);
    expect(csp).toContain(`style-src 'self' ${hashOf('.home{color:teal}')};`);
    expect(csp).not.toContain(hashOf(injectedScript));
    expect(csp).not.toContain(hashOf(injectedStyle));
  });

  it('leaves the other paths untouched', async () => {
    const app = await serverWithBundle(workingBundle);
    expect(await (await app.request('/admin/dashboard')).text()).toBe(shellTemplate);
  });

  it('still serves the plain template when the bundle throws', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const warnings = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const app = await serverWithBundle(throwingBundle);
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(shellTemplate);
    expect(String(warnings.mock.calls.at(-1)?.[0])).toContain('prerender failed');
  });

  it('is absent when no bundle was built', async () => {
    expect(await loadPrerenderer(site.root, testApp.deps)).toBeUndefined();
  });
});
