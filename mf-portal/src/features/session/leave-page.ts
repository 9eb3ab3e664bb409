// A full page load rather than a route change: after signing out nothing the page held in memory
// (the cache, a remote's state) outlives the session. Its own module so tests can watch it.
export function leavePageFor(path: string): void {
  window.location.assign(path);
}
