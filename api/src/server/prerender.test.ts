import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoBookingHours } from '../db/demo-clinic';
import { bookingHours, clinicSettings } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestSite, shellTemplate, writePrerenderBundle } from '../testing/test-site';
import { loadPrerenderer } from './prerender';
import { createServerApp } from './server-app';
import type { RemoteAssets } from './remote-assets';

const workingBundle = `
export const prerenderedPaths = ['/'];
export function renderPublicPage(path, profile) {
  return '<main><h1>' + profile.clinicName + '</h1><p>' + path + '</p></main>';
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

  async function serverWithBundle(source: string, remoteAssets?: RemoteAssets) {
    const renderer = await loadPrerenderer(await writePrerenderBundle(site.root, source), testApp.deps, remoteAssets);
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
    expect(JSON.parse(embedded!)).toMatchObject({ clinicName: 'Clinique chiropratique Émilie Tremblay', parkingInfo: hostileParking });
    expect(html).not.toContain(hostileParking);
  });

  it("asks for the public remote's stylesheets and preloads its scripts from the head", async () => {
    const app = await serverWithBundle(workingBundle, { styles: ['/mf/public/routes.css'], scripts: ['/mf/public/entry.js'] });
    const html = await (await app.request('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/mf/public/routes.css">');
    expect(head).toContain('<link rel="preload" as="script" href="/mf/public/entry.js">');
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
