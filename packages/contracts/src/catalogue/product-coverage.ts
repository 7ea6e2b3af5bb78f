import { z } from 'zod';

/**
 * What a subscription to each product covers, for the data API's access checks: the product's
 * sport and the leagues of its page (the world's competitionId / tournamentId is the league id).
 * Every product, enabled or not: a subscription outlives a product taken off sale.
 */
export const ZProductCoverage = z.object({
  products: z.array(
    z.object({
      productId: z.number().int(),
      sportType: z.number().int(),
      /** Empty when the product has no page (no leagues listed). */
      leagueIds: z.array(z.number().int()),
    }),
  ),
});
export type TProductCoverage = z.infer<typeof ZProductCoverage>;
