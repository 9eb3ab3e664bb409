// The shell's contract with its remotes, for the version-skew test (e2e does not depend on
// shared-domain): this commit's, and the check of a manifest against any release's.
export { remoteContract } from 'shared-domain/platform/federation';
export { contractProblems, type RemoteContract, type RemoteManifest } from 'shared-domain/platform/remote-contract';
