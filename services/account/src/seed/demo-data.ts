/** The demo account of local runs and tests (SEED_DEMO_DATA=true): activated, with an API key. */
export const demoUser = {
  email: 'demo@matchwire.io',
  password: 'Demo1234',
  name: 'Demo',
  language: 'en',
} as const;

/** A demo tester (SPEC.md §6: sees tester-only products), for local runs and the system tests. */
export const demoTester = {
  email: 'tester@matchwire.io',
  password: 'Demo1234',
  name: 'Tester',
  language: 'en',
} as const;
