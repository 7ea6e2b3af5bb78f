import { isIPv4, isIPv6 } from 'node:net';
import { formatIPv4, formatIPv6, parseIPv4, parseIPv6 } from '@matchwire/kit/ip-address';

/**
 * Validates an IP whitelist entry and returns its canonical form, or undefined when invalid.
 * Accepts an IPv4 or IPv6 address or a CIDR range with a valid prefix length. Host bits of a
 * range are cleared (10.0.0.5/24 → 10.0.0.0/24), a full-length prefix is dropped
 * (1.2.3.4/32 → 1.2.3.4) and IPv6 is written per RFC 5952, so equal ranges compare equal.
 */
export function normaliseIpEntry(input: string): string | undefined {
  const parts = input.trim().split('/');
  if (parts.length > 2) return undefined;
  const [address = '', prefixText] = parts;
  // Zone ids (fe80::1%eth0) name a local interface, meaningless for a remote client.
  if (address.includes('%')) return undefined;
  const bits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (bits === 0) return undefined;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^(0|[1-9]\d{0,2})$/.test(prefixText)) return undefined;
    prefix = Number(prefixText);
    if (prefix > bits) return undefined;
  }
  const value = bits === 32 ? parseIPv4(address) : parseIPv6(address);
  const hostBits = BigInt(bits - prefix);
  const network = (value >> hostBits) << hostBits;
  const text = bits === 32 ? formatIPv4(network) : formatIPv6(network);
  return prefix === bits ? text : `${text}/${prefix}`;
}
