import { defineActionMail } from './mail-content.ts';

export type TEmailChangeInput = { newEmail: string; confirmUrl: string };

/** Sent to the NEW address on `account.email-change-requested.v1`: the link that confirms it. */
export const emailChangeMail = defineActionMail<TEmailChangeInput>(
  {
    en: {
      subject: 'Confirm your new Matchwire e-mail address',
      preheader: 'One click to finish changing the e-mail address of your account.',
      heading: 'Confirm your new e-mail address',
      paragraphs: ({ newEmail }) => [
        `You asked to use ${newEmail} as the e-mail address of your Matchwire account.`,
        'Confirm it to complete the change. Until then, keep signing in with your current address.',
      ],
      action: 'Confirm e-mail address',
      notes: [
        'This link is valid for 24 hours and can be used only once.',
        'If you did not ask for this change, ignore this e-mail; your account keeps its current address.',
      ],
    },
    vi: {
      subject: 'Xác nhận địa chỉ email mới cho tài khoản Matchwire',
      preheader: 'Chỉ một bước nữa để hoàn tất việc thay đổi địa chỉ email của tài khoản.',
      heading: 'Xác nhận địa chỉ email mới',
      paragraphs: ({ newEmail }) => [
        `Bạn đã yêu cầu sử dụng ${newEmail} làm địa chỉ email cho tài khoản Matchwire của mình.`,
        'Hãy xác nhận để hoàn tất thay đổi. Trước khi xác nhận, bạn vẫn đăng nhập bằng địa chỉ email hiện tại.',
      ],
      action: 'Xác nhận địa chỉ email',
      notes: [
        'Liên kết này có hiệu lực trong 24 giờ và chỉ sử dụng được một lần.',
        'Nếu bạn không yêu cầu thay đổi này, hãy bỏ qua email này; tài khoản của bạn vẫn giữ địa chỉ email hiện tại.',
      ],
    },
  },
  ({ confirmUrl }) => confirmUrl,
);
