/**
 * @matchwire/widget: the live-animation widget. `mountAnimation` draws it in an element (the web
 * app's demo pages and the console's preview); embed.ts is the script other sites load.
 */
export { mountAnimation } from './widget.ts';
export { readLang } from './i18n.ts';
export type { TAnimType, TLang, TMountOptions, TWidgetConfig, TWidgetHandle, TWidgetState } from './types.ts';
