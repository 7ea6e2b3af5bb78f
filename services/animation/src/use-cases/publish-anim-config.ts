import { animationTexts, userConfigStatuses, type TUserConfigStatus } from '@matchwire/contracts/animation/fields';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAnimationDeps } from '../animation-deps.ts';
import { isDisabled, isNeverSaved } from '../configs/config-status.ts';
import { ensureUserConfig, readConfigState, type TConfigState, type TOwner } from '../configs/config-state.ts';
import { findLiveAccessKeyOf } from '../db/access-key-repository.ts';
import {
  findPublishedConfig,
  findUserConfigForUpdate,
  saveUserConfig,
  upsertPublishedConfig,
  type TUserConfigRow,
} from '../db/config-repository.ts';
import { configPublishedEvent } from '../events/publishers/animation-events.ts';

/** Why a config cannot be published, as 16001's resultInfo ('Publish failure: …'); undefined when it can. */
function publishRefusal(draft: TUserConfigRow): string | undefined {
  const status = draft.status as TUserConfigStatus;
  if (isDisabled(status)) return 'the widget is disabled';
  if (isNeverSaved(status)) return 'save the configuration first';
  if (draft.domains.length === 0) return 'add at least one domain to the whitelist';
  return undefined;
}

/**
 * Makes the saved draft what widgets show: copied into the published config (version + 1), status
 * "in use", and `animation.config-published.v1` through the outbox, whose consumer drops the cached
 * copy at once. A disabled config, one never saved, or one without a domain is refused with 16001.
 */
export async function publishAnimConfig(deps: TAnimationDeps, owner: TOwner): Promise<TConfigState> {
  await ensureUserConfig(deps, owner);
  const now = deps.clock();
  return deps.outbox.inTransaction(async (tx, publish) => {
    const draft = await findUserConfigForUpdate(tx, owner);
    if (!draft) throw new Error(`animation config of ${owner.userId}/${owner.animType} missing`);
    const refusal = publishRefusal(draft);
    if (refusal) throw new AppError('publishFailure', `${animationTexts.publishFailure}: ${refusal}`);
    const [previous, key] = await Promise.all([findPublishedConfig(tx, owner), findLiveAccessKeyOf(tx, owner)]);
    if (!key) throw new Error(`access key of ${owner.userId}/${owner.animType} missing`);
    const version = (previous?.version ?? 0) + 1;
    const { materials, fenceImageKey, extraFenceImageKeys, domains } = draft;
    await upsertPublishedConfig(tx, {
      ...owner,
      materials,
      fenceImageKey,
      extraFenceImageKeys,
      domains,
      version,
      publishedAt: now,
    });
    const status = userConfigStatuses.inUse;
    await saveUserConfig(tx, owner, { status });
    await publish(configPublishedEvent(owner, { accessKey: key.accessKey, status, version, publishedAt: now }));
    return readConfigState(tx, owner);
  });
}
