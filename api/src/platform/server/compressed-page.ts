// The prerendered pages are served from a cache (`SiteCache`), but compressing their ~45 KB on
// every request cost more than rendering had: `/` served 0.4 of /api/health's throughput with
// gzip, 0.63 without. The cache hands back the very same string while a page is unchanged, so its
// brotli and gzip are made once and kept beside it; `compress()` leaves an encoded response alone.
// The pages hold the clinic's data, so they cannot be compressed at build time like the assets
// (shared-ui/build/precompress.ts): brotli at its highest level takes tens of milliseconds, so it
// runs on libuv's threads, never on the one that answers requests.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

export type ContentCoding = 'br' | 'gzip';

export interface CompressedPage {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

interface Compressions {
  br?: Promise<Uint8Array<ArrayBuffer>>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** The pages kept compressed: the few prerendered ones and the shell's template, with room to spare. */
const pagesKept = 16;

/**
 * `page(html, acceptEncoding)`: `html` in brotli if the client takes it, else in gzip, each made
 * once while `html` is the same string; none if the client takes neither.
 */
export function compressedPages() {
  const pages = new Map<string, Compressions>();
  return async (html: string, acceptEncoding: string | undefined): Promise<CompressedPage | undefined> => {
    const coding = preferredCoding(acceptEncoding);
    if (!coding) return undefined;
    let compressions = pages.get(html);
    if (!compressions) {
      compressions = {};
      pages.set(html, compressions);
      // The oldest page goes first: a page the cache rendered again is a new string.
      if (pages.size > pagesKept) pages.delete(pages.keys().next().value as string);
    }
    let body: Uint8Array<ArrayBuffer>;
    if (coding === 'br') {
      compressions.br ??= brotliAsync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }).then((bytes) => new Uint8Array(bytes));
      body = await compressions.br;
    } else {
      compressions.gzip ??= new Uint8Array(gzipSync(html));
      body = compressions.gzip;
    }
    return {
      body,
      headers: { 'Content-Encoding': coding, 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' },
    };
  };
}

/** Brotli when the client takes it, else gzip, else none (a coding with `q=0` is refused). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
