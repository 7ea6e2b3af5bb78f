import { describe, expect, it } from 'vitest';
import { readImpersonation } from './impersonation';

describe('readImpersonation', () => {
  it('needs both _userId and _adminAccessToken', () => {
    expect(readImpersonation('?_userId=7&_adminAccessToken=abc')).toEqual({ _userId: '7', _adminAccessToken: 'abc' });
    expect(readImpersonation('?_userId=7')).toBeNull();
    expect(readImpersonation('?_adminAccessToken=abc')).toBeNull();
    expect(readImpersonation('')).toBeNull();
  });
});
