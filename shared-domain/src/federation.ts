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
  react: { singleton: true, requiredVersion: '^18.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^18.3.0' },
  'react-dom/': { singleton: true, requiredVersion: '^18.3.0' },
} as const;
// react-router-dom is shared through the `shared-ui/router` module (see that file).

/** The workspace packages whose modules are shared one by one (`shared-ui/Button`, …). */
export const sharedWorkspacePackages = ['shared-ui', 'shared-domain'] as const;

// Workspace packages carry explicit versions: `workspace:*` is not a valid required version.
const workspaceVersion = '0.1.0';

export const workspaceModuleShare = { singleton: true, version: workspaceVersion, requiredVersion: `^${workspaceVersion}` } as const;
