const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`);
const HEXTET = /^[0-9a-f]{1,4}$/i;

function isIPv6(value: string): boolean {
  let address = value;
  let groupsNeeded = 8;
  // An embedded IPv4 tail (::ffff:192.0.2.1) counts as two groups.
  const lastColon = address.lastIndexOf(':');
  if (address.includes('.')) {
    if (!IPV4.test(address.slice(lastColon + 1))) return false;
    address = `${address.slice(0, lastColon + 1)}0`;
    groupsNeeded = 7;
  }
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((list) => list.every((group) => HEXTET.test(group)))) return false;
  const count = groups.reduce((sum, list) => sum + list.length, 0);
  return halves.length === 2 ? count < groupsNeeded : count === groupsNeeded;
}

/** Browser-safe twin of node:net's isIP: 4, 6 or 0. */
export function isIP(value: string): 0 | 4 | 6 {
  if (IPV4.test(value)) return 4;
  return isIPv6(value) ? 6 : 0;
}
