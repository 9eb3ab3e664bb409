// What the public remote needs to show its pages, read from its Module Federation manifest, so
// the prerendered page can ask for it from the first HTML: its stylesheets (or the prerendered
// markup would appear unstyled) and, preloaded, the scripts the shell will load next.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
}

export interface RemoteAssets {
  styles: string[];
  scripts: string[];
}

export function readRemoteAssets(remoteDir: string, basePath: string): RemoteAssets | undefined {
  const manifestPath = join(remoteDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const url = (file: string) => `${basePath}${file}`;
  const { remoteEntry } = manifest.metaData;
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  const styles = manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
  const scripts = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
  return {
    styles: [...new Set(styles)].map(url),
    scripts: [...new Set([entry, ...scripts])].map(url),
  };
}

export function assetTags(assets: RemoteAssets): string {
  const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...assets.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ].join('');
}
