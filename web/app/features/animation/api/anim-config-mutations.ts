import type { TAnimConfig } from '@matchwire/contracts/animation/config';
import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteInput } from '~/lib/api/api-request';
import { animConfigQuery } from './anim-config';

type TUpdateBody = TRouteInput<'POST /api/animation/animationConfigUpdateByUserId'>['body'];

/** Each change answers the whole config, which becomes the page's saved config (the new original, SPEC 4). */
function useConfigMutation<TInput>(animType: TAnimType, call: (input: TInput) => Promise<TAnimConfig>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (config) => queryClient.setQueryData(animConfigQuery.keyOf(animType), config),
  });
}

/** POST /api/animation/animationConfigUpdateByUserId: saves the draft (materials, fence image keys, domains). */
export function useSaveAnimConfigMutation(animType: TAnimType) {
  return useConfigMutation(animType, (body: TUpdateBody) =>
    apiClient.call('POST /api/animation/animationConfigUpdateByUserId', { body }),
  );
}

/** POST /api/animation/publish: the saved config goes live; its failure is the page's own toast (SPEC 8). */
export function usePublishAnimConfigMutation(animType: TAnimType) {
  return useConfigMutation(animType, () =>
    apiClient.call('POST /api/animation/publish', { body: { animType } }, { isQuiet: true }),
  );
}

/** POST /api/animation/regenerateKey: a new access key; embeds with the old one stop at once. */
export function useRegenerateAccessKeyMutation(animType: TAnimType) {
  return useConfigMutation(animType, () => apiClient.call('POST /api/animation/regenerateKey', { body: { animType } }));
}
