// The public home page's markup goes into the first HTML response, so search engines and slow
// phones read it before any script runs. mf-public builds a small server bundle for this; the
// markup is rendered here, at serve time, because the practice's details live in the database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { embeddedProfileId, serializeProfile, type ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { loadClinicProfile } from '../clinic/clinic-profile';
import { isAgendaFull } from '../scheduling/booking/agenda-full';
import type { AppDeps } from '../deps';
import { logger } from '../logger';
import { SiteCache } from '../platform/site-cache/SiteCache';
import { inlineStylesheets } from '../platform/server/prerender-styles';
import { scriptsOnInteraction } from '../platform/server/scripts-on-interaction';
import { assetTags, type RemoteAssets } from '../platform/server/remote-assets';
import { shellPage, type ShellPage, type ShellPageRenderer, withContent } from '../platform/server/shell-page';
import type { SiteFolders } from '../platform/server/static-site';

interface PrerenderBundle {
  prerenderedPaths: string[];
  renderPublicPage(path: string, profile: ClinicProfile): string;
}

const rootElement = '<div id="root"></div>';

/**
 * `deps` gives the practice's details and, through the clock, whether the agenda is full now.
 * With `siteFolders` (the files this server serves), the page's stylesheets are inlined.
 */
export async function loadPrerenderer(
  bundleDir: string,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  remoteAssets?: RemoteAssets,
  siteFolders?: SiteFolders,
): Promise<ShellPageRenderer | undefined> {
  const entry = join(bundleDir, 'index.js');
  if (!existsSync(entry)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as PrerenderBundle;
  // Rendering costs several times what serving the result does: a page is rendered again only
  // when what it shows may have changed. The server passes the one template it read at start.
  const pages = new SiteCache<ShellPage>();

  async function renderPage(template: string, path: string, pinned: Pick<AppDeps, 'db' | 'clock'>): Promise<ShellPage> {
    const profile = await loadClinicProfile(pinned, isAgendaFull);
    const markup = bundle.renderPublicPage(path, profile);
    const data = `<script type="application/json" id="${embeddedProfileId}">${serializeProfile(profile)}</script>`;
    // No script preloads: the scripts would arrive before the first paint and hold it back in
    // Lighthouse's model of a phone (LCP 1.6-1.8 s with them, 1.3 s without, decision 004); they
    // are not needed to read the page, only to take it over a little sooner.
    const head = remoteAssets ? assetTags(remoteAssets) : '';
    const page = template.replace('</head>', () => `${head}</head>`);
    // Hashed here, once per render (the cache hands the same page to every request), before the
    // markup goes in: the CSP allows the template's elements, the stylesheets inlined from the
    // build's files and the loader, never an element of what was rendered from the clinic's data.
    const frame = shellPage(scriptsOnInteraction(siteFolders ? inlineStylesheets(page, siteFolders) : page));
    return withContent(frame, rootElement, `<div id="root" data-prerendered="${path}">${markup}</div>${data}`);
  }

  return async (template, path) => {
    if (!bundle.prerenderedPaths.includes(path)) return template;
    try {
      return await pages.get(deps, path, (pinned) => renderPage(template.html, path, pinned));
    } catch (error) {
      // The app still renders in the browser; only the head start is lost.
      logger.warn('prerender failed', { path, error: (error as Error).message });
      return template;
    }
  };
}
