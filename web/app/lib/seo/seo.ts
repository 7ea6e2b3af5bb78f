import type { MetaDescriptor } from 'react-router';
import { LANGUAGES } from '~/i18n';

/** The brand's social card (web/public), shown when a shared page has no picture of its own. */
export const DEFAULT_SOCIAL_IMAGE = { path: '/og-card.jpg', width: 1200, height: 630 };

/** Open Graph and Twitter card fields every page shares: site, language and a picture. */
export function socialMeta(options: { origin: string; lang: string; image?: string | null }): MetaDescriptor[] {
  const image = options.image && /^https?:\/\//.test(options.image) ? options.image : undefined;
  return [
    { property: 'og:site_name', content: 'Matchwire' },
    { property: 'og:locale', content: options.lang === 'vi' ? 'vi_VN' : 'en_GB' },
    { property: 'og:image', content: image ?? `${options.origin}${DEFAULT_SOCIAL_IMAGE.path}` },
    ...(image
      ? []
      : [
          { property: 'og:image:width', content: String(DEFAULT_SOCIAL_IMAGE.width) },
          { property: 'og:image:height', content: String(DEFAULT_SOCIAL_IMAGE.height) },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Title, description, canonical, Open Graph and language alternates of one page. */
export function buildMeta(options: {
  title: string;
  description?: string;
  origin: string;
  pathname: string;
  lang: string;
}): MetaDescriptor[] {
  const url = `${options.origin}${options.pathname}`;
  const meta: MetaDescriptor[] = [
    { title: options.title },
    { property: 'og:title', content: options.title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    ...socialMeta(options),
    { tagName: 'link', rel: 'canonical', href: url },
    ...LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: `${url}?lang=${lang}` })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
  ];
  if (options.description) {
    meta.push({ name: 'description', content: options.description });
    meta.push({ property: 'og:description', content: options.description });
  }
  return meta;
}

/** Public origin of a request, honouring the gateway's forwarding headers. */
export function getRequestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  return `${proto}://${host}`;
}
