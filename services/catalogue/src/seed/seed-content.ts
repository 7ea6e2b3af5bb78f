import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TConfigKey } from '@matchwire/contracts/catalogue/system-config';
import { z } from 'zod';
import type { TAvailableLeague } from '../db/schema.ts';
import {
  ZSeedHomeBanners,
  ZSeedLeagues,
  ZSeedLinks,
  ZSeedProductDetails,
  ZSeedProducts,
  ZSeedSystemConfig,
  type TSeedProductDetail,
} from './seed-file-schemas.ts';

/** services/catalogue/seed/: the demo content, as data files (its README.md says which holds what). */
const seedFolder = fileURLToPath(new URL('../../seed/', import.meta.url));

function readJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(`${seedFolder}${file}`, 'utf8')));
  if (!parsed.success) throw new Error(`services/catalogue/seed/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export type TDemoProductDetail = TSeedProductDetail;

/**
 * Demo catalogue for local runs and tests: football, basketball and esports products with
 * the hot/new/sale tags and the fixed ids of SPEC.md (53 odds, 81 NBA, 82 five major leagues,
 * 83 English Premier League), their pages and prices, partner links, banners and settings.
 */
export function readDemoContent() {
  const leagues = new Map(readJson('leagues.json', ZSeedLeagues).map((league) => [league.leagueId, league]));
  const leaguesOf = (leagueIds: number[]): TAvailableLeague[] =>
    leagueIds.map((leagueId) => {
      const league = leagues.get(leagueId);
      if (!league) throw new Error(`services/catalogue/seed/product-details.json: no league ${leagueId}`);
      return league;
    });
  const systemConfig = readJson('system-config.json', ZSeedSystemConfig);
  return {
    products: readJson('products.json', ZSeedProducts),
    details: readJson('product-details.json', ZSeedProductDetails).map((detail) => ({
      ...detail,
      availableLeagues: leaguesOf(detail.leagueIds),
    })),
    /** Stored as text: a JSON-valued setting as its JSON. */
    systemConfig: Object.fromEntries(
      Object.entries(systemConfig).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ) as Record<TConfigKey, string>,
    /** FAQ 'popular searches' per language (a localized setting, see src/system-config/config-values.ts). */
    faqKeywords: z.strictObject({ en: z.string(), vi: z.string() }).parse(systemConfig.faqKeywords),
    links: readJson('links.json', ZSeedLinks),
    homeBanners: readJson('home-banners.json', ZSeedHomeBanners),
  };
}

export type TDemoContent = ReturnType<typeof readDemoContent>;
