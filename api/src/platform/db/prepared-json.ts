// A JSON answer serialised and gzipped once, then sent as is to every visitor until its data
// changes. The availability of 14 days is ~10 KB: serialising and compressing it on each request
// cost more than reading it (the same lesson as the prerendered home page, server/compressed-page).
import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

export interface PreparedJson<T> {
  /** Only carried for the type: the answer's body is `text`. */
  readonly value?: T;
  readonly text: string;
  readonly gzip: Uint8Array<ArrayBuffer>;
}

export function prepareJson<T>(value: T): PreparedJson<T> {
  const text = JSON.stringify(value);
  return { text, gzip: new Uint8Array(gzipSync(text)) };
}

/** Whether the client takes gzip (and did not refuse it with `q=0`). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    return coding === 'gzip' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * Sends `prepared` with status 200, gzipped when the client takes it (the `compress()`
 * middleware leaves an encoded answer alone). Typed as `c.json(value)` would be, so the typed
 * client sees the same data type: the body is exactly `JSON.stringify(value)`.
 */
export function sendPreparedJson<T>(c: Context, prepared: PreparedJson<T>): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const headers = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  const response: Response = acceptsGzip(c.req.header('accept-encoding'))
    ? c.body(prepared.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' })
    : c.body(prepared.text, 200, headers);
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
