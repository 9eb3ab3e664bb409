// Types of scripts/remote-releases.mjs for the tests that release remotes.
export const releasableRemotes: Record<'mf-public' | 'mf-portal' | 'mf-admin', 'public' | 'portal' | 'admin'>;
export const checksumFile: string;
export const pointerFile: string;
export function remotePackage(name: string): string;
export function checksumProblems(dir: string): string[];
export function makeRelease(options: { remote: string; version: string; from: string; releasesDir: string }): string;
export function publishRelease(options: { remote: string; version: string; releaseDir: string; staticDir: string }): string;
export function manifestPath(remote: string, version: string): string;
export function publishedVersions(staticDir: string, remote: string): string[];
