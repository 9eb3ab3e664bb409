// The contract between the shell and a remote (shared-domain/platform/federation: `remoteContract`),
// checked on the manifest a remote's build wrote: a remote that breaks it fails its own build,
// before it can be deployed beside shells that expect it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { remoteContract } from 'shared-domain/platform/federation';
import type { RemoteName } from 'shared-domain/platform/routes';

/** The parts of `mf-manifest.json` the contract reads. */
export interface RemoteManifest {
  name: string;
  exposes: { path: string }[];
  shared: { name: string; version?: string; singleton?: boolean; requiredVersion?: string }[];
}

/** Whether `version` (x.y.z) is in a caret range `^x.y.z`: the same major, and not older. */
export function inCaretRange(version: string, range: string): boolean {
  const parse = (text: string) => text.split('.').map(Number);
  if (!range.startsWith('^')) return false;
  const [major, minor = 0, patch = 0] = parse(range.slice(1));
  const [vMajor, vMinor = 0, vPatch = 0] = parse(version);
  if ([major, minor, patch, vMajor, vMinor, vPatch].some((part) => part === undefined || Number.isNaN(part))) return false;
  if (vMajor !== major) return false;
  return vMinor > minor || (vMinor === minor && vPatch >= patch);
}

/** What `manifest` breaks of `remote`'s contract, in words; none when it holds. */
export function remoteContractProblems(remote: RemoteName, manifest: RemoteManifest): string[] {
  const contract = remoteContract(remote);
  const problems: string[] = [];
  if (manifest.name !== contract.container) problems.push(`container "${manifest.name}" instead of "${contract.container}"`);
  const exposed = manifest.exposes.map((expose) => expose.path).sort();
  if (exposed.join() !== [...contract.exposes].sort().join())
    problems.push(`exposes ${exposed.join(', ') || 'nothing'} instead of ${contract.exposes.join(', ')}`);
  for (const [name, range] of Object.entries(contract.singletons)) {
    const shared = manifest.shared.find((candidate) => candidate.name === name);
    // React is the page's one copy: a remote that did not share it would bring a second one.
    if (!shared) {
      if (name === 'react' || name === 'react-dom') problems.push(`does not share ${name}`);
      continue;
    }
    if (shared.singleton !== true) problems.push(`${name} is not shared as a singleton`);
    if (shared.requiredVersion !== range) problems.push(`${name} asks for ${shared.requiredVersion ?? 'no range'} instead of ${range}`);
    if (shared.version !== undefined && !inCaretRange(shared.version, range))
      problems.push(`${name} ${shared.version} is outside the contract's ${range}`);
  }
  return problems;
}

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
