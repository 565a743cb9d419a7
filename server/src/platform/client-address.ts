import { isIP } from 'node:net';

/** The proxies whose X-Forwarded-For we believe: exact addresses, or 'loopback' for this machine's. */
export type TrustedProxies = readonly string[];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** '::ffff:10.0.0.1' and '10.0.0.1' are one IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

function isTrusted(address: string, trusted: TrustedProxies): boolean {
  return trusted.some((t) => (t === 'loopback' ? LOOPBACK.has(address) : plain(t) === plain(address)));
}

/**
 * The client's address for rate limits and the audit trail. The TCP peer, unless the peer is a
 * trusted proxy: then X-Forwarded-For is read from the right (each proxy appends the address it
 * saw), skipping trusted proxies, and the first other address is the client. Entries a client
 * wrote itself sit to the left of that and are never reached; a malformed entry ends the walk
 * at the last address we can vouch for.
 */
export function clientAddress(
  peer: string | null,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies,
): string | null {
  if (!peer || !trusted.length || !isTrusted(peer, trusted)) return peer;
  let client = peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break;
    client = plain(hop);
    if (!isTrusted(hop, trusted)) break;
  }
  return client;
}

/**
 * The address a guessing limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one host usually holds a whole /64, and would otherwise get a fresh allowance per address).
 */
export function rateLimitAddress(ip: string | null): string {
  if (!ip) return 'unknown';
  const address = plain(ip);
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
