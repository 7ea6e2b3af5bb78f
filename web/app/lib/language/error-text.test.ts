import { resultCodes } from '@matchwire/kit/errors/result-codes';
import { describe, expect, it } from 'vitest';
import { createTranslator, registerMessages } from '~/i18n';
import { en } from '~/i18n/en';
import { vi } from '~/i18n/vi';
import { ApiError } from '~/lib/api/api-error';
import { errorText } from './error-text';

registerMessages('en', en);
registerMessages('vi', vi);
const tEn = createTranslator('en');
const tVi = createTranslator('vi');

const everyCode = Object.entries(resultCodes).map(([key, { code, status, info }]) => ({ key, code, status, info }));

describe('errorText: the text of a result code in the page language (ADR 0006)', () => {
  it.each(everyCode)('renders $key ($code) in English and in Vietnamese', ({ key, code, status, info }) => {
    // The API's resultInfo is English for API clients; the page shows the catalogue's text instead.
    const failure = new ApiError(code, `${info} (as the API says it)`, status);
    const english = errorText(failure, tEn);
    const vietnamese = errorText(failure, tVi);
    expect(english).toBe(en[`result.${key}` as keyof typeof en]);
    expect(vietnamese).toBe(vi[`result.${key}` as keyof typeof vi]);
    expect(vietnamese.trim()).not.toBe('');
    expect(vietnamese).not.toBe(english);
    expect(vietnamese).not.toBe(info);
  });

  it('shows the SPEC 8 account texts in English', () => {
    expect(errorText(new ApiError(11015, 'incorrect password', 401), tEn)).toBe('incorrect password');
    expect(errorText(new ApiError(11012, 'email registered', 409), tEn)).toBe('email registered');
    expect(errorText(new ApiError(11011, 'email unregistered', 404), tEn)).toBe('email unregistered');
    expect(errorText(new ApiError(11015, 'incorrect password', 401), tVi)).toBe('Mật khẩu không đúng');
  });

  it("shows 'Interface 404' for an unknown route and the generic text for a bare 500, in either language", () => {
    const unknownRoute = new ApiError(null, 'Interface 404', 404);
    expect(errorText(unknownRoute, tEn)).toBe('Interface 404');
    expect(errorText(unknownRoute, tVi)).toBe(vi['result.interfaceNotFound']);
    const bare500 = new ApiError(null, 'upstream exploded', 500);
    expect(errorText(bare500, tEn)).toBe('Somthing is wrong');
    expect(errorText(bare500, tVi)).toBe(vi['result.internalError']);
  });

  it("takes a form's own wording for a code it names", () => {
    const mismatch = new ApiError(10002, 'Passwords do not match', 400);
    expect(errorText(mismatch, tVi, { badRequest: 'validation.passwordMismatch' })).toBe(
      vi['validation.passwordMismatch'],
    );
    expect(errorText(mismatch, tVi, { userExists: 'validation.email' })).toBe(vi['result.badRequest']);
  });

  it('shows the generic text for anything that is not an API answer, never a developer message', () => {
    expect(errorText(new Error('[{"code":"invalid_type","path":["userId"]}]'), tEn)).toBe(en['error.generic']);
    expect(errorText('boom', tVi)).toBe(vi['error.generic']);
    expect(errorText(new ApiError(null, 'Failed to fetch', 0), tVi)).toBe(vi['error.generic']);
    expect(errorText(new ApiError(null, 'Unexpected response (HTTP 502)', 502), tEn)).toBe(en['error.generic']);
    expect(errorText(new ApiError(99999, 'a code of a newer server', 400), tVi)).toBe(vi['error.generic']);
  });
});
