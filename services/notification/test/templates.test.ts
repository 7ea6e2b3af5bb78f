import { describe, expect, it } from 'vitest';
import { accountActivatedMail } from '../src/templates/account-activated.ts';
import { activationMail } from '../src/templates/activation.ts';
import { apiKeyRotatedMail } from '../src/templates/api-key-rotated.ts';
import { emailChangeMail } from '../src/templates/email-change.ts';
import { formatMailTime, mailLanguages, resolveMailLanguage } from '../src/templates/language.ts';
import { renderTemplate } from '../src/templates/layout.ts';
import type { TMailTemplate } from '../src/templates/mail-content.ts';
import { passwordResetMail } from '../src/templates/password-reset.ts';

const link = 'https://www.matchwire.test/path?token=abc&lang=xx';
type TCase = [name: string, template: TMailTemplate<never>, input: object, subjects: { en: string; vi: string }];

/** One template's case: its input is checked against the template's own input type. */
function mailCase<T extends object>(name: string, template: TMailTemplate<T>, input: T, subjects: TCase[3]): TCase {
  return [name, template as TMailTemplate<never>, input, subjects];
}

const cases: TCase[] = [
  mailCase(
    'activation',
    activationMail,
    { email: 'a@example.com', activationUrl: link },
    { en: 'Activate your Matchwire account', vi: 'Kích hoạt tài khoản Matchwire của bạn' },
  ),
  mailCase(
    'account activated',
    accountActivatedMail,
    { email: 'a@example.com', apiKeyUrl: link, docsUrl: 'https://www.matchwire.test/docs' },
    {
      en: 'Welcome to Matchwire: your account is active',
      vi: 'Chào mừng bạn đến với Matchwire: tài khoản đã được kích hoạt',
    },
  ),
  mailCase(
    'password reset',
    passwordResetMail,
    { email: 'a@example.com', resetUrl: link },
    { en: 'Reset your Matchwire password', vi: 'Đặt lại mật khẩu Matchwire của bạn' },
  ),
  mailCase(
    'e-mail change',
    emailChangeMail,
    { newEmail: 'new@example.com', confirmUrl: link },
    { en: 'Confirm your new Matchwire e-mail address', vi: 'Xác nhận địa chỉ email mới cho tài khoản Matchwire' },
  ),
  mailCase(
    'API key rotated',
    apiKeyRotatedMail,
    { email: 'a@example.com', rotatedAt: '5 March 2026 at 08:30 (UTC)', apiKeyUrl: link },
    {
      en: 'Security notice: your Matchwire API key was regenerated',
      vi: 'Thông báo bảo mật: API key Matchwire của bạn đã được tạo lại',
    },
  ),
];

describe.each(cases)('%s mail', (_name, template, input, subjects) => {
  it.each(mailLanguages)('in %s has its subject and the button link in both parts', (language) => {
    const mail = renderTemplate(template, input as never, language);
    expect(mail.subject).toBe(subjects[language]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).not.toMatch(/<style|class="/);
  });
});

describe('the layout', () => {
  it('escapes what comes from events in the HTML and keeps it verbatim in the text', () => {
    const mail = renderTemplate(activationMail, { email: '"x"<script>@example.com', activationUrl: link }, 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;x&quot;&lt;script&gt;@example.com');
    expect(mail.text).toContain('"x"<script>@example.com');
  });

  it('writes the Vietnamese chrome (fallback link hint and footer) in Vietnamese', () => {
    const mail = renderTemplate(activationMail, { email: 'a@example.com', activationUrl: link }, 'vi');
    expect(mail.html).toContain('Nếu nút trên không hoạt động');
    expect(mail.text).toContain('API dữ liệu thể thao');
  });
});

describe('language', () => {
  it.each([
    ['vi', 'vi'],
    ['VI', 'vi'],
    ['vi-VN', 'vi'],
    ['en', 'en'],
    ['en_GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j is written in %s', (requested, expected) => {
    expect(resolveMailLanguage(requested)).toBe(expected);
  });

  it('formats times in UTC for each language', () => {
    const time = new Date('2026-03-05T08:30:00Z');
    expect(formatMailTime(time, 'en')).toBe('5 March 2026 at 08:30 (UTC)');
    expect(formatMailTime(time, 'vi')).toBe('08:30 ngày 05/03/2026 (giờ UTC)');
  });
});
