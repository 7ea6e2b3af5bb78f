import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { FastifyRequest } from 'fastify';
import type { TWidgetCaller } from '../../widget/admit-widget.ts';

/** The widget's key and sport from the query, and the embedding page's origin from the browser's headers. */
export function widgetCallerOf(
  request: Pick<FastifyRequest, 'headers'>,
  query: { key: string; animType: TAnimType; lang: TLang },
  options: { isOriginChecked: boolean } = { isOriginChecked: true },
): TWidgetCaller {
  const origin = request.headers.origin;
  return {
    key: query.key,
    animType: query.animType,
    lang: query.lang,
    origin: typeof origin === 'string' ? origin : undefined,
    isSameOrigin: request.headers['sec-fetch-site'] === 'same-origin',
    isOriginChecked: options.isOriginChecked,
  };
}
