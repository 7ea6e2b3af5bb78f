import type { MetaDescriptor } from 'react-router';
import { LANGUAGES } from '~/i18n';
import { readMetaContext } from './route-meta';
import { socialMeta } from './seo';

type TMetaArgs = { matches: ReadonlyArray<unknown> };

function withLang(url: string, lang: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * Meta of a content page (docs, FAQ, blog): title, description, canonical address (path plus the
 * query values that pick the content, e.g. `/docs?id=20`), Open Graph and language alternates.
 */
export function buildContentMeta(
  args: TMetaArgs,
  options: {
    title: string;
    description?: string;
    /** Path and the query that selects the content, without `lang`. */
    canonicalPath: string;
    type?: 'website' | 'article';
    image?: string | null;
    publishedTime?: string;
    author?: string;
    isIndexed?: boolean;
  },
): MetaDescriptor[] {
  const { origin, lang } = readMetaContext(args);
  const url = `${origin}${options.canonicalPath}`;
  const meta: MetaDescriptor[] = [
    { title: options.title },
    { property: 'og:title', content: options.title },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:url', content: url },
    ...socialMeta({ origin, lang, image: options.image }),
    { name: 'twitter:title', content: options.title },
    { tagName: 'link', rel: 'canonical', href: url },
    ...LANGUAGES.map((code) => ({ tagName: 'link', rel: 'alternate', hrefLang: code, href: withLang(url, code) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
  ];
  if (options.description) {
    meta.push({ name: 'description', content: options.description });
    meta.push({ property: 'og:description', content: options.description });
    meta.push({ name: 'twitter:description', content: options.description });
  }
  if (options.publishedTime) meta.push({ property: 'article:published_time', content: options.publishedTime });
  if (options.author) meta.push({ property: 'article:author', content: options.author });
  if (options.isIndexed === false) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}

/** Meta of a page whose loader answered 404 (its data is missing): the 404 title, not indexed. */
export function buildNotFoundMeta(args: TMetaArgs): MetaDescriptor[] {
  const { t } = readMetaContext(args);
  return [{ title: t('meta.notFound.title') }, { name: 'robots', content: 'noindex' }];
}
