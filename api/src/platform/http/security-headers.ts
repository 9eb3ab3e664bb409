// Strict headers on every response, errors and static files included. Scripts, styles and
// manifests may also come from the origins where remotes are deployed; the map frame is the one
// third party allowed. No inline style or script is allowed but the `<style>` and `<script>`
// elements of the page being served, by hash: the handler that builds the page names them with
// `allowInlineElements`.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

declare module 'hono' {
  interface ContextVariableMap {
    /** CSP sources (`'sha256-…'`) of the inline `<style>` and `<script>` elements of the page being answered. */
    inlineHashes: InlineHashes;
  }
}

export const mapFrameOrigins = ['https://www.google.com', 'https://maps.google.com'];

export interface InlineHashes {
  styles: string[];
  scripts: string[];
}

/** Lets the page being answered carry inline `<style>` and `<script>` elements with exactly these hashes. */
export function allowInlineElements(c: Context, hashes: InlineHashes): void {
  c.set('inlineHashes', hashes);
}

function contentSecurityPolicy(remoteOrigins: string[], inline: InlineHashes = { styles: [], scripts: [] }): string {
  const self = "'self'";
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, ...inline.scripts, ...remoteOrigins]],
    ['style-src', [self, ...inline.styles, ...remoteOrigins]],
    ['img-src', [self, 'data:', ...remoteOrigins]],
    ['font-src', [self, ...remoteOrigins]],
    ['connect-src', [self, ...remoteOrigins]],
    ['frame-src', mapFrameOrigins],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function securityHeaders(options: { remoteOrigins: string[]; https: boolean }): MiddlewareHandler {
  const fixed = secureHeaders({
    // Browsers ignore HSTS over http; sending it on a plain-http install would only mislead.
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // Set below, where a response that must load from other origins can keep its own.
    crossOriginResourcePolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  // The policy is written here, not by `secureHeaders`, whose CSP is fixed before the handler
  // runs: a page's inline hashes are only known once it is rendered.
  const basePolicy = contentSecurityPolicy(options.remoteOrigins);
  return async (c, next) => {
    await fixed(c, next);
    const inline = c.get('inlineHashes');
    const hasInline = inline && (inline.styles.length > 0 || inline.scripts.length > 0);
    c.res.headers.set('Content-Security-Policy', hasInline ? contentSecurityPolicy(options.remoteOrigins, inline) : basePolicy);
    // Our JSON and pages are for our own pages; a remote's files say `cross-origin` themselves.
    if (!c.res.headers.has('Cross-Origin-Resource-Policy')) c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  };
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
