import { defineMail } from './mail-content.ts';

export type TAccountActivatedInput = { email: string; apiKeyUrl: string; docsUrl: string };

const en = {
  subject: 'Welcome to Matchwire: your account is active',
  preheader: 'Your API key is ready in your console.',
  heading: 'Your account is active',
  welcome: (email: string) => `Welcome aboard! The Matchwire account ${email} is now active.`,
  apiKeyWaiting:
    'Your API key is waiting for you in the console. Send it with every request to authenticate your calls to the API.',
  getApiKey: 'Get your API key',
  readDocs: 'Read the documentation to make your first request',
  keepSecret: 'Keep your API key secret: anyone who has it can use your plan.',
};

const vi: typeof en = {
  subject: 'Chào mừng bạn đến với Matchwire: tài khoản đã được kích hoạt',
  preheader: 'API key của bạn đã sẵn sàng trong bảng điều khiển.',
  heading: 'Tài khoản của bạn đã được kích hoạt',
  welcome: (email) => `Chào mừng bạn! Tài khoản Matchwire ${email} đã được kích hoạt.`,
  apiKeyWaiting:
    'API key của bạn đã sẵn sàng trong bảng điều khiển. Hãy gửi kèm API key trong mọi yêu cầu để xác thực khi gọi API.',
  getApiKey: 'Lấy API key',
  readDocs: 'Đọc tài liệu hướng dẫn để gửi yêu cầu đầu tiên',
  keepSecret: 'Hãy giữ bí mật API key: bất kỳ ai có key đều có thể sử dụng gói dịch vụ của bạn.',
};

/** Sent on `account.user-activated.v1`: welcome, where the API key is and where the docs are. */
export const accountActivatedMail = defineMail<TAccountActivatedInput, typeof en>(
  { en, vi },
  (words, { email, apiKeyUrl, docsUrl }) => ({
    subject: words.subject,
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [words.welcome(email), words.apiKeyWaiting],
    action: { label: words.getApiKey, url: apiKeyUrl },
    links: [{ label: words.readDocs, url: docsUrl }],
    notes: [words.keepSecret],
  }),
);
