// Cookie-authenticated writes must come from our own pages (or a configured origin):
// SameSite=Lax already blocks most cross-site posts, this closes the rest.
import type { MiddlewareHandler } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { AppError } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireSameOrigin(allowedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const own = new URL(c.req.url).origin;
      if (origin && origin !== own && !allowedOrigins.includes(origin)) {
        throw new AppError(errorCodes.originRejected, errorMessages.originRejected);
      }
    }
    await next();
  };
}
