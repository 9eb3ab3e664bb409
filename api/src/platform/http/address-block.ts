// Whom a rate limit counts as one client. An IPv4 address is one client; an IPv6 client is
// usually given a whole /64 (often a /56 or more) and can pick a new address in it for every
// request, so IPv6 addresses are counted per /64 network.
import { isIPv4, isIPv6 } from 'node:net';

/** The hextets of an IPv6 address, each as 4 lower-case hex digits (8 of them). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 (`::ffff:1.2.3.4`) stands for the last two hextets.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups].map((group) => group.padStart(4, '0'));
}

/**
 * The key a rate limit counts `address` under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address, as dual-stack sockets report IPv4 clients), an IPv6 address as its
 * /64 network (`2001:0db8:0001:0002::/64`), anything else unchanged.
 */
export function addressBlock(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  // A zone (`fe80::1%eth0`) names a local interface, not a different client.
  const hextets = expandIpv6(address.replace(/%.*$/, ''));
  if (hextets.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff') {
    const [high, low] = hextets.slice(6).map((group) => Number.parseInt(group, 16)) as [number, number];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets.slice(0, 4).join(':')}::/64`;
}
