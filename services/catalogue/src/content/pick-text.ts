import type { TLang, TLocalizedList, TLocalizedText } from '@matchwire/contracts/catalogue/lang';

/** The text of `lang`, English when that language has none. */
export function pickText(text: TLocalizedText, lang: TLang): string {
  return text[lang] || text.en;
}

/** The list of `lang`, English when that language's is missing or empty. */
export function pickList(list: TLocalizedList, lang: TLang): string[] {
  const chosen = list[lang];
  return chosen && chosen.length > 0 ? chosen : list.en;
}
