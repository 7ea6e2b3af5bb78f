import type { MetaDescriptor } from 'react-router';
import { LANGUAGES } from '~/i18n';

/** Title, description, canonical and language alternates of one page. */
export function buildMeta(options: {
  title: string;
  description?: string;
  origin: string;
  pathname: string;
}): MetaDescriptor[] {
  const url = `${options.origin}${options.pathname}`;
  const meta: MetaDescriptor[] = [
    { title: options.title },
    { property: 'og:title', content: options.title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
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
