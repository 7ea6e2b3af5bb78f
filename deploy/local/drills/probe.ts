/**
 * The outside-in security probe: the checks an attacker would start with, against any deployment.
 *
 *   SIGNING_SECRET=… npx tsx deploy/local/drills/probe.ts --base-url https://matchwire.example \
 *     [--email probe@… --password …] [--service account=http://account:8080 …]
 *
 * INTERNAL_SECRET_DATA_API (with --service billing=…) lets it read the customer's entitlements.
 *
 * Prints one line per check and exits 1 when any fails. See deploy/local/README.md#outside-in-probe.
 */
import { parseArgs } from 'node:util';
import { runProbe } from './probe/run-probe.ts';
import { serviceNames, type TProbeTarget, type TServiceName } from './probe/probe-target.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    email: { type: 'string' },
    password: { type: 'string' },
    service: { type: 'string', multiple: true, default: [] },
  },
});

const serviceUrls: TProbeTarget['serviceUrls'] = {};
for (const pair of values.service) {
  const [name, url] = pair.split('=', 2);
  if (!url || !(serviceNames as readonly string[]).includes(name ?? '')) {
    throw new Error(`--service takes name=url with name ${serviceNames.join(', ')}; got "${pair}"`);
  }
  serviceUrls[name as TServiceName] = url;
}

const report = await runProbe({
  baseUrl: values['base-url'],
  signingSecret: process.env.SIGNING_SECRET,
  account: values.email && values.password ? { email: values.email, password: values.password } : undefined,
  serviceUrls,
  dataApiSecret: process.env.INTERNAL_SECRET_DATA_API,
});

let failures = 0;
for (const { area, results } of report) {
  console.log(`\n${area}`);
  for (const result of results) {
    if (result.outcome === 'fail') failures += 1;
    console.log(`  ${result.outcome.toUpperCase().padEnd(4)}  ${result.check}  (${result.detail})`);
  }
}
console.log(failures === 0 ? '\nall checks passed or were skipped' : `\n${failures} check(s) failed`);
process.exitCode = failures === 0 ? 0 : 1;
