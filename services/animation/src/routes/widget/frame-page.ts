import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { animSports } from '@matchwire/contracts/animation/fields';
import type { TLang } from '@matchwire/contracts/common/lang';
import { frameAncestorsOf } from '../../widget/widget-origin.ts';

const titles: Record<TLang, string> = { en: 'Matchwire live animation', vi: 'Hoạt hình trực tiếp Matchwire' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(lang: TLang, body: string): Uint8Array {
  return new TextEncoder().encode(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width,initial-scale=1">' +
      `<title>${titles[lang]}</title>` +
      '<style>html,body{margin:0;height:100%;background:transparent;font:14px system-ui,sans-serif}' +
      'body>div{width:100%;height:100%}p{margin:0;padding:16px}</style>' +
      `</head><body>${body}</body></html>`,
  );
}

/** The widget as a page of its own: one widget filling the frame, and the embed script. */
export function widgetFramePage(input: {
  key: string;
  animType: TAnimType;
  lang: TLang;
  matchId?: number;
}): Uint8Array {
  const attributes = [
    `data-key="${escapeHtml(input.key)}"`,
    `data-sport="${animSports[input.animType].sport}"`,
    `data-lang="${input.lang}"`,
    ...(input.matchId === undefined ? [] : [`data-match="${input.matchId}"`]),
  ];
  return page(
    input.lang,
    `<div data-matchwire-animation ${attributes.join(' ')}></div><script src="/widget/v1/animation.js"></script>`,
  );
}

/** What a refused frame shows instead of the widget: the refusal's text. */
export function refusedFramePage(lang: TLang, text: string): Uint8Array {
  return page(lang, `<p role="alert">${escapeHtml(text)}</p>`);
}

/**
 * The frame's policy: its own script, styles and calls only, and framed only by the key's
 * whitelisted domains (any subdomain, http or https) and this site's own pages.
 */
export function framePolicy(domains: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestorsOf(domains)}`,
  ].join('; ');
}
