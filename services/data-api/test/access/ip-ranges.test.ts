import { describe, expect, it } from 'vitest';
import { ipRanges } from '../../src/access/ip-ranges.ts';

describe("an API key's IP whitelist", () => {
  it('lets every address in while it is empty', () => {
    expect(ipRanges([]).allows('198.51.100.7')).toBe(true);
    expect(ipRanges([]).allows('2001:db8::1')).toBe(true);
  });

  it('matches single addresses and IPv4 ranges, IPv4-mapped IPv6 included', () => {
    const whitelist = ipRanges(['203.0.113.5', '10.20.0.0/16']);
    expect(whitelist.allows('203.0.113.5')).toBe(true);
    expect(whitelist.allows('::ffff:203.0.113.5')).toBe(true);
    expect(whitelist.allows('203.0.113.6')).toBe(false);
    expect(whitelist.allows('10.20.255.1')).toBe(true);
    expect(whitelist.allows('10.21.0.1')).toBe(false);
  });

  it('matches IPv6 ranges, and never an IPv4 address against them', () => {
    const whitelist = ipRanges(['2001:db8:abcd::/48']);
    expect(whitelist.allows('2001:db8:abcd:12::7')).toBe(true);
    expect(whitelist.allows('2001:db8:abce::1')).toBe(false);
    expect(whitelist.allows('32.1.13.184')).toBe(false);
    expect(ipRanges(['0.0.0.0/0']).allows('2001:db8::1')).toBe(false);
    expect(ipRanges(['::/0']).allows('2001:db8::1')).toBe(true);
  });

  it('refuses what is no address', () => {
    expect(ipRanges(['203.0.113.5']).allows('not-an-ip')).toBe(false);
  });
});
