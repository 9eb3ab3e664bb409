// The public home page's markup goes into the first HTML response, so search engines and slow
// phones read it before any script runs. mf-public builds a small server bundle for this; the
// markup is rendered here, at serve time, because the practice's details live in the database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { embeddedProfileId, serializeProfile, type ClinicProfile } from 'shared-domain/clinic-profile';
import { loadClinicProfile } from '../clinic/clinic-profile';
import type { AppDeps } from '../deps';
import { logger } from '../logger';
import { assetTags, type RemoteAssets } from './remote-assets';

export type ShellPageRenderer = (template: string, path: string) => Promise<string>;

interface PrerenderBundle {
  prerenderedPaths: string[];
  renderPublicPage(path: string, profile: ClinicProfile): string;
}

const rootElement = '<div id="root"></div>';

/** `deps` gives the practice's details and, through the clock, whether the agenda is full now. */
export async function loadPrerenderer(
  bundleDir: string,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  remoteAssets?: RemoteAssets,
): Promise<ShellPageRenderer | undefined> {
  const entry = join(bundleDir, 'index.js');
  if (!existsSync(entry)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as PrerenderBundle;
  return async (template, path) => {
    if (!bundle.prerenderedPaths.includes(path)) return template;
    try {
      const profile = await loadClinicProfile(deps);
      const markup = bundle.renderPublicPage(path, profile);
      const data = `<script type="application/json" id="${embeddedProfileId}">${serializeProfile(profile)}</script>`;
      const head = remoteAssets ? assetTags(remoteAssets) : '';
      return template
        .replace('</head>', () => `${head}</head>`)
        .replace(rootElement, () => `<div id="root" data-prerendered="${path}">${markup}</div>${data}`);
    } catch (error) {
      // The app still renders in the browser; only the head start is lost.
      logger.warn('prerender failed', { path, error: (error as Error).message });
      return template;
    }
  };
}
