import { defaultSiteTexts } from 'shared-domain/clinic/default-site-texts';
import type { SiteTexts } from 'shared-domain/clinic/site-texts';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSiteTexts, demoSiteTextStatements } from '../../demo/demo-site-texts';
import { siteTextVersions } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';
import type { SiteTextsView } from './site-text-versions';

const base = '/api/admin/site-texts';
type Published = { version: number; texts: SiteTexts; changed: string[] };

describe('« Textes du site »', () => {
  const testApp = useTestApp();
  let admin: string;
  const call = (cookie: string, path: string, method = 'GET', body?: unknown) =>
    testApp().app.request(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const stored = () => testApp().db.select().from(siteTextVersions);
  const publicTexts = async () =>
    ((await (await testApp().app.request('/api/public/clinic')).json()) as { siteTexts: SiteTexts }).siteTexts;

  /** The audit entries of `action` about the versions now stored (each test starts from the demo's two). */
  const audited = async (action: string) =>
    (await Promise.all((await stored()).map((row) => auditEventsOf(testApp().db, action, row.id)))).flat();

  beforeEach(async () => {
    testApp().clock.set(testNow);
    const member = await staffMemberWithSession(testApp(), 'admin');
    admin = member.cookie;
    await testApp().db.delete(siteTextVersions);
    const [first, ...rest] = demoSiteTextStatements(testApp().db, { clock: testApp().clock, adminId: member.id });
    if (first) await testApp().db.batch([first, ...rest]);
  });

  it('shows the demo clinic’s texts from the database, with the earlier version and the site’s own words', async () => {
    const response = await call(admin, '');
    expect(response.status).toBe(200);
    const view = (await response.json()) as SiteTextsView;
    expect(view.current).toEqual({ version: 2, texts: demoSiteTexts });
    expect(view.original).toEqual(defaultSiteTexts);
    expect(view.versions.map((version) => [version.version, version.restoredFrom])).toEqual([
      [2, null],
      [1, null],
    ]);
    expect(view.versions[0]?.publishedBy).toEqual(expect.any(String));
    expect(await publicTexts()).toEqual(demoSiteTexts);
  });

  it('publishes texts stripped of markup as a new version, seen on the public site at once, audited part by part', async () => {
    const texts: SiteTexts = {
      ...demoSiteTexts,
      hero: { ...demoSiteTexts.hero, focus: 'Des soins <b>doux</b> pour toute la famille<script>alert(1)</script>' },
      faq: [
        { question: 'Stationnement <img src=x onerror=alert(1)>?', answer: 'Gratuit derrière l’édifice.\n\nAccès en poussette.' },
        ...demoSiteTexts.faq,
      ],
    };
    const response = await call(admin, '', 'PUT', texts);
    expect(response.status).toBe(200);
    const published = (await response.json()) as Published;
    expect(published.version).toBe(3);
    expect(published.changed).toEqual(['hero', 'faq']);
    expect(published.texts.hero.focus).toBe('Des soins doux pour toute la famille');
    expect(published.texts.faq[0]).toEqual({ question: 'Stationnement ?', answer: 'Gratuit derrière l’édifice.\n\nAccès en poussette.' });
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.texts).join('')).not.toMatch(/<b>|<script|onerror/);
    expect((await publicTexts()).hero.focus).toBe('Des soins doux pour toute la famille');

    const [entry, ...more] = await audited('settings.site_texts_published');
    expect(more).toEqual([]);
    expect(entry?.details).toEqual({
      version: 3,
      changes: {
        hero: { before: demoSiteTexts.hero, after: published.texts.hero },
        faq: { before: demoSiteTexts.faq, after: published.texts.faq },
      },
    });
    // The same texts again change nothing and write nothing.
    const again = (await (await call(admin, '', 'PUT', published.texts)).json()) as Published;
    expect(again).toMatchObject({ version: 3, changed: [] });
    expect(await stored()).toHaveLength(3);
  });

  it('restores an earlier version, then the site’s own words, each as a new version audited as a restore', async () => {
    const restored = await call(admin, '/restore', 'POST', { version: 1 });
    expect(restored.status).toBe(200);
    expect((await restored.json()) as Published).toMatchObject({ version: 3, texts: defaultSiteTexts, changed: ['contact'] });
    expect(await publicTexts()).toEqual(defaultSiteTexts);
    const [entry] = await audited('settings.site_texts_restored');
    expect(entry?.details).toEqual({
      version: 3,
      restoredFrom: 1,
      changes: { contact: { before: demoSiteTexts.contact, after: defaultSiteTexts.contact } },
    });
    expect(((await (await call(admin, '/restore', 'POST', { version: 2 })).json()) as Published).version).toBe(4);
    expect(await publicTexts()).toEqual(demoSiteTexts);
    const original = (await (await call(admin, '/restore', 'POST', { version: 0 })).json()) as Published;
    expect(original).toMatchObject({ version: 5, texts: defaultSiteTexts });
    const view = (await (await call(admin, '')).json()) as SiteTextsView;
    expect(view.versions.map((version) => [version.version, version.restoredFrom])).toEqual([
      [5, 0],
      [4, 2],
      [3, 1],
      [2, null],
      [1, null],
    ]);
  });

  it('refuses bad input in French beside its field, 4xx, and changes nothing', async () => {
    const before = await stored();
    const cases: [unknown, string, RegExp | string][] = [
      [{ ...demoSiteTexts, hero: { ...demoSiteTexts.hero, focus: '' } }, 'hero.focus', 'Veuillez remplir le champ « Phrase d’accroche »'],
      [
        { ...demoSiteTexts, hero: { ...demoSiteTexts.hero, focus: '<b></b>' } },
        'hero.focus',
        'Veuillez remplir le champ « Phrase d’accroche »',
      ],
      [{ ...demoSiteTexts, hero: { ...demoSiteTexts.hero, focus: 'x'.repeat(161) } }, 'hero.focus', /160 caractères/],
      [{ ...demoSiteTexts, faq: [{ question: 'Question ?', answer: ' ' }] }, 'faq.0.answer', /« Réponse/],
      [{ ...demoSiteTexts, faq: Array.from({ length: 21 }, () => demoSiteTexts.faq[0]) }, 'faq', 'Au plus 20 questions'],
      [{ ...demoSiteTexts, services: { ...demoSiteTexts.services, cards: [] } }, 'services.cards', 'De 1 à 6 services'],
      [{ ...demoSiteTexts, contact: undefined }, 'contact', /./],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(admin, '', 'PUT', body);
      expect(response.status, field).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields?.[field]).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    const unknown = await call(admin, '/restore', 'POST', { version: 9 });
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiErrorBody>(unknown)).error.fields?.version).toBe('Cette version des textes du site n’existe pas.');
    expect((await call(admin, '/restore', 'POST', { version: -1 })).status).toBe(422);
    expect((await call(admin, '', 'PUT', '{"hero":')).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await audited('settings.site_texts_published')).toEqual([]);
  });

  it('previews the texts as they would be published, stripped of markup, without saving', async () => {
    const response = await call(admin, '/preview', 'POST', {
      ...demoSiteTexts,
      hero: { ...demoSiteTexts.hero, lead: 'Une <b>nouvelle</b> présentation <img src=x onerror=alert(1)>' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { texts: SiteTexts }).texts.hero.lead).toBe('Une nouvelle présentation');
    expect(await stored()).toHaveLength(2);
    const refused = await call(admin, '/preview', 'POST', { ...demoSiteTexts, hero: { focus: '', lead: 'x' } });
    expect(refused.status).toBe(422);
  });

  it('is management’s only: a practitioner and the reception are refused, and nothing changes', async () => {
    for (const role of ['practitioner', 'reception'] as const) {
      const { cookie } = await staffMemberWithSession(testApp(), role);
      expect((await call(cookie, '')).status).toBe(403);
      expect((await call(cookie, '', 'PUT', demoSiteTexts)).status).toBe(403);
      expect((await call(cookie, '/preview', 'POST', demoSiteTexts)).status).toBe(403);
      expect((await call(cookie, '/restore', 'POST', { version: 1 })).status).toBe(403);
    }
    expect(await stored()).toHaveLength(2);
  });
});
