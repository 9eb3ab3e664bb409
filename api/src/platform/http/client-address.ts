// Who is asking, for rate limits (DESIGN §5). Behind trusted proxies each one appends the address
// it received the request from to `X-Forwarded-For`, after whatever the client wrote there: only
// the last `proxyHops` entries are the proxies' word, so the client is the `proxyHops`-th from the
// right. Anything further left was written by the client and is never read.
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * An address as a proxy may write it — `203.0.113.7`, `203.0.113.7:4711`, `2001:db8::1`,
 * `[2001:db8::1]:4711` — without brackets or port; undefined when it is not an IP address.
 */
function parseAddress(entry: string): string | undefined {
  const text = entry.trim();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  const withoutPort = bracketed ? bracketed[1] : /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)?.[1];
  const address = withoutPort ?? text;
  return isIP(address) ? address : undefined;
}

function connectingAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket behind the request (app.request in tests, other runtimes).
    return 'unknown';
  }
}

/**
 * The client's address: the connecting one, or with `proxyHops` trusted proxies the one the
 * outermost proxy appended to `X-Forwarded-For`. When that entry is not an address (a proxy that
 * misbehaves), the connecting address is used: never a value the client could have chosen.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    // Repeated headers arrive joined with commas, in order, so the last entries stay the proxies'.
    const entries = c.req.header('x-forwarded-for')?.split(',');
    // Fewer entries than proxies: the request did not come through all of them, and no entry
    // can be told apart from one the client wrote.
    const entry = entries && entries.length >= proxyHops ? entries[entries.length - proxyHops] : undefined;
    const address = entry === undefined ? undefined : parseAddress(entry);
    if (address) return address;
  }
  return connectingAddress(c);
}
