import type { TSportType } from '@matchwire/contracts/billing/fields';
import { defineSportMail } from './sport-mail.ts';

export type TTrialEndedInput = { sportType: TSportType; endedOn: string; productsUrl: string };

const en = {
  subject: (sport: string) => `Your free ${sport} trial has ended`,
  preheader: (sport: string) => `Subscribe to keep using the Matchwire ${sport} data API.`,
  heading: 'Your free trial has ended',
  ended: (sport: string, endedOn: string) =>
    `Your free trial of the Matchwire ${sport} data API ended on ${endedOn}. Thank you for trying Matchwire!`,
  noLongerReturns: (sport: string) =>
    `Your API key no longer returns ${sport} data. Subscribe to a plan to pick up where you left off: your API key and your integration stay the same.`,
  seePlans: (sport: string) => `See ${sport} plans`,
  otherSports: 'Each sport has its own free trial: you can still try the other sports for free.',
};

const vi: typeof en = {
  subject: (sport) => `Bản dùng thử miễn phí ${sport} của bạn đã kết thúc`,
  preheader: (sport) => `Hãy đăng ký để tiếp tục sử dụng API dữ liệu ${sport} của Matchwire.`,
  heading: 'Bản dùng thử miễn phí đã kết thúc',
  ended: (sport, endedOn) =>
    `Bản dùng thử miễn phí API dữ liệu ${sport} Matchwire của bạn đã kết thúc vào ngày ${endedOn}. Cảm ơn bạn đã dùng thử Matchwire!`,
  noLongerReturns: (sport) =>
    `API key của bạn không còn nhận được dữ liệu ${sport}. Hãy đăng ký một gói để tiếp tục ngay từ chỗ bạn dừng lại: API key và phần tích hợp của bạn vẫn giữ nguyên.`,
  seePlans: (sport) => `Xem các gói ${sport}`,
  otherSports:
    'Mỗi môn thể thao có một lượt dùng thử miễn phí riêng: bạn vẫn có thể dùng thử miễn phí các môn thể thao khác.',
};

/** Sent on `billing.trial-ended.v1`: the data stopped; subscribe to pick up where you left off. */
export const trialEndedMail = defineSportMail<TTrialEndedInput, typeof en>(
  { en, vi },
  (words, { sport, endedOn, productsUrl }) => ({
    subject: words.subject(sport),
    preheader: words.preheader(sport),
    heading: words.heading,
    paragraphs: [words.ended(sport, endedOn), words.noLongerReturns(sport)],
    action: { label: words.seePlans(sport), url: productsUrl },
    notes: [words.otherSports],
  }),
);
