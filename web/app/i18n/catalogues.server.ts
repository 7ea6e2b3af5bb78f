import { en, type TMessages } from './en';
import { registerMessages, type TLang } from './index';
import { vi } from './vi';

const catalogues: Record<TLang, TMessages> = { en, vi };
for (const [lang, messages] of Object.entries(catalogues)) registerMessages(lang as TLang, messages);

/** The catalogue the root loader hands to the browser for the page's language. */
export function getMessages(lang: TLang): TMessages {
  return catalogues[lang];
}
