import { animationLimits, animationTexts, ZDomain } from '@matchwire/contracts/animation/fields';
import type { TMessageKey } from '~/i18n/en';

export const DOMAINS_MAX = animationLimits.domainsMax;

/** The contract's texts for a domain (SPEC 5), as catalogue keys so they follow the page's language. */
const DOMAIN_TEXT_KEYS: Record<string, TMessageKey> = {
  [animationTexts.invalidDomain]: 'animation.domains.invalid',
  [animationTexts.tooManyDomains]: 'animation.domains.tooMany',
};

/**
 * A typed domain checked with the contract's rule (the service's own): null while nothing is typed
 * or when it passes, else what is wrong.
 */
export function checkDomain(value: string): TMessageKey | null {
  if (value.trim() === '') return null;
  const result = ZDomain.safeParse(value);
  return result.success
    ? null
    : (DOMAIN_TEXT_KEYS[result.error.issues[0]?.message ?? ''] ?? 'animation.domains.invalid');
}

/**
 * Adds a typed domain to the whitelist as the service keeps it (trimmed, lower-case), or says why
 * not: not a domain, already listed, or the list is full.
 */
export function addDomain(
  domains: readonly string[],
  value: string,
): { domains: string[]; added: string } | { error: TMessageKey } {
  const result = ZDomain.safeParse(value);
  if (!result.success) return { error: checkDomain(value) ?? 'animation.domains.invalid' };
  const added = result.data;
  if (domains.includes(added)) return { error: 'animation.domains.duplicate' };
  if (domains.length >= DOMAINS_MAX) return { error: 'animation.domains.tooMany' };
  return { domains: [...domains, added], added };
}

export function removeDomain(domains: readonly string[], domain: string): string[] {
  return domains.filter((other) => other !== domain);
}
