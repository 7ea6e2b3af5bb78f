import { animSports, userConfigStatuses, ZAccessKey, type TAnimType } from '@matchwire/contracts/animation/fields';
import type { TWidgetConfig } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TGrant } from '@matchwire/kit/entitlements/entitlement-directory';
import { readPublishedConfig } from '../published/read-published-config.ts';
import type { TWidgetDeps } from './widget-deps.ts';
import { isWhitelistedOrigin } from './widget-origin.ts';

/** Who is asking: the widget's key and sport, and where the page embedding it comes from. */
export type TWidgetCaller = {
  key: string;
  animType: TAnimType;
  lang: TLang;
  /** The request's `Origin`, when the browser sent one. */
  origin: string | undefined;
  /** `Sec-Fetch-Site: same-origin`: this site's own pages, or the widget's frame calling home. */
  isSameOrigin: boolean;
  /** False for the frame page itself: a navigation has no Origin; frame-ancestors guards it instead. */
  isOriginChecked: boolean;
};

/** The demo (this site's pages, default materials) or a customer's published widget. */
export type TWidgetAccess =
  { isDemo: true; domains: string[] } | { isDemo: false; userId: string; domains: string[]; config: TWidgetConfig };

/**
 * The check every widget endpoint makes before answering (docs/contracts/animation.md): the key
 * `demo` only on this site's own pages; otherwise a live key of this sport (16002), not disabled
 * (16006), published (16005), asked from a whitelisted origin (16003), of a customer whose trial or
 * subscription covers the sport (16004).
 */
export async function admitWidget(deps: TWidgetDeps, caller: TWidgetCaller): Promise<TWidgetAccess> {
  if (caller.key === 'demo') {
    if (!caller.isSameOrigin) throw new AppError('widgetKeyInvalid');
    return { isDemo: true, domains: [] };
  }
  // A key of another shape is never looked up (nor cached).
  if (!ZAccessKey.safeParse(caller.key).success) throw new AppError('widgetKeyInvalid');
  const published = await readPublishedConfig(deps, caller.key, caller.lang);
  if (!published || published.animType !== caller.animType) throw new AppError('widgetKeyInvalid');
  if (published.status === userConfigStatuses.disabled) throw new AppError('widgetDisabled');
  if (!published.config) throw new AppError('widgetNotPublished');
  const isOriginAllowed =
    !caller.isOriginChecked || caller.isSameOrigin || isWhitelistedOrigin(caller.origin, published.domains);
  if (!isOriginAllowed) throw new AppError('widgetDomainRefused');
  const grants = await deps.entitlements.grantsOf(published.userId);
  if (!coversSport(grants, animSports[caller.animType].sportType, deps.clock()))
    throw new AppError('widgetNotEntitled');
  return { isDemo: false, userId: published.userId, domains: published.domains, config: published.config };
}

/** A trial or subscription of the sport still valid now (any product of it: the widget shows every league). */
function coversSport(grants: readonly TGrant[], sportType: number, now: Date): boolean {
  return grants.some((grant) => grant.sportType === sportType && Date.parse(grant.validUntil) > now.getTime());
}
