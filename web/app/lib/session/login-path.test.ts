import { describe, expect, it } from 'vitest';
import { buildLoginPath, safeRedirectPath } from './login-path';

describe('login paths', () => {
  it('carries the page to return to and the language', () => {
    expect(buildLoginPath('vi', '/user/profile?tab=1')).toBe(
      '/auth/login?redirect=%2Fuser%2Fprofile%3Ftab%3D1&lang=vi',
    );
    expect(buildLoginPath('en')).toBe('/auth/login?lang=en');
  });

  it('follows only same-site paths', () => {
    expect(safeRedirectPath('/user/profile', '/x')).toBe('/user/profile');
    expect(safeRedirectPath('//evil.example', '/x')).toBe('/x');
    expect(safeRedirectPath('https://evil.example', '/x')).toBe('/x');
    expect(safeRedirectPath('/\\evil.example', '/x')).toBe('/x');
    expect(safeRedirectPath(null, '/x')).toBe('/x');
  });
});
