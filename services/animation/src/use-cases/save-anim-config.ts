import type { TAnimUserItem } from '@matchwire/contracts/animation/config';
import type { TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import type { TAnimationDeps } from '../animation-deps.ts';
import { checkDraft } from '../configs/check-draft.ts';
import { statusAfterSave } from '../configs/config-status.ts';
import { ensureUserConfig, readConfigState, type TConfigState, type TOwner } from '../configs/config-state.ts';
import { findUserConfigForUpdate, saveUserConfig } from '../db/config-repository.ts';
import { claimImages } from '../db/image-repository.ts';

/**
 * SPEC.md §7 `animationConfigUpdateByUserId`: saves the draft (materials, fence images, domains);
 * widgets keep showing the published config until the customer publishes. The status moves on
 * (to be configured → to be opened, in use → to modify), and the images it uses become public.
 */
export async function saveAnimConfig(
  deps: TAnimationDeps,
  owner: TOwner,
  input: { animUserList: TAnimUserItem[]; domains: string[] },
): Promise<TConfigState> {
  await ensureUserConfig(deps, owner);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await findUserConfigForUpdate(tx, owner);
    if (!current) throw new Error(`animation config of ${owner.userId}/${owner.animType} missing`);
    const draft = await checkDraft(tx, current, input.animUserList);
    await saveUserConfig(tx, owner, {
      ...draft,
      domains: [...new Set(input.domains)],
      status: statusAfterSave(current.status as TUserConfigStatus),
      draftUpdatedAt: now,
    });
    const keys = [...(draft.fenceImageKey ? [draft.fenceImageKey] : []), ...draft.extraFenceImageKeys];
    await claimImages(tx, keys, { animType: owner.animType, at: now });
    return readConfigState(tx, owner);
  });
}
