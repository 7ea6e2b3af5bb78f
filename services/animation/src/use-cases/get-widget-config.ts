import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TWidgetConfig } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import { listDefaultMaterialRows } from '../db/material-repository.ts';
import { chosenMaterials, defaultChoiceOf } from '../materials/material-choice.ts';
import { materialViewOf } from '../materials/material-view.ts';
import type { TWidgetAccess } from '../widget/admit-widget.ts';
import type { TWidgetDeps } from '../widget/widget-deps.ts';

/** What the widget applies: the customer's published config, or for the demo the sport's default materials. */
export async function getWidgetConfig(
  deps: TWidgetDeps,
  access: TWidgetAccess,
  input: { animType: TAnimType; lang: TLang },
): Promise<TWidgetConfig> {
  if (!access.isDemo) return access.config;
  const defaults = await listDefaultMaterialRows(deps.db, input.animType);
  const chosen = chosenMaterials(defaultChoiceOf(defaults), defaults, defaults);
  const view = (key: keyof typeof chosen) => materialViewOf(chosen[key], input.lang);
  return {
    animType: input.animType,
    materials: { stand: view('0'), venue: view('1'), fence: view('2'), centreLine: view('3') },
    fence: { imageUrl: null, extraImageUrls: [] },
    publishedAt: null,
  };
}
