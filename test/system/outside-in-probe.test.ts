import { describe, expect, it } from 'vitest';
import { probeAreas } from '../../deploy/local/drills/probe/run-probe.ts';
import type { TProbeTarget } from '../../deploy/local/drills/probe/probe-target.ts';
import { developmentSecrets } from '@matchwire/kit/config/development-values';
import { testEnv } from '../support/env.ts';

// The demo account every test stack is seeded with (services/account/seed/demo-users.json).
const target: TProbeTarget = {
  baseUrl: testEnv.gatewayUrl,
  signingSecret: testEnv.signingSecret,
  account: { email: 'demo@matchwire.io', password: 'Demo1234' },
  serviceUrls: {
    account: testEnv.accountUrl,
    billing: process.env.TEST_BILLING_URL ?? 'http://127.0.0.1:3913',
    catalogue: testEnv.catalogueUrl,
    docs: testEnv.docsUrl,
  },
  dataApiSecret: process.env.INTERNAL_SECRET_DATA_API ?? developmentSecrets.INTERNAL_SECRET_DATA_API,
};

/** The probe operators run against a deployment (deploy/local/drills/probe.ts) passes on the test stack. */
describe('outside-in probe against the test stack', () => {
  it.each(Object.entries(probeAreas))('%s: every check passes', async (_area, check) => {
    const results = await check(target);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.outcome !== 'pass')).toEqual([]);
  });
});
