import type { TLang } from './types.ts';

/**
 * The widget's own words in English and Vietnamese: it runs on other sites, without the web app's
 * catalogue. The refusals repeat the texts of the result catalogue (packages/kit result-codes.ts).
 */
const en = {
  live: 'Live',
  halfTime: 'Half-time',
  break: 'Break',
  fullTime: 'Full time',
  scheduled: 'Starting soon',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  noMatch: 'No live match right now',
  unavailable: 'The live match cannot be shown right now',
  events: 'Match events',
  noEvents: 'No events yet',
  goalAnnounce: 'Goal for {team}!',
  basketAnnounce: '{points} for {team}',
  // Events, by the widget's kinds (scene/event-kind.ts).
  start: 'Kick-off',
  tipOff: 'Tip-off',
  secondHalf: 'Second half',
  goal: 'Goal',
  ownGoal: 'Own goal',
  penaltyGoal: 'Penalty goal',
  penaltyMissed: 'Penalty missed',
  yellow: 'Yellow card',
  red: 'Red card',
  substitution: 'Substitution',
  corner: 'Corner',
  foul: 'Foul',
  freeKick: 'Free kick',
  shot: 'Shot',
  offside: 'Offside',
  periodEnd: 'End of period',
  quarterEnd: 'End of quarter',
  timeout: 'Timeout',
  basket: 'Basket',
  points1: 'Free throw',
  points2: 'Two-pointer',
  points3: 'Three-pointer',
  event: 'Event',
  '16001': 'Publish failure',
  '16002': 'This widget’s access key is not valid',
  '16003': 'This widget is not enabled for this website',
  '16004': 'Live data for this sport is not included in the plan',
  '16005': 'This widget has not been published yet',
  '16006': 'This widget is disabled',
  '16007': 'Match not found',
};

export type TTextKey = keyof typeof en;

const vi: Record<TTextKey, string> = {
  live: 'Trực tiếp',
  halfTime: 'Nghỉ giữa hiệp',
  break: 'Nghỉ',
  fullTime: 'Hết giờ',
  scheduled: 'Sắp bắt đầu',
  connecting: 'Đang kết nối…',
  reconnecting: 'Đang kết nối lại…',
  noMatch: 'Hiện không có trận đấu trực tiếp',
  unavailable: 'Hiện không thể hiển thị trận đấu trực tiếp',
  events: 'Diễn biến trận đấu',
  noEvents: 'Chưa có diễn biến',
  goalAnnounce: 'Bàn thắng cho {team}!',
  basketAnnounce: '{points} cho {team}',
  start: 'Bắt đầu trận đấu',
  tipOff: 'Nhảy bóng',
  secondHalf: 'Hiệp hai',
  goal: 'Bàn thắng',
  ownGoal: 'Phản lưới nhà',
  penaltyGoal: 'Bàn thắng phạt đền',
  penaltyMissed: 'Đá hỏng phạt đền',
  yellow: 'Thẻ vàng',
  red: 'Thẻ đỏ',
  substitution: 'Thay người',
  corner: 'Phạt góc',
  foul: 'Phạm lỗi',
  freeKick: 'Đá phạt',
  shot: 'Dứt điểm',
  offside: 'Việt vị',
  periodEnd: 'Hết hiệp',
  quarterEnd: 'Hết hiệp',
  timeout: 'Hội ý',
  basket: 'Ghi điểm',
  points1: 'Ném phạt',
  points2: 'Hai điểm',
  points3: 'Ba điểm',
  event: 'Diễn biến',
  '16001': 'Xuất bản thất bại',
  '16002': 'Khóa truy cập của widget không hợp lệ',
  '16003': 'Widget này chưa được bật cho trang web này',
  '16004': 'Gói dịch vụ không bao gồm dữ liệu trực tiếp của môn thể thao này',
  '16005': 'Widget này chưa được xuất bản',
  '16006': 'Widget này đã bị tắt',
  '16007': 'Không tìm thấy trận đấu',
};

const dictionaries: Record<TLang, Record<TTextKey, string>> = { en, vi };

export type TTranslate = (key: TTextKey, values?: Record<string, string | number>) => string;

export function translator(lang: TLang): TTranslate {
  const dictionary = dictionaries[lang] ?? en;
  return (key, values) =>
    dictionary[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}

/** A refusal's text by its result code; a code the widget does not know gets the generic one. */
export function refusalText(lang: TLang, resultCode: number): string {
  const key = String(resultCode);
  return translator(lang)(key in en ? (key as TTextKey) : 'unavailable');
}

/** `vi` when asked for (or the page says so); English otherwise. */
export function readLang(value: string | null | undefined): TLang {
  return value?.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}
