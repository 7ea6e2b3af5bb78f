import { parseIpAddress } from '@matchwire/kit/ip-address';

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
      const address = parseIpAddress(ip);
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
  const address = parseIpAddress(addressText);
  if (!address) return undefined;
  const prefix = prefixText === undefined ? address.bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > address.bits) return undefined;
  return { bits: address.bits, network: address.value, prefix };
}
