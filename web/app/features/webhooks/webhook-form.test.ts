import { describe, expect, it } from 'vitest';
import { urlProblem, WEBHOOK_URL_MAX } from './webhook-form';

describe('urlProblem', () => {
  it('accepts an http(s) URL up to the longest kept', () => {
    expect(urlProblem(' https://example.com/hook ')).toBeNull();
    expect(urlProblem('http://localhost:4000/hook')).toBeNull();
    expect(urlProblem(`https://example.com/${'a'.repeat(WEBHOOK_URL_MAX - 20)}`)).toBeNull();
  });

  it('names what is wrong: nothing entered, too long, not an http(s) address', () => {
    expect(urlProblem('  ')).toBe('required');
    expect(urlProblem(`https://example.com/${'a'.repeat(WEBHOOK_URL_MAX)}`)).toBe('tooLong');
    expect(urlProblem('example.com/hook')).toBe('invalid');
    expect(urlProblem('ftp://example.com/hook')).toBe('invalid');
  });
});
