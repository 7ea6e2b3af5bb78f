import type { TMailTemplate } from './mail-content.ts';

export type TAccountActivatedInput = { email: string; apiKeyUrl: string; docsUrl: string };

/** Sent on `account.user-activated.v1`: welcome, where the API key is and where the docs are. */
export const accountActivatedMail: TMailTemplate<TAccountActivatedInput> = {
  en: ({ email, apiKeyUrl, docsUrl }) => ({
    subject: 'Welcome to Matchwire: your account is active',
    preheader: 'Your API key is ready in your console.',
    heading: 'Your account is active',
    paragraphs: [
      `Welcome aboard! The Matchwire account ${email} is now active.`,
      'Your API key is waiting for you in the console. Send it with every request to authenticate your calls to the API.',
    ],
    action: { label: 'Get your API key', url: apiKeyUrl },
    links: [{ label: 'Read the documentation to make your first request', url: docsUrl }],
    notes: ['Keep your API key secret: anyone who has it can use your plan.'],
  }),
  vi: ({ email, apiKeyUrl, docsUrl }) => ({
    subject: 'Chào mừng bạn đến với Matchwire: tài khoản đã được kích hoạt',
    preheader: 'API key của bạn đã sẵn sàng trong bảng điều khiển.',
    heading: 'Tài khoản của bạn đã được kích hoạt',
    paragraphs: [
      `Chào mừng bạn! Tài khoản Matchwire ${email} đã được kích hoạt.`,
      'API key của bạn đã sẵn sàng trong bảng điều khiển. Hãy gửi kèm API key trong mọi yêu cầu để xác thực khi gọi API.',
    ],
    action: { label: 'Lấy API key', url: apiKeyUrl },
    links: [{ label: 'Đọc tài liệu hướng dẫn để gửi yêu cầu đầu tiên', url: docsUrl }],
    notes: ['Hãy giữ bí mật API key: bất kỳ ai có key đều có thể sử dụng gói dịch vụ của bạn.'],
  }),
};
