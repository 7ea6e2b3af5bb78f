import { describe, expect, it } from 'vitest';
import { createTranslator, registerMessages } from '~/i18n';
import { en } from '~/i18n/en';
import { ApiError } from './api-error';
import { errorText } from './error-text';

registerMessages('en', en);
const t = createTranslator('en');

describe('errorText (SPEC 8)', () => {
  it("shows the server's resultInfo, else the error's message", () => {
    expect(errorText(new ApiError(11011, 'email unregistered', 404), t)).toBe('email unregistered');
    expect(errorText(new ApiError(null, 'Interface 404', 404), t)).toBe('Interface 404');
  });

  it('shows the generic text for anything that is not an API answer, never a developer message', () => {
    expect(errorText(new Error('[{"code":"invalid_type","path":["userId"]}]'), t)).toBe(en['error.generic']);
    expect(errorText('boom', t)).toBe(en['error.generic']);
  });
});
