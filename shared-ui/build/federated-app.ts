// One Rsbuild configuration for the shell and the three remotes, so that shared singletons,
// ports and output rules cannot drift between them.
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfigSyncFn } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  exposedRoutesModule,
  remoteContainers,
  sharedLibraries,
  sharedStatelessLibraries,
  singletonWorkspaceModules,
  workspaceModuleShare,
} from 'shared-domain/platform/federation';
import type { RemoteName } from 'shared-domain/platform/routes';
import { federationRuntimeAliases } from './federation-runtime-modules';
import { pluginPrecompress } from './precompress';
import { pluginRemoteContract } from './remote-contract';

export const devPorts = {
  shell: 3000,
  api: 3001,
  public: 3011,
  portal: 3012,
  admin: 3013,
} as const;

function sharedModules() {
  const modules = Object.fromEntries(singletonWorkspaceModules.map((module) => [module, workspaceModuleShare]));
  return { ...sharedLibraries, ...sharedStatelessLibraries, ...modules };
}

// The federation runtime (about 30 KB compressed) is shipped once, by the shell, and used by the
// remotes' entries. A remote run on its own in development brings its own.
function federationOptions(remote: RemoteName | undefined, command: string) {
  const optimization = { target: 'web' as const };
  if (!remote) {
    return {
      name: 'clinic_shell',
      remotes: {},
      shared: sharedModules(),
      dts: false,
      experiments: { provideExternalRuntime: true, optimization },
    };
  }
  return {
    name: remoteContainers[remote],
    exposes: { [exposedRoutesModule]: './src/routes.tsx' },
    shared: sharedModules(),
    dts: false,
    // A remote loads no other remote: it needs no snapshot (manifest) handling of its own.
    experiments: {
      externalRuntime: command === 'build',
      optimization: { ...optimization, disableSnapshot: true },
    },
  };
}

interface FederatedAppOptions {
  /** The remote this build is; leave out for the shell (the host). */
  remote?: RemoteName;
  title: string;
}

export function defineFederatedApp({ remote, title }: FederatedAppOptions): RsbuildConfigSyncFn {
  const port = remote ? devPorts[remote] : devPorts.shell;
  return defineConfig(({ command }) => ({
    // A build's files leave with their brotli and gzip beside them (./precompress.ts).
    // A remote's build also checks its manifest against the shell's contract (./remote-contract.ts).
    plugins: [
      pluginReact(),
      pluginModuleFederation(federationOptions(remote, command)),
      ...(remote ? [pluginRemoteContract(remote)] : []),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.tsx' } },
    html: {
      title,
      template: fileURLToPath(new URL('./index.html', import.meta.url)),
      favicon: fileURLToPath(new URL('./favicon.svg', import.meta.url)),
      meta: { description: title },
    },
    output: {
      // Remotes resolve their chunks from wherever their manifest is served, so one build can be
      // deployed on any origin or path. The shell is always served from the root.
      assetPrefix: remote ? 'auto' : '/',
      // Only a build replaces dist/: a dev server must not wipe what `npm start` serves.
      cleanDistPath: command === 'build',
      // SOURCE_MAP=1 keeps source maps, to attribute the bundles' bytes to their sources.
      sourceMap: { js: process.env.SOURCE_MAP ? 'source-map' : false },
    },
    resolve: { alias: federationRuntimeAliases() },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    server: {
      port,
      strictPort: true,
      cors: remote ? { origin: '*' } : false,
      historyApiFallback: true,
      // A remote run on its own still reaches the API; the shell also needs /remotes.json.
      proxy: {
        '/api': `http://localhost:${devPorts.api}`,
        ...(remote ? {} : { '/remotes.json': `http://localhost:${devPorts.api}` }),
      },
    },
    // Lazy compilation's proxy chunks are fetched by a path the federated remotes' dev servers do
    // not serve (the hot update fails on the first dynamic import), so everything compiles upfront.
    dev: { assetPrefix: remote ? `http://localhost:${port}/` : '/', lazyCompilation: false },
  }));
}
