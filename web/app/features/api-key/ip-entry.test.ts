import { isIP as nodeIsIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isIpEntry } from './ip-entry';
import { isIP } from './is-ip';

describe('IP whitelist entries', () => {
  it('accepts IPv4, IPv6 and CIDR ranges of both', () => {
    for (const ok of [
      '203.0.113.7',
      '0.0.0.0/0',
      '10.0.0.0/8',
      '2001:db8::1',
      '::1',
      '2001:db8::/32',
      '::ffff:192.0.2.1',
      ' 1.2.3.4 ',
    ]) {
      expect(isIpEntry(ok), ok).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'localhost',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4/33',
      '1.2.3.4/',
      '1.2.3.4/8/8',
      '2001:db8::/129',
      '2001:::1',
      '01.2.3.4x',
      'abc',
      'fe80::1%eth0',
    ]) {
      expect(isIpEntry(bad), bad).toBe(false);
    }
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
