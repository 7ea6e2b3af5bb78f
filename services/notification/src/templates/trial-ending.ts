import type { TSportType } from '@matchwire/contracts/billing/fields';
import { defineSportMail } from './sport-mail.ts';

export type TTrialEndingInput = { sportType: TSportType; daysLeft: number; endsOn: string; productsUrl: string };

const inDays = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

const en = {
  subject: (sport: string, daysLeft: number) => `Your free ${sport} trial ends in ${inDays(daysLeft)}`,
  preheader: (sport: string, endsOn: string) => `Subscribe before ${endsOn} to keep your ${sport} data coming.`,
  heading: 'Your free trial ends soon',
  endsOn: (sport: string, endsOn: string, daysLeft: number) =>
    `Your free trial of the Matchwire ${sport} data API ends on ${endsOn}, in ${inDays(daysLeft)}.`,
  afterThat: (sport: string) =>
    `After that, your API key stops returning ${sport} data until you subscribe. Pick a plan now to keep your applications running without interruption.`,
  choosePlan: (sport: string) => `Choose a ${sport} plan`,
  yearlyNote: 'Yearly plans are billed at 50% off the monthly price.',
};

const vi: typeof en = {
  subject: (sport, daysLeft) => `Bản dùng thử miễn phí ${sport} của bạn sẽ kết thúc sau ${daysLeft} ngày`,
  preheader: (sport, endsOn) => `Hãy đăng ký trước ngày ${endsOn} để tiếp tục nhận dữ liệu ${sport}.`,
  heading: 'Bản dùng thử miễn phí sắp kết thúc',
  endsOn: (sport, endsOn, daysLeft) =>
    `Bản dùng thử miễn phí API dữ liệu ${sport} Matchwire của bạn sẽ kết thúc vào ngày ${endsOn}, tức là chỉ còn ${daysLeft} ngày nữa.`,
  afterThat: (sport) =>
    `Sau thời điểm đó, API key của bạn sẽ không còn nhận được dữ liệu ${sport} cho đến khi bạn đăng ký. Hãy chọn một gói ngay bây giờ để ứng dụng của bạn hoạt động liên tục, không bị gián đoạn.`,
  choosePlan: (sport) => `Chọn gói ${sport}`,
  yearlyNote: 'Gói theo năm được giảm 50% so với giá theo tháng.',
};

/** Sent on `billing.trial-ending.v1` (three days before the end): subscribe to keep the data coming. */
export const trialEndingMail = defineSportMail<TTrialEndingInput, typeof en>(
  { en, vi },
  (words, { sport, daysLeft, endsOn, productsUrl }) => ({
    subject: words.subject(sport, daysLeft),
    preheader: words.preheader(sport, endsOn),
    heading: words.heading,
    paragraphs: [words.endsOn(sport, endsOn, daysLeft), words.afterThat(sport)],
    action: { label: words.choosePlan(sport), url: productsUrl },
    notes: [words.yearlyNote],
  }),
);
