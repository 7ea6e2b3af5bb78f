import { isIPv4, isIPv6 } from 'node:net';

/**
 * An API key's IP whitelist as ranges to test a caller's address against. Entries arrive
 * canonical from the account service (an address or a CIDR range, IPv4 or IPv6); an IPv4
 * address seen as IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
 */
type TRange = { bits: 32 | 128; network: bigint; prefix: number };

export type TIpRanges = { readonly isOpen: boolean; allows(ip: string): boolean };

export function ipRanges(entries: readonly string[]): TIpRanges {
  const ranges = entries.map(parseRange).filter((range): range is TRange => range !== undefined);
  return {
    // An empty whitelist lets every address in (SPEC.md §3 IP access permission).
    isOpen: entries.length === 0,
    allows(ip) {
      if (entries.length === 0) return true;
      const address = parseAddress(ip);
      if (!address) return false;
      return ranges.some(
        (range) =>
          range.bits === address.bits &&
          address.value >> BigInt(range.bits - range.prefix) === range.network >> BigInt(range.bits - range.prefix),
      );
    },
  };
}

function parseRange(entry: string): TRange | undefined {
  const [addressText = '', prefixText] = entry.split('/');
  const address = parseAddress(addressText);
  if (!address) return undefined;
  const prefix = prefixText === undefined ? address.bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > address.bits) return undefined;
  return { bits: address.bits, network: address.value, prefix };
}

function parseAddress(text: string): { bits: 32 | 128; value: bigint } | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const ip = mapped ? mapped[1]! : text;
  if (isIPv4(ip))
    return { bits: 32, value: ip.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n) };
  if (isIPv6(ip)) return { bits: 128, value: parseIPv6(ip) };
  return undefined;
}

function parseIPv6(address: string): bigint {
  let text = address;
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (ipv4Tail) {
    const tail = ipv4Tail[1]!.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
    text = `${text.slice(0, ipv4Tail.index)}${(tail >> 16n).toString(16)}:${(tail & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}
