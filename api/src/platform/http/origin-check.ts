// Cookie-authenticated writes must come from our own pages (or a configured origin):
// SameSite=Lax already blocks most cross-site posts, this closes the rest.
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import { AppError } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * Outside production, the addresses the server on `port` answers at on this machine:
 * loopback by name and number, and each address of its own network interfaces (a phone
 * on the same network opens those). Link-local IPv6 needs a zone the browser cannot put in an
 * origin, so it is left out. Read again on each call: the machine's addresses change (Wi-Fi, VPN).
 */
export function developmentOrigins(port: number, interfaces: Interfaces = networkInterfaces()): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const info of Object.values(interfaces).flat()) {
    if (!info) continue;
    const v6 = info.family === 'IPv6' || (info.family as unknown) === 6;
    if (v6 && /^fe80:/i.test(info.address)) continue;
    hosts.add(v6 ? `[${info.address}]` : info.address);
  }
  return [...hosts].map((host) => `http://${host}:${port}`);
}

/**
 * `allowedOrigins` are the only ones trusted (PUBLIC_URL's and CORS_ORIGINS): the request's own
 * URL is built from its `Host` header, which the client writes, so it proves nothing. Outside
 * production, `developmentPort` also trusts this machine's own addresses on the server's port
 * (`developmentOrigins`): opening the product at 127.0.0.1 or from a phone then works; another
 * site, or another port of this machine, is still refused.
 */
export function requireSameOrigin(
  allowedOrigins: string[],
  options: { developmentPort?: number; interfaces?: () => Interfaces } = {},
): MiddlewareHandler {
  const { developmentPort, interfaces = networkInterfaces } = options;
  const trusted = (origin: string) =>
    allowedOrigins.includes(origin) ||
    (developmentPort !== undefined && developmentOrigins(developmentPort, interfaces()).includes(origin));
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin && !trusted(origin)) {
        throw new AppError(errorCodes.originRejected, errorMessages.originRejected);
      }
    }
    await next();
  };
}
