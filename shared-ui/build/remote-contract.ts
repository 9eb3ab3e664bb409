// The contract between the shell and a remote (shared-domain/platform/federation: `remoteContract`),
// checked on the manifest a remote's build wrote (shared-domain/platform/remote-contract): a remote
// that breaks it fails its own build, before it can be deployed beside shells that expect it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type RemoteManifest, remoteContractProblems } from 'shared-domain/platform/remote-contract';
import type { RemoteName } from 'shared-domain/platform/routes';

export { inCaretRange, type RemoteManifest, remoteContractProblems } from 'shared-domain/platform/remote-contract';

/** Fails a remote's build whose manifest breaks the contract. */
export function pluginRemoteContract(remote: RemoteName): RsbuildPlugin {
  return {
    name: 'clinic:remote-contract',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        for (const environment of Object.values(environments)) {
          const manifest = JSON.parse(readFileSync(join(environment.distPath, 'mf-manifest.json'), 'utf8')) as RemoteManifest;
          const problems = remoteContractProblems(remote, manifest);
          if (problems.length > 0) throw new Error(`The ${remote} remote breaks the shell's contract: ${problems.join('; ')}`);
        }
      });
    },
  };
}
