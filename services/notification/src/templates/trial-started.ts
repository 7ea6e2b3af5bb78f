import type { TSportType } from '@matchwire/contracts/billing/fields';
import { capitalize } from './billing-terms.ts';
import { defineSportMail, type TSportFacts } from './sport-mail.ts';

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

type TTrialFacts = Omit<TSportFacts<TTrialStartedInput>, 'apiKeyUrl' | 'docsUrl'>;

const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

const en = {
  subject: ({ sport }: TTrialFacts) => `Your free ${sport} data trial has started`,
  preheader: ({ sport, days, endsOn }: TTrialFacts) => `${days} days of Matchwire ${sport} data, free until ${endsOn}.`,
  heading: 'Your free trial has started',
  active: ({ sport, days, endsOn }: TTrialFacts) =>
    `Your ${days}-day free trial of the Matchwire ${sport} data API is active until ${endsOn}.`,
  terms: ({ sport, dailyCallLimit, delayMinutes }: TTrialFacts) =>
    `During the trial you can call every ${sport} league, up to ${dailyCallLimit} calls per day, ${
      delayMinutes === 0 ? 'with real-time data' : `with data delayed by ${minutes(delayMinutes)}`
    }.`,
  apiKeyWaiting:
    'Your API key is waiting for you in the console. Send it with every request to authenticate your calls.',
  sportLabel: 'Sport',
  trialEnds: 'Trial ends',
  callsPerDay: 'Calls per day',
  dataDelay: 'Data delay',
  delayValue: (delayMinutes: number) => (delayMinutes === 0 ? 'None' : minutes(delayMinutes)),
  leagues: 'Leagues',
  allLeagues: (sport: string) => `All ${sport} leagues`,
  getApiKey: 'Get your API key',
  readDocs: 'Read the documentation to make your first request',
  free: 'The trial is free: no payment details are needed, and nothing is charged when it ends.',
};

const vi: typeof en = {
  subject: ({ sport }) => `Bản dùng thử miễn phí dữ liệu ${sport} của bạn đã bắt đầu`,
  preheader: ({ sport, days, endsOn }) =>
    `${days} ngày dùng thử miễn phí dữ liệu ${sport} của Matchwire, đến ngày ${endsOn}.`,
  heading: 'Bản dùng thử miễn phí đã bắt đầu',
  active: ({ sport, days, endsOn }) =>
    `Bản dùng thử miễn phí ${days} ngày của API dữ liệu ${sport} Matchwire đã được kích hoạt và có hiệu lực đến ngày ${endsOn}.`,
  terms: ({ sport, dailyCallLimit, delayMinutes }) =>
    `Trong thời gian dùng thử, bạn có thể truy cập mọi giải đấu ${sport}, tối đa ${dailyCallLimit} lượt gọi mỗi ngày, với dữ liệu ${
      delayMinutes === 0 ? 'theo thời gian thực' : `trễ ${delayMinutes} phút`
    }.`,
  apiKeyWaiting:
    'API key của bạn đã sẵn sàng trong bảng điều khiển. Hãy gửi kèm API key trong mọi yêu cầu để xác thực khi gọi API.',
  sportLabel: 'Môn thể thao',
  trialEnds: 'Kết thúc dùng thử',
  callsPerDay: 'Lượt gọi mỗi ngày',
  dataDelay: 'Độ trễ dữ liệu',
  delayValue: (delayMinutes) => (delayMinutes === 0 ? 'Không có' : `${delayMinutes} phút`),
  leagues: 'Giải đấu',
  allLeagues: (sport) => `Tất cả giải đấu ${sport}`,
  getApiKey: 'Lấy API key',
  readDocs: 'Đọc tài liệu hướng dẫn để gửi yêu cầu đầu tiên',
  free: 'Bản dùng thử hoàn toàn miễn phí: bạn không cần cung cấp thông tin thanh toán và sẽ không bị trừ tiền khi bản dùng thử kết thúc.',
};

/** Sent on `billing.trial-started.v1`: the trial's terms, where the API key and the docs are. */
export const trialStartedMail = defineSportMail<TTrialStartedInput, typeof en>(
  { en, vi },
  (words, { apiKeyUrl, docsUrl, ...facts }) => ({
    subject: words.subject(facts),
    preheader: words.preheader(facts),
    heading: words.heading,
    paragraphs: [words.active(facts), words.terms(facts), words.apiKeyWaiting],
    details: [
      { label: words.sportLabel, value: capitalize(facts.sport) },
      { label: words.trialEnds, value: facts.endsOn },
      { label: words.callsPerDay, value: String(facts.dailyCallLimit) },
      { label: words.dataDelay, value: words.delayValue(facts.delayMinutes) },
      { label: words.leagues, value: words.allLeagues(facts.sport) },
    ],
    action: { label: words.getApiKey, url: apiKeyUrl },
    links: [{ label: words.readDocs, url: docsUrl }],
    notes: [words.free],
  }),
);
