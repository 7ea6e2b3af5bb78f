import { animationLimits, type TAnimType, type TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { TAnimationDeps } from '../animation-deps.ts';
import { findLiveAccessKey } from '../db/access-key-repository.ts';
import { findPublishedConfig, findUserConfig } from '../db/config-repository.ts';
import { findMaterialRows, listDefaultMaterialRows } from '../db/material-repository.ts';
import { chosenMaterials } from '../materials/material-choice.ts';
import { publishedConfigOf, type TPublishedConfig, type TPublishedEntry } from './published-entry.ts';

/** An unknown or revoked key is cached too (as `null`), so a flood of bad keys does not reach PostgreSQL. */
type TCached = TPublishedEntry | null;

/**
 * What widgets are shown for an access key: undefined for an unknown or replaced key, else the
 * owner, sport, status, published whitelist and published config (null before the first publish).
 * Cached for at most 60 s (SPEC.md §9) and dropped at once by the service's own events
 * (events/consumers/published-cache.ts). Redis being away costs a database read, never an error.
 */
export async function readPublishedConfig(
  deps: TAnimationDeps,
  accessKey: string,
  lang: TLang = 'en',
): Promise<TPublishedConfig | undefined> {
  const cached = await readCached(deps, accessKey);
  const entry = cached === undefined ? await loadAndCache(deps, accessKey) : cached;
  return entry ? publishedConfigOf(entry, lang) : undefined;
}

async function readCached(deps: TAnimationDeps, accessKey: string): Promise<TCached | undefined> {
  try {
    const json = await deps.publishedCache.get(accessKey);
    return json === undefined ? undefined : (JSON.parse(json) as TCached);
  } catch (error) {
    deps.logger.warn({ err: error }, 'published-config cache unreadable; reading PostgreSQL');
    return undefined;
  }
}

async function loadAndCache(deps: TAnimationDeps, accessKey: string): Promise<TCached> {
  const entry = await loadEntry(deps, accessKey);
  try {
    await deps.publishedCache.set(accessKey, JSON.stringify(entry), animationLimits.publishedCacheSeconds);
  } catch (error) {
    deps.logger.warn({ err: error }, 'published-config cache not written');
  }
  return entry;
}

async function loadEntry(deps: TAnimationDeps, accessKey: string): Promise<TCached> {
  const key = await findLiveAccessKey(deps.db, accessKey);
  if (!key) return null;
  const owner = { userId: key.userId, animType: key.animType };
  const [draft, published] = await Promise.all([findUserConfig(deps.db, owner), findPublishedConfig(deps.db, owner)]);
  const entry = {
    userId: key.userId,
    animType: key.animType as TAnimType,
    status: (draft?.status ?? 0) as TUserConfigStatus,
    domains: published?.domains ?? [],
  };
  if (!published) return { ...entry, published: null };
  const choice = published.materials;
  const [rows, defaults] = await Promise.all([
    findMaterialRows(deps.db, Object.values(choice)),
    listDefaultMaterialRows(deps.db, key.animType),
  ]);
  const chosen = chosenMaterials(choice, rows, defaults);
  return {
    ...entry,
    published: {
      materials: { stand: chosen[0], venue: chosen[1], fence: chosen[2], centreLine: chosen[3] },
      fenceImageKey: published.fenceImageKey,
      extraFenceImageKeys: published.extraFenceImageKeys,
      publishedAt: published.publishedAt.toISOString(),
    },
  };
}
