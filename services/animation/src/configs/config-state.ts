import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TAnimationDeps } from '../animation-deps.ts';
import type { TAnimationExecutor } from '../db/animation-db.ts';
import { findLiveAccessKeyOf, insertAccessKeyIfMissing } from '../db/access-key-repository.ts';
import {
  findPublishedConfig,
  findUserConfig,
  insertUserConfigIfMissing,
  type TPublishedConfigRow,
  type TUserConfigRow,
} from '../db/config-repository.ts';
import { findMaterialRows, listDefaultMaterialRows, type TMaterialRow } from '../db/material-repository.ts';
import { chosenMaterials, defaultChoiceOf } from '../materials/material-choice.ts';
import { newAccessKey } from './access-key.ts';

/** Whose config, of which sport: the customer the gateway asserts (or staff act for). */
export type TOwner = { userId: string; animType: TAnimType };

/** A customer's config of one sport as the console shows it (routes/config/anim-config-presenter.ts). */
export type TConfigState = {
  draft: TUserConfigRow;
  accessKey: string;
  published: TPublishedConfigRow | undefined;
  /** The draft's materials, by material type. */
  materials: ReturnType<typeof chosenMaterials>;
};

/**
 * The customer's config and access key of a sport, made on the first read: the sport's default
 * materials, no fence image, no domain, status "to be configured", and a new access key.
 * Two first reads at once make one of each.
 */
export async function ensureUserConfig(deps: TAnimationDeps, owner: TOwner): Promise<void> {
  if ((await findUserConfig(deps.db, owner)) && (await findLiveAccessKeyOf(deps.db, owner))) return;
  const defaults = await listDefaultMaterialRows(deps.db, owner.animType);
  await insertUserConfigIfMissing(deps.db, { ...owner, status: 0, materials: defaultChoiceOf(defaults) });
  // One live key per owner (a partial unique index): of two first reads at once, one key is kept.
  await insertAccessKeyIfMissing(deps.db, { ...owner, accessKey: newAccessKey() });
}

/** The config's draft, live key, published copy and materials, read with `db` (the pool or a transaction). */
export async function readConfigState(db: TAnimationExecutor, owner: TOwner): Promise<TConfigState> {
  const [draft, key, published] = await Promise.all([
    findUserConfig(db, owner),
    findLiveAccessKeyOf(db, owner),
    findPublishedConfig(db, owner),
  ]);
  if (!draft || !key) throw new Error(`animation config of ${owner.userId}/${owner.animType} missing`);
  return { draft, accessKey: key.accessKey, published, materials: await materialsOf(db, draft) };
}

async function materialsOf(db: TAnimationExecutor, draft: TUserConfigRow) {
  const [rows, defaults]: [TMaterialRow[], TMaterialRow[]] = await Promise.all([
    findMaterialRows(db, Object.values(draft.materials)),
    listDefaultMaterialRows(db, draft.animType),
  ]);
  return chosenMaterials(draft.materials, rows, defaults);
}
