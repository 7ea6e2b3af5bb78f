import type { TSportType } from '@matchwire/contracts/billing/fields';
import { sportNames } from './billing-terms.ts';
import type { TMailTemplate } from './mail-content.ts';

export type TTrialEndedInput = { sportType: TSportType; endedOn: string; productsUrl: string };

/** Sent on `billing.trial-ended.v1`: the data stopped; subscribe to pick up where you left off. */
export const trialEndedMail: TMailTemplate<TTrialEndedInput> = {
  en: ({ sportType, endedOn, productsUrl }) => {
    const sport = sportNames.en[sportType];
    return {
      subject: `Your free ${sport} trial has ended`,
      preheader: `Subscribe to keep using the Matchwire ${sport} data API.`,
      heading: 'Your free trial has ended',
      paragraphs: [
        `Your free trial of the Matchwire ${sport} data API ended on ${endedOn}. Thank you for trying Matchwire!`,
        `Your API key no longer returns ${sport} data. Subscribe to a plan to pick up where you left off: your API key and your integration stay the same.`,
      ],
      action: { label: `See ${sport} plans`, url: productsUrl },
      notes: ['Each sport has its own free trial: you can still try the other sports for free.'],
    };
  },
  vi: ({ sportType, endedOn, productsUrl }) => {
    const sport = sportNames.vi[sportType];
    return {
      subject: `Bản dùng thử miễn phí ${sport} của bạn đã kết thúc`,
      preheader: `Hãy đăng ký để tiếp tục sử dụng API dữ liệu ${sport} của Matchwire.`,
      heading: 'Bản dùng thử miễn phí đã kết thúc',
      paragraphs: [
        `Bản dùng thử miễn phí API dữ liệu ${sport} Matchwire của bạn đã kết thúc vào ngày ${endedOn}. Cảm ơn bạn đã dùng thử Matchwire!`,
        `API key của bạn không còn nhận được dữ liệu ${sport}. Hãy đăng ký một gói để tiếp tục ngay từ chỗ bạn dừng lại: API key và phần tích hợp của bạn vẫn giữ nguyên.`,
      ],
      action: { label: `Xem các gói ${sport}`, url: productsUrl },
      notes: [
        'Mỗi môn thể thao có một lượt dùng thử miễn phí riêng: bạn vẫn có thể dùng thử miễn phí các môn thể thao khác.',
      ],
    };
  },
};
