import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

// A push link is an address a shopkeeper typed in, and the server sends to it: without a guard it could be pointed
// at the server's own network (a database, a metadata service). It is checked when the link is bound (the literal
// and what the name resolves to then) and again, every address the link resolves to, when the connection is made,
// so a name that later resolves elsewhere is caught too.

const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
// IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 subnets by BlockList itself.
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class InternalAddressError extends Error {
  constructor(host: string) {
    super(`push link ${host} resolves to an internal address`);
  }
}

/** A host given as an address literal is never looked up: it is checked here before connecting. */
export function refuseInternalLiteral(hostname: string): void {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isInternalAddress(bare)) throw new InternalAddressError(hostname);
}

/** `lookup` for http(s).request that fails when any address of the name is internal. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    if (!addresses.length || addresses.some((a) => isInternalAddress(a.address)))
      return callback(new InternalAddressError(hostname), '', 0);
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/** How long binding waits for a name to resolve; past it, the check when sending stands guard alone. */
const BIND_LOOKUP_MS = 3_000;

/**
 * Whether a link's host is an internal address literal, or a name that resolves to one now. A name that does not
 * resolve (or not in time) is not refused here: the check when sending still holds.
 */
export async function pointsInward(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return isInternalAddress(bare);
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    dns.promises.lookup(bare, { all: true }).catch(() => []),
    new Promise<dns.LookupAddress[]>((resolve) => (timer = setTimeout(() => resolve([]), BIND_LOOKUP_MS))),
  ]);
  clearTimeout(timer);
  return addresses.some((a) => isInternalAddress(a.address));
}
