/** Configuration values the browser may see (handed over by the root loader). */
export type TPublicEnv = {
  SIGNING_SECRET: string;
  THAI_SITE_URL: string;
  /** The data API's public address (`https://api.matchwire.io/v1`); null: this site's origin + `/v1`. */
  DATA_API_PUBLIC_URL: string | null;
};
