/** SPEC 3: sport types as the catalogue API numbers them. */
export const SPORT_TYPE = { football: 1, basketball: 2, esports: 3 } as const;
export type TSportType = (typeof SPORT_TYPE)[keyof typeof SPORT_TYPE];
export type TSportName = keyof typeof SPORT_TYPE;
