// Asked for as soon as the first script runs, in parallel with the bootstrap chunks. This module
// must stay free of shared packages: it loads before the federation runtime is ready.
export const remotesRequest: Promise<unknown> = fetch('/remotes.json', { cache: 'no-cache' }).then(
  (response) => (response.ok ? response.json() : undefined),
  () => undefined,
);
