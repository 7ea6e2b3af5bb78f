import type { TAnimationDeps } from '../animation-deps.ts';
import { newAccessKey } from '../configs/access-key.ts';
import { ensureUserConfig, readConfigState, type TConfigState, type TOwner } from '../configs/config-state.ts';
import { findLiveAccessKeyOf, insertAccessKey, revokeAccessKey } from '../db/access-key-repository.ts';
import { findUserConfigForUpdate } from '../db/config-repository.ts';
import { accessKeyRotatedEvent } from '../events/publishers/animation-events.ts';

/**
 * Replaces the widget's access key: the old one is revoked (it answers 16002 from now on, once the
 * event has dropped its cached copy) and `animation.access-key-rotated.v1` names both.
 */
export async function regenerateAccessKey(deps: TAnimationDeps, owner: TOwner): Promise<TConfigState> {
  await ensureUserConfig(deps, owner);
  return deps.outbox.inTransaction(async (tx, publish) => {
    // The config's lock makes two rotations at once take turns.
    await findUserConfigForUpdate(tx, owner);
    const previous = await findLiveAccessKeyOf(tx, owner);
    if (!previous) throw new Error(`access key of ${owner.userId}/${owner.animType} missing`);
    const accessKey = newAccessKey();
    await revokeAccessKey(tx, previous.accessKey, deps.clock());
    await insertAccessKey(tx, { ...owner, accessKey });
    await publish(accessKeyRotatedEvent(owner, { previousAccessKey: previous.accessKey, accessKey }));
    return readConfigState(tx, owner);
  });
}
