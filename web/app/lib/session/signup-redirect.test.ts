import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authPathWithRedirect, rememberSignupRedirect, takeSignupRedirect } from './signup-redirect';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('the page a new customer returns to after activation', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('is remembered at registration and read once', () => {
    rememberSignupRedirect('/purchase?productId=82&planId=7');
    expect(takeSignupRedirect()).toBe('/purchase?productId=82&planId=7');
    expect(takeSignupRedirect()).toBeNull();
  });

  it('is only a path of this site, and forgotten after a week', () => {
    rememberSignupRedirect('//evil.example/');
    expect(takeSignupRedirect()).toBeNull();
    rememberSignupRedirect('/purchase?productId=1&planId=2');
    expect(takeSignupRedirect(Date.now() + 8 * 24 * 60 * 60 * 1000)).toBeNull();
  });

  it('travels between the login and registration pages with the language', () => {
    expect(authPathWithRedirect('/auth/register', 'vi', '/purchase?productId=82&planId=7')).toBe(
      '/auth/register?redirect=%2Fpurchase%3FproductId%3D82%26planId%3D7&lang=vi',
    );
    expect(authPathWithRedirect('/auth/login', 'en', null)).toBe('/auth/login?lang=en');
    expect(authPathWithRedirect('/auth/login', 'en', 'https://evil.example')).toBe('/auth/login?lang=en');
  });
});
