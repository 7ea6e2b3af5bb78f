import { describe, expect, it } from 'vitest';
import { isSharedToken } from '../src/http/internal-auth.ts';

const token = 'a-shared-token-of-some-length';

describe('isSharedToken', () => {
  it('accepts exactly the shared token', () => {
    expect(isSharedToken(token, token)).toBe(true);
  });

  it.each([
    ['another value', 'a-shared-token-of-some-lengtH'],
    ['a prefix', token.slice(0, -1)],
    ['a longer value', `${token}x`],
    ['an empty value', ''],
    ['no header', undefined],
    ['a repeated header', [token, token]],
  ])('refuses %s', (_, given) => {
    expect(isSharedToken(given, token)).toBe(false);
  });

  it('refuses everything when no token is configured', () => {
    expect(isSharedToken('', '')).toBe(false);
  });
});
