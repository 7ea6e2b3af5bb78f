import { isIP as nodeIsIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isIpEntry } from './ip-entry';
import { isIP } from './is-ip';

describe('IP whitelist entries', () => {
  it.each([
    // IPv4, IPv6 and CIDR ranges of both
    ['203.0.113.7', true],
    ['0.0.0.0/0', true],
    ['10.0.0.0/8', true],
    ['2001:db8::1', true],
    ['::1', true],
    ['2001:db8::/32', true],
    ['::ffff:192.0.2.1', true],
    [' 1.2.3.4 ', true],
    // anything else
    ['', false],
    ['localhost', false],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4/33', false],
    ['1.2.3.4/', false],
    ['1.2.3.4/8/8', false],
    ['2001:db8::/129', false],
    ['2001:::1', false],
    ['01.2.3.4x', false],
    ['abc', false],
    ['fe80::1%eth0', false],
  ])('%j is a valid entry: %s', (entry, isAccepted) => {
    expect(isIpEntry(entry)).toBe(isAccepted);
  });

  it('agrees with node:net on addresses', () => {
    const samples = [
      '1.1.1.1',
      '01.1.1.1',
      '255.255.255.255',
      '::',
      '1::',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7::',
      ':1',
      '1::2::3',
      '::ffff:1.2.3.4',
      '1:2:3:4:5:6:1.2.3.4',
      'g::1',
    ];
    for (const sample of samples) expect(isIP(sample), sample).toBe(nodeIsIP(sample));
  });
});
