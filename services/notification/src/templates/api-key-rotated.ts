import { defineActionMail } from './mail-content.ts';

export type TApiKeyRotatedInput = { email: string; rotatedAt: string; apiKeyUrl: string };

/** Sent on `account.api-key-rotated.v1`: a security notice that the old key no longer works. */
export const apiKeyRotatedMail = defineActionMail<TApiKeyRotatedInput>(
  {
    en: {
      subject: 'Security notice: your Matchwire API key was regenerated',
      preheader: 'Your previous API key no longer works.',
      heading: 'Your API key was regenerated',
      paragraphs: ({ email, rotatedAt }) => [
        `A new API key was generated for the Matchwire account ${email} on ${rotatedAt}.`,
        'Your previous key stopped working immediately. Update every application that calls the Matchwire API with the new key.',
      ],
      action: 'View your API key',
      notes: [
        'If you did not do this, sign in right away, change your password, regenerate your API key and contact our support team.',
      ],
    },
    vi: {
      subject: 'Thông báo bảo mật: API key Matchwire của bạn đã được tạo lại',
      preheader: 'API key cũ của bạn không còn sử dụng được.',
      heading: 'API key của bạn đã được tạo lại',
      paragraphs: ({ email, rotatedAt }) => [
        `Một API key mới đã được tạo cho tài khoản Matchwire ${email} lúc ${rotatedAt}.`,
        'API key cũ đã ngừng hoạt động ngay lập tức. Hãy cập nhật key mới trong mọi ứng dụng đang gọi Matchwire API.',
      ],
      action: 'Xem API key',
      notes: [
        'Nếu không phải bạn thực hiện thao tác này, hãy đăng nhập ngay, đổi mật khẩu, tạo lại API key và liên hệ với đội ngũ hỗ trợ của chúng tôi.',
      ],
    },
  },
  ({ apiKeyUrl }) => apiKeyUrl,
);
