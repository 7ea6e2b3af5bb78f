import { defineActionMail } from './mail-content.ts';

export type TActivationInput = { email: string; activationUrl: string };

/** Sent on `account.user-registered.v1`: the link that activates the new account. */
export const activationMail = defineActionMail<TActivationInput>(
  {
    en: {
      subject: 'Activate your Matchwire account',
      preheader: 'Confirm your e-mail address to start using the Matchwire API.',
      heading: 'Welcome to Matchwire',
      paragraphs: ({ email }) => [
        'Thanks for signing up. One step is left before you can use the Matchwire API.',
        `Confirm that ${email} is your e-mail address to activate your account:`,
      ],
      action: 'Activate your account',
      notes: [
        'This link is valid for 24 hours and can be used only once.',
        'If you did not create a Matchwire account, you can safely ignore this e-mail.',
      ],
    },
    vi: {
      subject: 'Kích hoạt tài khoản Matchwire của bạn',
      preheader: 'Xác nhận địa chỉ email để bắt đầu sử dụng Matchwire API.',
      heading: 'Chào mừng bạn đến với Matchwire',
      paragraphs: ({ email }) => [
        'Cảm ơn bạn đã đăng ký. Chỉ còn một bước nữa là bạn có thể sử dụng Matchwire API.',
        `Vui lòng xác nhận ${email} là địa chỉ email của bạn để kích hoạt tài khoản:`,
      ],
      action: 'Kích hoạt tài khoản',
      notes: [
        'Liên kết này có hiệu lực trong 24 giờ và chỉ sử dụng được một lần.',
        'Nếu bạn không tạo tài khoản Matchwire, bạn có thể bỏ qua email này.',
      ],
    },
  },
  ({ activationUrl }) => activationUrl,
);
