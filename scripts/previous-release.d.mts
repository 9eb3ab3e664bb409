// Types of scripts/previous-release.mjs for the version-skew test.
type RemoteName = 'public' | 'portal' | 'admin';

export interface PreviousRelease {
  commit: string;
  version: string;
  /** Each remote's contract as the previous shell states it (`remoteContract`). */
  contracts: Record<RemoteName, { container: string; exposes: string[]; singletons: Record<string, string> }>;
  /** Holds `shell/`, `mf-public/`, `mf-portal/` and `mf-admin/`: each one's build. */
  dir: string;
}

export const builtPackages: string[];
export function previousCommit(): string;
export function previousRelease(options?: { quiet?: boolean }): PreviousRelease;
