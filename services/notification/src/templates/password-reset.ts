import { defineActionMail } from './mail-content.ts';

export type TPasswordResetInput = { email: string; resetUrl: string };

/** Sent on `account.password-reset-requested.v1`: the link to choose a new password. */
export const passwordResetMail = defineActionMail<TPasswordResetInput>(
  {
    en: {
      subject: 'Reset your Matchwire password',
      preheader: 'Choose a new password for your Matchwire account.',
      heading: 'Reset your password',
      paragraphs: ({ email }) => [
        `We received a request to reset the password of the Matchwire account ${email}.`,
        'Choose a new password with the button below:',
      ],
      action: 'Reset your password',
      notes: [
        'This link is valid for 1 hour and can be used only once.',
        'If you did not ask for a new password, ignore this e-mail: your password stays unchanged.',
      ],
    },
    vi: {
      subject: 'Đặt lại mật khẩu Matchwire của bạn',
      preheader: 'Chọn mật khẩu mới cho tài khoản Matchwire của bạn.',
      heading: 'Đặt lại mật khẩu',
      paragraphs: ({ email }) => [
        `Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản Matchwire ${email}.`,
        'Hãy nhấn nút bên dưới để chọn mật khẩu mới:',
      ],
      action: 'Đặt lại mật khẩu',
      notes: [
        'Liên kết này có hiệu lực trong 1 giờ và chỉ sử dụng được một lần.',
        'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.',
      ],
    },
  },
  ({ resetUrl }) => resetUrl,
);
