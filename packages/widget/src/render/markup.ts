/** Text and attribute values put into markup: the config and the match come from the network. */
export function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A `#rrggbb` colour, or grey for anything else (so a colour can never break out of its attribute). */
export function safeColour(value: string | undefined): string {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : '#888888';
}

/** Rounded to a tenth of a pixel: shorter markup, no visible difference. */
export function px(value: number): string {
  return String(Math.round(value * 10) / 10);
}
