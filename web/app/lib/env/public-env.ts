/** Configuration values the browser may see (handed over by the root loader). */
export type TPublicEnv = { SIGNING_SECRET: string; THAI_SITE_URL: string };
