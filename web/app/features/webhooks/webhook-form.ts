/** The longest URL the service keeps (packages/contracts data-api/webhooks.ts). */
export const WEBHOOK_URL_MAX = 500;

export const WEBHOOK_SPORTS = [1, 2, 3] as const;
export type TWebhookSport = (typeof WEBHOOK_SPORTS)[number];

/**
 * What is wrong with a URL before it is sent: empty, too long, or not an http(s) address. Whether
 * plain http or a private address is allowed is the service's to say (14010).
 */
export function urlProblem(text: string): 'required' | 'tooLong' | 'invalid' | null {
  const url = text.trim();
  if (url === '') return 'required';
  if (url.length > WEBHOOK_URL_MAX) return 'tooLong';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}
