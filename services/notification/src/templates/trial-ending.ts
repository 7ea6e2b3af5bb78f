import type { TSportType } from '@matchwire/contracts/billing/fields';
import { sportNames } from './billing-terms.ts';
import type { TMailTemplate } from './mail-content.ts';

export type TTrialEndingInput = { sportType: TSportType; daysLeft: number; endsOn: string; productsUrl: string };

/** Sent on `billing.trial-ending.v1` (three days before the end): subscribe to keep the data coming. */
export const trialEndingMail: TMailTemplate<TTrialEndingInput> = {
  en: ({ sportType, daysLeft, endsOn, productsUrl }) => {
    const sport = sportNames.en[sportType];
    const inDays = `${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
    return {
      subject: `Your free ${sport} trial ends in ${inDays}`,
      preheader: `Subscribe before ${endsOn} to keep your ${sport} data coming.`,
      heading: 'Your free trial ends soon',
      paragraphs: [
        `Your free trial of the Matchwire ${sport} data API ends on ${endsOn}, in ${inDays}.`,
        `After that, your API key stops returning ${sport} data until you subscribe. Pick a plan now to keep your applications running without interruption.`,
      ],
      action: { label: `Choose a ${sport} plan`, url: productsUrl },
      notes: ['Yearly plans are billed at 50% off the monthly price.'],
    };
  },
  vi: ({ sportType, daysLeft, endsOn, productsUrl }) => {
    const sport = sportNames.vi[sportType];
    return {
      subject: `Bản dùng thử miễn phí ${sport} của bạn sẽ kết thúc sau ${daysLeft} ngày`,
      preheader: `Hãy đăng ký trước ngày ${endsOn} để tiếp tục nhận dữ liệu ${sport}.`,
      heading: 'Bản dùng thử miễn phí sắp kết thúc',
      paragraphs: [
        `Bản dùng thử miễn phí API dữ liệu ${sport} Matchwire của bạn sẽ kết thúc vào ngày ${endsOn}, tức là chỉ còn ${daysLeft} ngày nữa.`,
        `Sau thời điểm đó, API key của bạn sẽ không còn nhận được dữ liệu ${sport} cho đến khi bạn đăng ký. Hãy chọn một gói ngay bây giờ để ứng dụng của bạn hoạt động liên tục, không bị gián đoạn.`,
      ],
      action: { label: `Chọn gói ${sport}`, url: productsUrl },
      notes: ['Gói theo năm được giảm 50% so với giá theo tháng.'],
    };
  },
};
