import type { TAnimType } from '@matchwire/contracts/animation/fields';

const SPORT_NAMES: Record<TAnimType, string> = { 0: 'football', 1: 'basketball' };

/** Escapes text for an HTML attribute value in double quotes. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The two ways to embed a sport's widget with the customer's key, served from this site's public
 * origin: a placeholder `<div>` and the async script, or an `<iframe>` of the widget's page.
 */
export function embedSnippetsOf({
  origin,
  accessKey,
  animType,
  lang,
  title,
}: {
  origin: string;
  accessKey: string;
  animType: TAnimType;
  lang: string;
  title: string;
}): { script: string; iframe: string } {
  const base = origin.replace(/\/$/, '');
  const frameQuery = new URLSearchParams({ key: accessKey, animType: String(animType), lang });
  return {
    script: [
      `<div data-matchwire-animation data-key="${attribute(accessKey)}" data-sport="${SPORT_NAMES[animType]}"></div>`,
      `<script async src="${base}/widget/v1/animation.js"></script>`,
    ].join('\n'),
    iframe:
      `<iframe src="${base}/widget/v1/frame?${frameQuery.toString()}" title="${attribute(title)}"` +
      ` width="100%" height="420" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  };
}
