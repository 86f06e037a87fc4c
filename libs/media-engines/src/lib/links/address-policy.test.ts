import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

describe('isPublicAddress', () => {
  it.each([
    // IPv4 ranges that are not the internet.
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['127.0.0.1', false],
    ['127.0.0.2', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.0.0.8', false],
    ['192.0.2.1', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['198.19.255.255', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['224.0.0.251', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    // Their public neighbours.
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['192.0.1.1', true],
    ['192.169.0.1', true],
    ['198.20.0.1', true],
    ['223.255.255.255', true],
    // IPv6.
    ['::', false],
    ['::1', false],
    ['fc00::1', false],
    ['fd12:3456:789a::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['febf::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['100::1', false],
    ['2001:db8::1', false],
    ['2001::1', false],
    ['3fff::1', false],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    ['[2606:4700:4700::1111]', true],
    // IPv6 forms of IPv4 addresses, judged by the IPv4 address.
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::FFFF:169.254.169.254', false],
    ['::ffff:10.1.2.3', false],
    ['::ffff:8.8.8.8', true],
    ['::127.0.0.1', false],
    ['::8.8.8.8', true],
    ['::ffff:0:127.0.0.1', false],
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::8.8.8.8', true],
    ['64:ff9b:1::8.8.8.8', false],
    ['2002:7f00:1::', false],
    ['2002:c0a8:101::1', false],
    ['2002:808:808::1', true],
    // Not addresses at all.
    ['localhost', false],
    ['', false],
    ['1.2.3', false],
    ['01.2.3.4', false],
    ['::ffff:1.2.3.4.5', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  const ipv4 = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
    .map((parts) => parts.join('.'));
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16);

  it('judges an IPv4-mapped address as the IPv4 address it maps, in every spelling', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
        const expected = isPublicAddress(address);
        for (const form of [
          `::ffff:${address}`,
          `::ffff:${hex(a, b)}:${hex(c, d)}`,
          `0:0:0:0:0:ffff:${address}`,
          `64:ff9b::${address}`,
          `2002:${hex(a, b)}:${hex(c, d)}::1`,
        ]) {
          expect(isPublicAddress(form), form).toBe(expected);
        }
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof isPublicAddress(text)).toBe('boolean');
      }),
    );
  });
});
