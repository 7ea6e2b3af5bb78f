import type { TLocalizedText as TLocalized } from '@matchwire/contracts/common/lang';
import type { TLocalizedParam } from '@matchwire/contracts/docs/fields';
import type { TSeedDocument } from './content-types.ts';
import { field, text } from './content-types.ts';

export const apiBaseUrl = 'https://api.matchwire.io/v1';

/** Parameters every data endpoint takes. */
export const keyParam = field(
  'key',
  'string',
  'Your API key (mw_live_…), from Console → API Key. May also be sent as the X-Api-Key header.',
  'API key của bạn (mw_live_…), lấy tại Console → API Key. Cũng có thể gửi qua header X-Api-Key.',
  true,
);
export const langParam = field(
  'lang',
  'string',
  'Language of names: en (default) or vi.',
  'Ngôn ngữ của tên: en (mặc định) hoặc vi.',
  false,
);
export const pageParams = [
  field('page', 'int', 'Page number, from 1 (default 1).', 'Số trang, bắt đầu từ 1 (mặc định 1).', false),
  field('pageSize', 'int', 'Items per page, 1–200 (default 50).', 'Số mục mỗi trang, 1–200 (mặc định 50).', false),
];
export const listFields = [
  field('total', 'int', 'Number of items matching the query.', 'Tổng số mục khớp với truy vấn.'),
  field('page', 'int', 'Page returned.', 'Trang được trả về.'),
  field('pageSize', 'int', 'Page size used.', 'Kích thước trang đã dùng.'),
];

/** Frequency texts shared by families of endpoints. */
export const limits = {
  reference: [
    text('60 requests per minute', '60 yêu cầu mỗi phút'),
    text(
      'Reference data changes rarely: cache it and refresh once a day.',
      'Dữ liệu tham chiếu ít thay đổi: hãy lưu đệm và làm mới mỗi ngày một lần.',
    ),
  ],
  schedule: [
    text('60 requests per minute', '60 yêu cầu mỗi phút'),
    text(
      'Refresh fixtures every 10 minutes; use changedSince to fetch only what changed.',
      'Làm mới lịch thi đấu 10 phút một lần; dùng changedSince để chỉ lấy phần đã thay đổi.',
    ),
  ],
  live: [
    text('120 requests per minute', '120 yêu cầu mỗi phút'),
    text(
      'Poll every 3–5 seconds while matches are live, every 60 seconds otherwise.',
      'Gọi mỗi 3–5 giây khi có trận đang diễn ra, mỗi 60 giây khi không có.',
    ),
  ],
  stats: [
    text('60 requests per minute', '60 yêu cầu mỗi phút'),
    text(
      'During a match refresh every 30 seconds; after full time once is enough.',
      'Trong trận hãy làm mới mỗi 30 giây; sau khi kết thúc trận chỉ cần gọi một lần.',
    ),
  ],
  odds: [
    text('120 requests per minute', '120 yêu cầu mỗi phút'),
    text(
      'Pre-match odds: every 60 seconds. In-play odds: every 3 seconds.',
      'Tỷ lệ trước trận: 60 giây một lần. Tỷ lệ trong trận: 3 giây một lần.',
    ),
  ],
} satisfies Record<string, [TLocalized, TLocalized]>;

export type TEndpoint = {
  id: number;
  /** The stable reference other services link this page by: `<sport>.<endpoint>`, never changed. */
  ref: string;
  categoryId: string;
  sortOrder: number;
  sportType: 1 | 2 | 3;
  path: string;
  name: [string, string];
  description: [string, string];
  request: TLocalizedParam[];
  response: TLocalizedParam[];
  sample: unknown;
  example: string;
  limit: keyof typeof limits;
  products: number[];
  createdAt: string;
};

/** An API reference page of a GET endpoint, with sample and debug addresses. */
export function endpoint(spec: TEndpoint): TSeedDocument {
  const url = `${apiBaseUrl}/${spec.path}`;
  const [frequencyLimit, frequencyRecommend] = limits[spec.limit];
  return {
    documentId: String(spec.id),
    ref: spec.ref,
    categoryId: spec.categoryId,
    sortOrder: spec.sortOrder,
    name: text(...spec.name),
    sportType: spec.sportType,
    method: 1,
    url,
    description: text(...spec.description),
    requestParams: [keyParam, ...spec.request],
    returnParams: [
      field('resultCode', 'int', '0 on success, otherwise an error code.', '0 khi thành công, ngược lại là mã lỗi.'),
      field('resultInfo', 'string', 'Result text.', 'Thông điệp kết quả.'),
      ...spec.response,
    ],
    requestParamsDesc: text(
      'Query parameters, URL-encoded. Times are Unix seconds (UTC).',
      'Tham số truy vấn, mã hóa URL. Thời gian là giây Unix (UTC).',
    ),
    responseParamsDesc: text(
      'JSON envelope { resultCode, resultInfo, data }; the fields below are inside data.',
      'Phong bì JSON { resultCode, resultInfo, data }; các trường dưới đây nằm trong data.',
    ),
    sampleData: JSON.stringify({ resultCode: 0, resultInfo: 'Success', data: spec.sample }, null, 2),
    sampleUrl: `${url}?key=YOUR_API_KEY${spec.example ? `&${spec.example}` : ''}`,
    debugUrl: url,
    debugParams: spec.example,
    frequencyLimit,
    frequencyRecommend,
    relateProduct: spec.products,
    createdAt: spec.createdAt,
  };
}
