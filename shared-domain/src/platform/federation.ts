// Module Federation contract between the shell and its remotes. Build configs and the shell's
// runtime both read it, so container names and shared singletons are written once.
import type { RemoteName } from './routes';

/** Container name of each remote, and the one module each exposes: its routes. */
export const remoteContainers: Record<RemoteName, string> = {
  public: 'clinic_public',
  portal: 'clinic_portal',
  admin: 'clinic_admin',
};

export const exposedRoutesModule = './routes';

/** Default manifest locations when everything is served from one origin. */
export const defaultRemoteEntries: Record<RemoteName, string> = {
  public: '/mf/public/mf-manifest.json',
  portal: '/mf/portal/mf-manifest.json',
  admin: '/mf/admin/mf-manifest.json',
};

export interface RemotesDocument {
  remotes: { name: RemoteName; container: string; entry: string }[];
}

/** What `/remotes.json` holds: every remote with the manifest URL the shell should load. */
export function remotesDocument(entries: Partial<Record<RemoteName, string>> = {}): RemotesDocument {
  return {
    remotes: (Object.keys(remoteContainers) as RemoteName[]).map((name) => ({
      name,
      container: remoteContainers[name],
      entry: entries[name] || defaultRemoteEntries[name],
    })),
  };
}

export const sharedLibraries = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.3.0' },
} as const;
// react-router-dom is shared through the `shared-ui/router` module (see that file).

/**
 * Libraries the remotes that use them share when the versions agree, so the back-office and the
 * portal opened in one page download them once. Not singletons: they hold no page-wide state (each
 * remote gives its pages its own QueryClient), so a remote built with an incompatible version loads
 * its own copy instead of failing. The range is the workspace's (package.json). zod is not shared:
 * a shared module is bundled whole (71 KB in brotli) where each remote's tree-shaken copy is 21–23 KB,
 * so every first view would carry 48 KB more to save 22 KB on the second remote of a visit.
 */
export const sharedStatelessLibraries = {
  '@tanstack/react-query': { singleton: false, requiredVersion: '^5.108.0' },
} as const;

/**
 * Workspace modules shared as page-wide singletons: those holding state that must exist once on
 * the page (the router through which every app navigates, the error log every app writes to).
 * The rest of `shared-ui` and `shared-domain` is stateless and is bundled into each app that uses
 * it: tree-shaken, with no request of its own, and each remote runs the exact code it was built
 * and tested with (see docs/decisions/006-react-version-and-stateful-singletons.md).
 */
export const singletonWorkspaceModules = ['shared-ui/router', 'shared-ui/error-log'] as const;

// Workspace packages carry explicit versions: `workspace:*` is not a valid required version.
const workspaceVersion = '0.1.0';

export const workspaceModuleShare = {
  singleton: true,
  version: workspaceVersion,
  requiredVersion: `^${workspaceVersion}`,
} as const;

/**
 * What a remote's build must declare in its manifest for the shell of any release to load it,
 * checked when the remote is built (shared-ui/build/remote-contract.ts): its container's name, the
 * one module it exposes (whose default export is the remote's routes), and each page-wide
 * singleton with the very range the shell asks for. A change here breaks the shells already
 * deployed: it is a new major version of the contract, never a quiet edit.
 */
export function remoteContract(remote: RemoteName) {
  const singletons: Record<string, string> = {};
  for (const [name, share] of Object.entries(sharedLibraries)) singletons[name] = share.requiredVersion;
  for (const name of singletonWorkspaceModules) singletons[name] = workspaceModuleShare.requiredVersion;
  return { container: remoteContainers[remote], exposes: [exposedRoutesModule], singletons };
}
