import { checkBilling } from './check-billing.ts';
import { checkForgedIdentity } from './check-forged-identity.ts';
import { checkOperationalEndpoints } from './check-operational-endpoints.ts';
import { checkPathEncodings } from './check-path-encodings.ts';
import { checkRevocation } from './check-revocation.ts';
import { checkSecurityHeaders } from './check-security-headers.ts';
import type { TCheckResult, TProbeTarget } from './probe-target.ts';

/** Every outside-in check, by area, in the order the probe prints them. */
export const probeAreas = {
  'path encodings': checkPathEncodings,
  'operational endpoints': checkOperationalEndpoints,
  'security headers': checkSecurityHeaders,
  revocation: checkRevocation,
  'forged identity': checkForgedIdentity,
  billing: checkBilling,
} satisfies Record<string, (target: TProbeTarget) => Promise<TCheckResult[]>>;

export type TProbeReport = { area: string; results: TCheckResult[] }[];

/** Runs the areas one after another (a check that fails to connect fails, it does not stop the rest). */
export async function runProbe(target: TProbeTarget): Promise<TProbeReport> {
  const report: TProbeReport = [];
  for (const [area, check] of Object.entries(probeAreas)) {
    const results = await check(target).catch((error: unknown) => [
      { check: area, outcome: 'fail' as const, detail: `could not run: ${String(error)}` },
    ]);
    report.push({ area, results });
  }
  return report;
}
