// Cookie-authenticated writes must come from our own pages (or a configured origin):
// SameSite=Lax already blocks most cross-site posts, this closes the rest.
import type { MiddlewareHandler } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { AppError } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `allowedOrigins` are the only ones trusted (PUBLIC_URL's and CORS_ORIGINS): the request's own
 * URL is built from its `Host` header, which the client writes, so it proves nothing.
 */
export function requireSameOrigin(allowedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin && !allowedOrigins.includes(origin)) {
        throw new AppError(errorCodes.originRejected, errorMessages.originRejected);
      }
    }
    await next();
  };
}
