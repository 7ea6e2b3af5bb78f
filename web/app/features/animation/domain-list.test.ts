import { describe, expect, it } from 'vitest';
import { addDomain, checkDomain, DOMAINS_MAX, removeDomain } from './domain-list';

describe('the domain whitelist editor', () => {
  it('checks a typed domain with the contract rule (SPEC 5) and says nothing while it is empty', () => {
    expect(checkDomain('')).toBeNull();
    expect(checkDomain('  ')).toBeNull();
    expect(checkDomain('example.com')).toBeNull();
    expect(checkDomain('Sub.Example.COM ')).toBeNull();
    expect(checkDomain('localhost')).toBeNull();
    expect(checkDomain('bad domain')).toBe('animation.domains.invalid');
    expect(checkDomain('-x.com')).toBe('animation.domains.invalid');
    expect(checkDomain('https://example.com')).toBe('animation.domains.invalid');
    expect(checkDomain('ab')).toBe('animation.domains.invalid');
  });

  it('adds a domain as the service keeps it: trimmed and lower-case', () => {
    expect(addDomain(['a.com'], '  News.Example.COM ')).toEqual({
      domains: ['a.com', 'news.example.com'],
      added: 'news.example.com',
    });
  });

  it('refuses an invalid domain, a duplicate (in any case) and a 21st domain', () => {
    expect(addDomain([], 'not a domain')).toEqual({ error: 'animation.domains.invalid' });
    expect(addDomain([], '')).toEqual({ error: 'animation.domains.invalid' });
    expect(addDomain(['example.com'], 'EXAMPLE.com')).toEqual({ error: 'animation.domains.duplicate' });
    const full = Array.from({ length: DOMAINS_MAX }, (_, index) => `site${index}.com`);
    expect(DOMAINS_MAX).toBe(20);
    expect(addDomain(full, 'one-more.com')).toEqual({ error: 'animation.domains.tooMany' });
    expect(addDomain(full.slice(1), 'one-more.com')).toMatchObject({ added: 'one-more.com' });
  });

  it('removes exactly the domain named', () => {
    expect(removeDomain(['a.com', 'b.com', 'c.com'], 'b.com')).toEqual(['a.com', 'c.com']);
    expect(removeDomain(['a.com'], 'x.com')).toEqual(['a.com']);
  });
});
