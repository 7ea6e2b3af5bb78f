import type { TSportType } from '@matchwire/contracts/billing/fields';
import { capitalize, sportNames } from './billing-terms.ts';
import type { TMailTemplate } from './mail-content.ts';

export type TTrialStartedInput = {
  sportType: TSportType;
  days: number;
  /** The trial's end, formatted in the mail's language. */
  endsOn: string;
  dailyCallLimit: number;
  delayMinutes: number;
  apiKeyUrl: string;
  docsUrl: string;
};

/** Sent on `billing.trial-started.v1`: the trial's terms, where the API key and the docs are. */
export const trialStartedMail: TMailTemplate<TTrialStartedInput> = {
  en: ({ sportType, days, endsOn, dailyCallLimit, delayMinutes, apiKeyUrl, docsUrl }) => {
    const sport = sportNames.en[sportType];
    const minutes = `${delayMinutes} minute${delayMinutes === 1 ? '' : 's'}`;
    const delay = delayMinutes === 0 ? 'with real-time data' : `with data delayed by ${minutes}`;
    return {
      subject: `Your free ${sport} data trial has started`,
      preheader: `${days} days of Matchwire ${sport} data, free until ${endsOn}.`,
      heading: 'Your free trial has started',
      paragraphs: [
        `Your ${days}-day free trial of the Matchwire ${sport} data API is active until ${endsOn}.`,
        `During the trial you can call every ${sport} league, up to ${dailyCallLimit} calls per day, ${delay}.`,
        'Your API key is waiting for you in the console. Send it with every request to authenticate your calls.',
      ],
      details: [
        { label: 'Sport', value: capitalize(sport) },
        { label: 'Trial ends', value: endsOn },
        { label: 'Calls per day', value: String(dailyCallLimit) },
        { label: 'Data delay', value: delayMinutes === 0 ? 'None' : minutes },
        { label: 'Leagues', value: `All ${sport} leagues` },
      ],
      action: { label: 'Get your API key', url: apiKeyUrl },
      links: [{ label: 'Read the documentation to make your first request', url: docsUrl }],
      notes: ['The trial is free: no payment details are needed, and nothing is charged when it ends.'],
    };
  },
  vi: ({ sportType, days, endsOn, dailyCallLimit, delayMinutes, apiKeyUrl, docsUrl }) => {
    const sport = sportNames.vi[sportType];
    const delay = delayMinutes === 0 ? 'theo thời gian thực' : `trễ ${delayMinutes} phút`;
    return {
      subject: `Bản dùng thử miễn phí dữ liệu ${sport} của bạn đã bắt đầu`,
      preheader: `${days} ngày dùng thử miễn phí dữ liệu ${sport} của Matchwire, đến ngày ${endsOn}.`,
      heading: 'Bản dùng thử miễn phí đã bắt đầu',
      paragraphs: [
        `Bản dùng thử miễn phí ${days} ngày của API dữ liệu ${sport} Matchwire đã được kích hoạt và có hiệu lực đến ngày ${endsOn}.`,
        `Trong thời gian dùng thử, bạn có thể truy cập mọi giải đấu ${sport}, tối đa ${dailyCallLimit} lượt gọi mỗi ngày, với dữ liệu ${delay}.`,
        'API key của bạn đã sẵn sàng trong bảng điều khiển. Hãy gửi kèm API key trong mọi yêu cầu để xác thực khi gọi API.',
      ],
      details: [
        { label: 'Môn thể thao', value: capitalize(sport) },
        { label: 'Kết thúc dùng thử', value: endsOn },
        { label: 'Lượt gọi mỗi ngày', value: String(dailyCallLimit) },
        { label: 'Độ trễ dữ liệu', value: delayMinutes === 0 ? 'Không có' : `${delayMinutes} phút` },
        { label: 'Giải đấu', value: `Tất cả giải đấu ${sport}` },
      ],
      action: { label: 'Lấy API key', url: apiKeyUrl },
      links: [{ label: 'Đọc tài liệu hướng dẫn để gửi yêu cầu đầu tiên', url: docsUrl }],
      notes: [
        'Bản dùng thử hoàn toàn miễn phí: bạn không cần cung cấp thông tin thanh toán và sẽ không bị trừ tiền khi bản dùng thử kết thúc.',
      ],
    };
  },
};
