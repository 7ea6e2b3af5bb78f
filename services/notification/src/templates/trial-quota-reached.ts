import type { TSportType } from '@matchwire/contracts/billing/fields';
import { capitalize } from './billing-terms.ts';
import { defineSportMail, type TSportFacts } from './sport-mail.ts';

export type TTrialQuotaReachedInput = {
  sportType: TSportType;
  /** 80, 90 or 100. */
  percent: number;
  used: number;
  dailyCallLimit: number;
  /** When the day's count starts again, formatted (time and day, UTC) in the mail's language. */
  resetsAt: string;
  productsUrl: string;
  usageUrl: string;
};

type TQuotaFacts = Omit<TSportFacts<TTrialQuotaReachedInput>, 'productsUrl' | 'usageUrl'>;

const en = {
  subject: ({ percent, sport }: TQuotaFacts) => `You have used ${percent}% of today's ${sport} trial calls`,
  preheader: ({ used, dailyCallLimit, resetsAt }: TQuotaFacts) =>
    `${used} of ${dailyCallLimit} calls today; the count starts again at ${resetsAt}.`,
  heading: ({ percent }: TQuotaFacts) =>
    percent >= 100 ? "You have used all of today's trial calls" : `You have used ${percent}% of today's trial calls`,
  used: ({ sport, used, dailyCallLimit }: TQuotaFacts) =>
    `You have made ${used} of the ${dailyCallLimit} calls a day your free trial of the Matchwire ${sport} data API allows.`,
  whatFollows: ({ percent, sport, resetsAt }: TQuotaFacts) =>
    percent >= 100
      ? `Further ${sport} calls are refused until the count starts again at ${resetsAt}.`
      : `The count starts again at ${resetsAt}. Once today's calls are used up, further ${sport} calls are refused until then.`,
  subscribe: 'A subscription has no daily call limit: choose a plan to keep your applications running.',
  sportLabel: 'Sport',
  callsToday: 'Calls today',
  callsOf: ({ used, dailyCallLimit }: TQuotaFacts) => `${used} of ${dailyCallLimit}`,
  resets: 'Count starts again',
  seePlans: ({ sport }: TQuotaFacts) => `See ${sport} plans`,
  seeUsage: 'See your calls on the usage page',
  once: 'You get this notice at most once a day at each of 80%, 90% and 100% of the daily limit.',
};

const vi: typeof en = {
  subject: ({ percent, sport }) => `Bạn đã dùng ${percent}% lượt gọi dùng thử ${sport} hôm nay`,
  preheader: ({ used, dailyCallLimit, resetsAt }) =>
    `${used}/${dailyCallLimit} lượt gọi hôm nay; số lượt được tính lại từ ${resetsAt}.`,
  heading: ({ percent }) =>
    percent >= 100 ? 'Bạn đã dùng hết lượt gọi dùng thử hôm nay' : `Bạn đã dùng ${percent}% lượt gọi dùng thử hôm nay`,
  used: ({ sport, used, dailyCallLimit }) =>
    `Bạn đã thực hiện ${used} trên tổng số ${dailyCallLimit} lượt gọi mỗi ngày mà bản dùng thử miễn phí API dữ liệu ${sport} Matchwire cho phép.`,
  whatFollows: ({ percent, sport, resetsAt }) =>
    percent >= 100
      ? `Các lượt gọi ${sport} tiếp theo sẽ bị từ chối cho đến khi số lượt được tính lại vào ${resetsAt}.`
      : `Số lượt được tính lại vào ${resetsAt}. Khi đã dùng hết lượt gọi hôm nay, các lượt gọi ${sport} tiếp theo sẽ bị từ chối cho đến lúc đó.`,
  subscribe:
    'Gói đăng ký không giới hạn số lượt gọi mỗi ngày: hãy chọn một gói để ứng dụng của bạn hoạt động liên tục.',
  sportLabel: 'Môn thể thao',
  callsToday: 'Lượt gọi hôm nay',
  callsOf: ({ used, dailyCallLimit }) => `${used}/${dailyCallLimit}`,
  resets: 'Tính lại từ',
  seePlans: ({ sport }) => `Xem các gói ${sport}`,
  seeUsage: 'Xem các lượt gọi của bạn trên trang mức sử dụng',
  once: 'Bạn nhận thông báo này nhiều nhất một lần mỗi ngày ở mỗi mức 80%, 90% và 100% giới hạn hằng ngày.',
};

/**
 * Sent on `data.trial-quota-reached.v1`: how much of a sport's daily trial calls is used, when the
 * count starts again, that calls are refused at 100 %, and where the plans and the usage page are.
 */
export const trialQuotaReachedMail = defineSportMail<TTrialQuotaReachedInput, typeof en>(
  { en, vi },
  (words, { productsUrl, usageUrl, ...facts }) => ({
    subject: words.subject(facts),
    preheader: words.preheader(facts),
    heading: words.heading(facts),
    paragraphs: [words.used(facts), words.whatFollows(facts), words.subscribe],
    details: [
      { label: words.sportLabel, value: capitalize(facts.sport) },
      { label: words.callsToday, value: words.callsOf(facts) },
      { label: words.resets, value: facts.resetsAt },
    ],
    action: { label: words.seePlans(facts), url: productsUrl },
    links: [{ label: words.seeUsage, url: usageUrl }],
    notes: [words.once],
  }),
);
