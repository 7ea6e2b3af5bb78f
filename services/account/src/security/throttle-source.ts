import { isIPv6 } from 'node:net';
import { normaliseIpEntry } from './ip-whitelist-entry.ts';

/**
 * The key a client is throttled by: its IPv4 address, or the /64 prefix of its IPv6 address
 * (one subscriber usually holds a whole /64, so per-address keys would be endless). An
 * IPv4-mapped IPv6 address (::ffff:1.2.3.4, as a dual-stack socket reports) is its IPv4 address.
 */
export function throttleSourceOf(ip: string | undefined): string {
  const address = normaliseIpEntry(ip ?? '');
  if (!address) return 'unknown';
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  return normaliseIpEntry(`${address}/64`) ?? 'unknown';
}
