import type { LookupAddress, LookupAllOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ipRanges } from '../access/ip-ranges.ts';

/**
 * Addresses a webhook is never posted to (unless private URLs are allowed): this host, the private
 * networks, link-local (cloud metadata at 169.254.169.254), multicast and the reserved ranges, in
 * IPv4 and IPv6 (an IPv4-mapped IPv6 address is its IPv4 address).
 */
const nonPublicRanges = ipRanges([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
]);

export function isPublicAddress(address: string): boolean {
  const ip = dottedMapped(address);
  return isIP(ip) !== 0 && !nonPublicRanges.allows(ip);
}

/** `::ffff:7f00:1` (how the URL parser writes `[::ffff:127.0.0.1]`) as `::ffff:127.0.0.1`, which is then its IPv4 address. */
function dottedMapped(address: string): string {
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!mapped) return address;
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
  return `::ffff:${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** A refused address: the delivery fails with this message rather than connect. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

/**
 * The addresses to connect to for `host`, resolved now (at send time: a name that pointed outside
 * when it was saved may point inside since); every one must be public unless private ones are allowed.
 */
export async function resolveWebhookHost(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses =
    isIP(bare) !== 0 ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true, verbatim: true });
  if (addresses.length === 0) throw new RefusedAddressError(`${host} has no address`);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused && !allowPrivate) {
    throw new RefusedAddressError(`${host} resolves to ${refused.address}, a private or reserved address`);
  }
  return addresses;
}

/**
 * A `lookup` for http.request that answers only the addresses checked above, so the connection goes
 * to an address that was checked (no second resolution a DNS rebinding could answer differently).
 */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (
    _hostname: string,
    options: LookupAllOptions | { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    if (options.all) callback(null, [...addresses]);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}
