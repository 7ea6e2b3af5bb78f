import sanitizeHtml from 'sanitize-html';

/**
 * The strict allow-list of the home banner: inline text formatting, paragraphs, links and
 * https images. No scripts, styles, event handlers, forms or frames; everything else is dropped
 * (the text inside unknown tags is kept, the contents of script and style are not).
 */
const bannerPolicy: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 'small', 'span', 'p', 'br', 'img'],
  allowedAttributes: {
    a: [
      'href',
      'title',
      { name: 'target', multiple: false, values: ['_blank'] },
      { name: 'rel', multiple: true, values: ['noopener', 'noreferrer', 'nofollow'] },
    ],
    img: ['src', 'alt', 'width', 'height'],
    span: ['class'],
    p: ['class'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, bannerPolicy).trim();
}
