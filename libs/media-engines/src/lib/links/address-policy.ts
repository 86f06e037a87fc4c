import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Whether the guard may connect to an address: `true` lets it through. The default,
 * `isPublicAddress`, keeps links away from the server's own networks.
 */
export type AddressPolicy = (address: string) => boolean;

/**
 * IPv4 ranges that are not the public internet (IANA's special-purpose registry): a link into
 * any of them would let a user make the server read its own network (SSRF).
 */
const NON_PUBLIC_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, often a cloud's internal network
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: cloud metadata services (169.254.169.254) live here
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // retired 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (broadcast)
];

/**
 * IPv6 ranges inside global unicast (2000::/3) that are still not the public internet. Anything
 * outside 2000::/3 (::, ::1, fc00::/7, fe80::/10, fec0::/10, ff00::/8, 100::/64, ...) is refused
 * as a whole, except the forms that carry an IPv4 address, which are judged by that address.
 */
const NON_PUBLIC_IPV6_IN_GLOBAL: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) among them
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

const ipv4Blocked = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) ipv4Blocked.addSubnet(network, prefix, 'ipv4');
const ipv6Blocked = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV6_IN_GLOBAL) {
  ipv6Blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an IP address (v4 or v6, as DNS or a URL gives it) is on the public internet. Never
 * throws: anything that is not an address is not public.
 *
 * IPv6 forms that lead to an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d,
 * NAT64 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::) are judged by that address, so that
 * ::ffff:127.0.0.1 is the loopback it reaches.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(bare)) return !ipv4Blocked.check(bare, 'ipv4');
  // A zone (fe80::1%eth0) only exists on link-local addresses.
  if (bare.includes('%') || !isIPv6(bare)) return false;
  const words = ipv6Words(bare);
  const embedded = embeddedIpv4(words);
  if (embedded !== undefined) return embedded !== null && isPublicAddress(embedded);
  // Global unicast is 2000::/3: the first three bits are 001.
  if (((words[0] ?? 0) & 0xe000) !== 0x2000) return false;
  return !ipv6Blocked.check(bare, 'ipv6');
}

/**
 * The IPv4 address an IPv6 address stands for, `null` for a translation range that can reach no
 * public address, `undefined` when it is a plain IPv6 address.
 */
function embeddedIpv4(words: readonly number[]): string | null | undefined {
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const low = dotted(w6, w7);
  const zeroTo = (n: number) => words.slice(0, n).every((word) => word === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated); :: and ::1 are not these.
  if (zeroTo(5) && w5 === 0xffff) return low;
  if (zeroTo(6) && (w6 !== 0 || w7 > 1)) return low;
  // ::ffff:0:a.b.c.d (SIIT translated).
  if (zeroTo(4) && w4 === 0xffff && w5 === 0) return low;
  // NAT64 well-known prefix 64:ff9b::/96; 64:ff9b:1::/48 is for local networks only.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return low;
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return null;
  // 6to4: 2002:aabb:ccdd::/48 carries a.b.c.d in its second and third words.
  if (w0 === 0x2002) return dotted(w1, w2);
  return undefined;
}

function dotted(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit words of a valid IPv6 address (checked by isIPv6 before). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail stands for the last two words.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)));
  const first = parse(head);
  if (rest === undefined) return first;
  const last = parse(rest);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}
