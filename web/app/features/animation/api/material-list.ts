import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

const materialsQuery = routeInputQuery(
  'POST /api/animation/animationMaterialList',
  (input) => ['animation', 'materials', input.body.animType as TAnimType, input.body.lang ?? 'en'],
  // The seeded materials change with a release, not while a page is open.
  { staleTime: 60 * 60 * 1000 },
);

/** POST /api/animation/animationMaterialList: the materials of one sport by material type, in the page's language. */
export const materialListQuery = {
  options: (api: TApiClient, animType: TAnimType, lang: TLang) =>
    materialsQuery.options(api, { body: { animType, lang } }),
  use: (animType: TAnimType, lang: TLang) => materialsQuery.use({ body: { animType, lang } }),
};
