import { isIPv4, isIPv6 } from 'node:net';

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

function parseIPv4(address: string): bigint {
  return address.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** Parses a valid (isIPv6) address: `::` compression and an IPv4 tail included. */
function parseIPv6(address: string): bigint {
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

function formatIPv6(value: bigint): string {
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
