import type { TProductCoverage } from '@matchwire/contracts/catalogue/product-coverage';

/**
 * The read model of what a subscription to each product covers: the leagues of the product's
 * page (a league id is the world's competitionId / tournamentId). Asked of the catalogue the first
 * time a subscriber's call names a league, then answered from memory; `catalogue.product-changed.v1`
 * drops it, so the next such call asks again and a change of a product's leagues applies within a
 * second. A trial covers every league of its sport and never needs it.
 */
export class ProductCoverage {
  private leaguesByProduct: Map<number, ReadonlySet<number>> | undefined;
  private pending: Promise<Map<number, ReadonlySet<number>>> | undefined;
  /** Bumped by every change, so that an answer asked for before it does not stay. */
  private generation = 0;

  constructor(private readonly fetchCoverage: () => Promise<TProductCoverage>) {}

  /** Whether a subscription to `productId` covers `leagueId`. Throws 10007 when the catalogue cannot say. */
  async covers(productId: number, leagueId: number): Promise<boolean> {
    const leagues = (await this.leagues()).get(productId);
    return leagues?.has(leagueId) ?? false;
  }

  /** Every league a subscription to any of `productIds` covers. Throws 10007 when the catalogue cannot say. */
  async leaguesOf(productIds: readonly number[]): Promise<ReadonlySet<number>> {
    const byProduct = await this.leagues();
    return new Set(productIds.flatMap((productId) => [...(byProduct.get(productId) ?? [])]));
  }

  /** A product changed: the leagues are asked again at the next call that needs them. */
  forget(): void {
    this.generation++;
    this.leaguesByProduct = undefined;
    this.pending = undefined;
  }

  private async leagues(): Promise<Map<number, ReadonlySet<number>>> {
    if (this.leaguesByProduct) return this.leaguesByProduct;
    // Concurrent first calls ask once; a failed ask is not kept, so the next call asks again.
    if (!this.pending) {
      const asking = this.ask().finally(() => {
        if (this.pending === asking) this.pending = undefined;
      });
      this.pending = asking;
    }
    return this.pending;
  }

  private async ask(): Promise<Map<number, ReadonlySet<number>>> {
    const generation = this.generation;
    const { products } = await this.fetchCoverage();
    const leagues = new Map(products.map((product) => [product.productId, new Set(product.leagueIds)] as const));
    if (generation === this.generation) this.leaguesByProduct = leagues;
    return leagues;
  }
}
