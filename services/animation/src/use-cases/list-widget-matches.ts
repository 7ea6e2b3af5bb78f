import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TLiveMatch } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { TWidgetDeps } from '../widget/widget-deps.ts';

/** The live matches a widget or a demo page may show, best first; the latest finished one when none is live. */
export async function listWidgetMatches(
  deps: TWidgetDeps,
  input: { animType: TAnimType; lang: TLang; limit: number },
): Promise<{ matchList: TLiveMatch[] }> {
  return { matchList: await deps.liveData.listLiveMatches(input.animType, input.lang, input.limit) };
}
