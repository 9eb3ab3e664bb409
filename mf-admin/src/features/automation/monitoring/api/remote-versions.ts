// The remotes' deployed versions as the shell reads them: the shell registers each remote
// from /remotes.json (shared-domain/platform/federation; without it, the manifests on this server), and each
// remote's Module Federation manifest (`mf-manifest.json`) says which build it is
// (`metaData.buildInfo.buildVersion`). The same files are read here, as the browser would; a file
// that does not answer leaves the version unknown, never the page broken.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RemotesDocument, remotesDocument } from 'shared-domain/platform/federation';
import type { RemoteName } from 'shared-domain/platform/routes';

export interface RemoteVersion {
  name: RemoteName;
  /** The manifest's address, as the shell resolves it against the page. */
  url: string;
  /** Its build version, or null when the manifest says none or cannot be read. */
  version: string | null;
}

const isRemotesDocument = (value: unknown): value is RemotesDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as RemotesDocument).remotes);

async function readJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** `metaData.buildInfo.buildVersion` of a manifest, if it is a non-empty string. */
export function manifestVersion(manifest: unknown): string | null {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | undefined)?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version.trim() !== '' ? version : null;
}

export async function readRemoteVersions(page: string = window.location.href): Promise<RemoteVersion[]> {
  const answer = await readJson(new URL('/remotes.json', page).href);
  const remotes = (isRemotesDocument(answer) ? answer : remotesDocument()).remotes;
  return Promise.all(
    remotes.map(async (remote) => {
      const url = new URL(remote.entry, page).href;
      return { name: remote.name, url, version: manifestVersion(await readJson(url)) };
    }),
  );
}

// Under 'admin' like every back-office key (query-keys.ts).
export const remoteVersionsKey = ['admin', 'monitoring', 'remote-versions'] as const;

export const remoteVersionsQueryOptions = () => queryOptions({ queryKey: remoteVersionsKey, queryFn: () => readRemoteVersions() });

export const useRemoteVersions = () => useQuery(remoteVersionsQueryOptions());
