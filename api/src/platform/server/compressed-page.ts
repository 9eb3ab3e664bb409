// The prerendered home page is served from a cache (`SiteCache`), but compressing its ~45 KB on
// every request cost more than rendering had: `/` served 0.4 of /api/health's throughput with
// gzip, 0.63 without. The cache hands back the very same string while the page is unchanged, so
// its gzip is made once and kept beside it; `compress()` leaves an encoded response alone.
import { gzipSync } from 'node:zlib';

export interface CompressedPage {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** `page(html, acceptEncoding)`: the gzip of `html`, reused while `html` is the same string; none if the client takes no gzip. */
export function compressedPages() {
  let last: { html: string; gzip: Uint8Array<ArrayBuffer> } | undefined;
  return (html: string, acceptEncoding: string | undefined): CompressedPage | undefined => {
    if (!acceptsGzip(acceptEncoding)) return undefined;
    if (last?.html !== html) last = { html, gzip: new Uint8Array(gzipSync(html)) };
    return {
      body: last.gzip,
      headers: { 'Content-Encoding': 'gzip', 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' },
    };
  };
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => coding?.trim() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)));
}
