/** Where a ticket was written from (SPEC 3: referer, browser type and version, device system), as far as the browser says. */
export function describeOrigin(userAgent: string, href: string) {
  // Edge and Opera also say Chrome, and Chrome also says Safari: the most specific name wins.
  const browser =
    ['Edg', 'OPR', 'Firefox', 'Chrome', 'Version']
      .map((name) => new RegExp(`(${name})/([\\d.]+)`).exec(userAgent))
      .find((match) => match !== null) ?? null;
  const browserNames: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' };
  const system = /(Windows NT|Android|iPhone OS|CPU OS|Mac OS X|Linux|CrOS)[ _]?([\d._]*)/.exec(userAgent) ?? null;
  const systemNames: Record<string, string> = {
    'Windows NT': 'Windows',
    'iPhone OS': 'iOS',
    'CPU OS': 'iPadOS',
    'Mac OS X': 'macOS',
    CrOS: 'ChromeOS',
  };
  const is64 = /x64|Win64|x86_64|arm64|aarch64/i.test(userAgent);
  return {
    referer: href.slice(0, 2048),
    browser: browser
      ? { type: (browserNames[browser[1]!] ?? browser[1]!).slice(0, 100), version: browser[2]!.slice(0, 100) }
      : undefined,
    device: system
      ? {
          systemType: (systemNames[system[1]!] ?? system[1]!).slice(0, 100),
          version: system[2]!.replace(/_/g, '.').slice(0, 100),
          bitWidth: is64 ? '64' : undefined,
        }
      : undefined,
  };
}
