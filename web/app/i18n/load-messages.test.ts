import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createTranslator } from './index';
import { loadMessages } from './load-messages.client';
import { vi } from './vi';

// The browser starts with no catalogue: the page's one arrives through loadMessages before hydration.
describe('loadMessages (the browser’s catalogue)', () => {
  it("registers the page language's catalogue, so its texts translate", async () => {
    await loadMessages('vi');
    expect(createTranslator('vi')('meta.home.title')).toBe(vi['meta.home.title']);
    expect(vi['meta.home.title']).not.toBe(en['meta.home.title']);
  });

  it('takes an unknown or missing <html lang> as English', async () => {
    await loadMessages('th');
    await loadMessages(undefined);
    expect(createTranslator('en')('meta.home.title')).toBe(en['meta.home.title']);
  });
});
