import type { MetaDescriptor } from 'react-router';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';
import type { TSiteContent } from './types';
import { getSiteContent } from '.';

type TMetaArgs = Parameters<typeof buildPublicMeta>[0];
type TPageCopy = { title: string; description: string };

/** The meta tags of a page whose copy is site content: "<title> | Matchwire" and its description. */
export function buildSitePageMeta(args: TMetaArgs, pickPage: (content: TSiteContent) => TPageCopy): MetaDescriptor[] {
  const { lang, t } = readMetaContext(args);
  const page = pickPage(getSiteContent(lang));
  return buildPublicMeta(args, { title: t('meta.page.title', { title: page.title }), description: page.description });
}
