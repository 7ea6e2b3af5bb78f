import { isIPv4, isIPv6 } from 'node:net';

/**
 * IP addresses as numbers: IPv4 as 32 bits, IPv6 as 128 (RFC 5952 when written back). The
 * account service canonicalises whitelist entries with them; the data API matches callers'
 * addresses against the entries.
 */

/** An address as `bits` (32 or 128) and its value; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is its IPv4 address. */
export function parseIpAddress(text: string): { bits: 32 | 128; value: bigint } | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const address = mapped ? mapped[1]! : text;
  if (isIPv4(address)) return { bits: 32, value: parseIPv4(address) };
  if (isIPv6(address)) return { bits: 128, value: parseIPv6(address) };
  return undefined;
}

export function parseIPv4(address: string): bigint {
  return address.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

export function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** Parses a valid (isIPv6) address: `::` compression and an IPv4 tail included. */
export function parseIPv6(address: string): bigint {
  let text = address;
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (ipv4Tail) {
    const tail = parseIPv4(ipv4Tail[1]!);
    text = `${text.slice(0, ipv4Tail.index)}${(tail >> 16n).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

export function formatIPv6(value: bigint): string {
  // RFC 5952 §5: IPv4-mapped addresses keep their dotted tail.
  if (value >> 32n === 0xffffn) return `::ffff:${formatIPv4(value & 0xffffffffn)}`;
  const groups = Array.from({ length: 8 }, (_, index) => Number((value >> BigInt((7 - index) * 16)) & 0xffffn));
  // RFC 5952: compress the longest run (at least two) of zero groups, the first on a tie.
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) [bestStart, bestLength] = [start, end - start];
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
