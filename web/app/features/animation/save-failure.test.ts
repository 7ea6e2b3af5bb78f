import { describe, expect, it } from 'vitest';
import { createTranslator, registerMessages } from '~/i18n';
import { en } from '~/i18n/en';
import { vi } from '~/i18n/vi';
import { ApiError } from '~/lib/api/api-error';
import { publishFailureText, uploadFailureText } from './save-failure';

registerMessages('en', en);
registerMessages('vi', vi);
const tEn = createTranslator('en');
const tVi = createTranslator('vi');

describe('what a failed save or publish says', () => {
  it("is 'Publish failure' (SPEC 8) with the reason: the detail of a refused publish, or another code's text", () => {
    expect(publishFailureText(new ApiError(16001, 'Publish failure', 409), tEn)).toBe('Publish failure');
    expect(publishFailureText(new ApiError(16001, 'Publish failure: the widget is disabled', 409), tEn)).toBe(
      'Publish failure: the widget is disabled',
    );
    expect(publishFailureText(new ApiError(11007, 'User not logged in', 401), tEn)).toBe(
      `Publish failure: ${en['result.userNotLoggedIn']}`,
    );
    expect(publishFailureText(new TypeError('Failed to fetch'), tEn)).toBe(`Publish failure: ${en['error.generic']}`);
  });

  it("names an upload's refusal in the page's language, and 'Upload failure' when the answer has no key", () => {
    expect(uploadFailureText(new ApiError(10002, 'Unsupported file', 400), tEn)).toBe('Unsupported file');
    expect(uploadFailureText(new ApiError(10002, 'Image cant not exceed 2M', 413), tVi)).toBe(
      vi['animation.fence.tooLarge'],
    );
    expect(uploadFailureText(new Error('Upload failure'), tEn)).toBe('Upload failure');
  });
});
