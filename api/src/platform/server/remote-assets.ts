// The public remote's stylesheets, read from its Module Federation manifest, so the prerendered
// page carries them from the first HTML (or its markup would appear unstyled). Its scripts are not
// preloaded: they would hold the first paint back on a phone (decision 004).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  exposes: { assets: { css: { sync: string[]; async: string[] } } }[];
}

export interface RemoteAssets {
  styles: string[];
}

export function readRemoteAssets(remoteDir: string, basePath: string): RemoteAssets | undefined {
  const manifestPath = join(remoteDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const styles = manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
  return { styles: [...new Set(styles)].map((file) => `${basePath}${file}`) };
}

export function assetTags(assets: RemoteAssets): string {
  const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
}
