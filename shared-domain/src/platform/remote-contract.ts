// Whether a remote's build keeps a shell's contract (`remoteContract` in ./federation), read from
// the `mf-manifest.json` it wrote. A remote's build checks its own manifest with it
// (shared-ui/build/remote-contract.ts), and the version-skew test checks the manifests of the
// previous release against this commit's contract and this commit's against the previous one.
import { remoteContract } from './federation';
import type { RemoteName } from './routes';

/** The parts of `mf-manifest.json` the contract reads. */
export interface RemoteManifest {
  name: string;
  exposes: { path: string }[];
  shared: { name: string; version?: string; singleton?: boolean; requiredVersion?: string }[];
}

/** A contract as `remoteContract` states it: from this commit, or read from another release's source. */
export type RemoteContract = ReturnType<typeof remoteContract>;

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

/** What `manifest` breaks of `contract`, in words; none when it holds. */
export function contractProblems(contract: RemoteContract, manifest: RemoteManifest): string[] {
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

/** What `manifest` breaks of this commit's contract for `remote`. */
export function remoteContractProblems(remote: RemoteName, manifest: RemoteManifest): string[] {
  return contractProblems(remoteContract(remote), manifest);
}
