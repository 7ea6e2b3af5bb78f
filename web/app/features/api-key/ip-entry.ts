import { isIP } from './is-ip';

/** The contract's whitelist limit (GET /api/user/ipWhitelist answers it too). */
export const IP_WHITELIST_MAX = 20;

/**
 * An IPv4 or IPv6 address, or a CIDR range of either (prefix 0–32 / 0–128). Checked in the
 * browser for a quick answer; the account service checks again and has the last word.
 */
export function isIpEntry(value: string): boolean {
  const entry = value.trim();
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
