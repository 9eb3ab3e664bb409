// A build folder may hold files nobody meant to publish (an `.env`, a `.git/` folder, an editor's
// swap file): any path with a segment that starts with a dot is answered 404 before the static
// handlers look at the disk. `/.well-known/` at the root stays servable (security.txt, RFC 8615).
import type { MiddlewareHandler } from 'hono';

const hiddenSegment = /(^|\/)\./;
const wellKnown = '/.well-known/';

function isHiddenPath(path: string): boolean {
  const rest = path.startsWith(wellKnown) ? path.slice(wellKnown.length) : path;
  return hiddenSegment.test(rest);
}

export function refuseHiddenFiles(): MiddlewareHandler {
  return async (c, next) => {
    // `c.req.path` is already percent-decoded, so `/%2eenv` is seen as `/.env`.
    if (isHiddenPath(c.req.path)) return c.text('Introuvable', 404);
    await next();
  };
}
