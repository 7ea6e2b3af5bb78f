/** The demo account of local runs and tests (SEED_DEMO_DATA=true): activated, with an API key. */
export const demoUser = {
  email: 'demo@matchwire.io',
  password: 'Demo1234',
  name: 'Demo',
  language: 'en',
} as const;
