import { userConfigStatuses, type TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import type { TAnimationDeps } from '../animation-deps.ts';
import { statusWhenEnabled } from '../configs/config-status.ts';
import { ensureUserConfig, readConfigState, type TConfigState, type TOwner } from '../configs/config-state.ts';
import { findLiveAccessKeyOf } from '../db/access-key-repository.ts';
import { findPublishedConfig, findUserConfigForUpdate, saveUserConfig } from '../db/config-repository.ts';
import { configPublishedEvent } from '../events/publishers/animation-events.ts';

/**
 * Staff disable a customer's widget of a sport (status 3: widgets answer 16006) or enable it again
 * (back where it was: config-status.ts statusWhenEnabled). Either is `animation.config-published.v1`,
 * so widgets see it within a second.
 */
export async function setConfigStatus(
  deps: TAnimationDeps,
  owner: TOwner,
  input: { disabled: boolean },
): Promise<TConfigState> {
  await ensureUserConfig(deps, owner);
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const draft = await findUserConfigForUpdate(tx, owner);
    if (!draft) throw new Error(`animation config of ${owner.userId}/${owner.animType} missing`);
    const [published, key] = await Promise.all([findPublishedConfig(tx, owner), findLiveAccessKeyOf(tx, owner)]);
    if (!key) throw new Error(`access key of ${owner.userId}/${owner.animType} missing`);
    const status: TUserConfigStatus = input.disabled
      ? userConfigStatuses.disabled
      : draft.status === userConfigStatuses.disabled
        ? statusWhenEnabled(draft, published?.publishedAt)
        : (draft.status as TUserConfigStatus);
    if (status !== draft.status) {
      await saveUserConfig(tx, owner, { status });
      await publish(
        configPublishedEvent(owner, {
          accessKey: key.accessKey,
          status,
          version: published?.version ?? 0,
          publishedAt: published?.publishedAt ?? now,
        }),
      );
    }
    return readConfigState(tx, owner);
  });
}
