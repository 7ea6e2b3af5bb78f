import { describe, expect, it } from 'vitest';
import { en } from './en';
import { vi } from './vi';

/**
 * Words that stay as they are in Vietnamese: the brand, section names the Vietnamese site uses as
 * loanwords, HTTP methods and codes. A value identical in both catalogues must consist of these,
 * placeholders, digits and punctuation only; anything else is an untranslated English text.
 */
const UNTRANSLATED_WORDS = ['Matchwire', 'Blog', 'FAQ', 'GET', 'POST'];

function isLanguageNeutral(text: string): boolean {
  const withoutPlaceholders = text.replace(/\{\w+\}/g, ' ');
  const words = withoutPlaceholders.split(/[^\p{L}]+/u).filter(Boolean);
  return words.every((word) => UNTRANSLATED_WORDS.includes(word));
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the en and vi catalogues, key by key', () => {
  const enKeys = Object.keys(en).sort();
  const viKeys = Object.keys(vi).sort();

  it('have the same keys', () => {
    expect(viKeys).toEqual(enKeys);
  });

  it('have no empty value', () => {
    const empty = [
      ...Object.entries(en).filter(([, text]) => text.trim() === ''),
      ...Object.entries(vi).filter(([, text]) => text.trim() === ''),
    ];
    expect(empty).toEqual([]);
  });

  it('translate every text into Vietnamese (only brand names, codes and placeholders may stay)', () => {
    const untranslated = enKeys.filter((key) => {
      const text = en[key as keyof typeof en];
      return vi[key as keyof typeof en] === text && !isLanguageNeutral(text);
    });
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = enKeys.filter((key) => {
      const typed = key as keyof typeof en;
      return placeholdersOf(en[typed]).join() !== placeholdersOf(vi[typed]).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('tells an untranslated text from a language-neutral one', () => {
    expect(isLanguageNeutral('{title} — Matchwire')).toBe(true);
    expect(isLanguageNeutral('{count} / {max}')).toBe(true);
    expect(isLanguageNeutral('Interface 404')).toBe(false);
    expect(isLanguageNeutral('email registered')).toBe(false);
  });
});
