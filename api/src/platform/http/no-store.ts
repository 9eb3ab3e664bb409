// Answers that carry personal data (or say whether a session exists) must stay out of browser
// and proxy caches: a shared computer's history or a corporate proxy would otherwise keep them.
// Set after the handler, so refusals that `handleError` wrote carry it too.
import type { MiddlewareHandler } from 'hono';

export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
