import type { MetaDescriptor } from 'react-router';
import type { TParams } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import { readMetaContext } from './route-meta';
import { buildMeta } from './seo';

type TMetaArgs = { matches: ReadonlyArray<unknown>; location: { pathname: string } };

/**
 * Title (and description) of a page from the catalogue in the visitor's language. Account
 * pages other than login and registration are personal or one-off, so they are not indexed.
 */
export function buildPageMeta(
  { matches, location }: TMetaArgs,
  titleKey: TMessageKey,
  options: { descriptionKey?: TMessageKey; params?: TParams; isIndexed?: boolean } = {},
): MetaDescriptor[] {
  const { t, origin, lang } = readMetaContext({ matches });
  const meta = buildMeta({
    title: t(titleKey, options.params),
    description: options.descriptionKey ? t(options.descriptionKey, options.params) : undefined,
    origin,
    lang,
    pathname: location.pathname,
  });
  if (!options.isIndexed) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
