import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TApiClient } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

/** Every cache entry of the animation page, so a change can drop them all. */
export const ANIMATION_QUERIES = ['user', 'animation'] as const;

const configQuery = routeInputQuery('POST /api/animation/getAnimConfigByUserId', (input) => [
  ...ANIMATION_QUERIES,
  'config',
  input.body.animType as TAnimType,
]);

/**
 * POST /api/animation/getAnimConfigByUserId: the customer's saved config of one sport (an admin
 * acting for them passes `_userId` and `_adminAccessToken`, which the API clients add to the body).
 */
export const animConfigQuery = {
  keyOf: (animType: TAnimType) => configQuery.keyOf({ body: { animType } }),
  options: (api: TApiClient, animType: TAnimType) => configQuery.options(api, { body: { animType } }),
  use: (animType: TAnimType) => configQuery.use({ body: { animType } }),
};
