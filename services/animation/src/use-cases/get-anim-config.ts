import type { TAnimationDeps } from '../animation-deps.ts';
import { ensureUserConfig, readConfigState, type TConfigState, type TOwner } from '../configs/config-state.ts';

/** SPEC.md §7 `getAnimConfigByUserId`: the customer's config of a sport, made with the defaults on the first read. */
export async function getAnimConfig(deps: TAnimationDeps, owner: TOwner): Promise<TConfigState> {
  await ensureUserConfig(deps, owner);
  return readConfigState(deps.db, owner);
}
