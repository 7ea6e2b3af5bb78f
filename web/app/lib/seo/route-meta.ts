import type { MetaDescriptor } from 'react-router';
import { createTranslator, DEFAULT_LANG, type TLang, type TTranslate } from '~/i18n';
import type { TRootData } from '~/root-data';
import { buildMeta } from './seo';

type TMetaArgs = { matches: ReadonlyArray<unknown>; location: { pathname: string } };

/** The root loader's data inside a `meta` function (the first of its matches). */
export function readRootData(matches: ReadonlyArray<unknown>): TRootData | undefined {
  return (matches[0] as { loaderData?: TRootData } | undefined)?.loaderData;
}

/** The visitor's language, origin and a translator inside a `meta` function. */
export function readMetaContext({ matches }: { matches: ReadonlyArray<unknown> }): {
  lang: TLang;
  origin: string;
  t: TTranslate;
} {
  const root = readRootData(matches);
  const lang = root?.lang ?? DEFAULT_LANG;
  return { lang, origin: root?.origin ?? '', t: createTranslator(lang) };
}

/** An indexed public page: title, description, canonical, Open Graph and hreflang alternates. */
export function buildPublicMeta(
  args: TMetaArgs,
  content: { title: string; description: string; pathname?: string; keywords?: string },
): MetaDescriptor[] {
  const { origin, lang } = readMetaContext(args);
  const meta = buildMeta({
    title: content.title,
    description: content.description,
    origin,
    lang,
    pathname: content.pathname ?? args.location.pathname,
  });
  if (content.keywords) meta.push({ name: 'keywords', content: content.keywords });
  return meta;
}
