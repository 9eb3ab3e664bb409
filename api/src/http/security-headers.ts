// Strict headers on every response. Scripts, styles and manifests may also come from the
// origins where remotes are deployed; the map frame is the one third party allowed.
import { secureHeaders } from 'hono/secure-headers';

export const mapFrameOrigins = ['https://www.google.com', 'https://maps.google.com'];

export function securityHeaders(options: { remoteOrigins: string[]; https: boolean }) {
  const self = "'self'";
  const remotes = options.remoteOrigins;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self, ...remotes],
      styleSrc: [self, "'unsafe-inline'", ...remotes],
      imgSrc: [self, 'data:', ...remotes],
      fontSrc: [self, ...remotes],
      connectSrc: [self, ...remotes],
      frameSrc: mapFrameOrigins,
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

/** `https://host:port` of each configured remote manifest URL that is not on this server. */
export function originsOf(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}
