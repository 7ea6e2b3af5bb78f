import type { TSeedDocument } from './content-types.ts';
import { text } from './content-types.ts';

const guide = { categoryId: 'c_getting_started' };

/** Getting started: limits, errors, paging and live data; and the change-log page. */
export const usageGuides: TSeedDocument[] = [
  {
    ...guide,
    documentId: 'news_3',
    sortOrder: 50,
    name: text('Rate limits', 'Giới hạn tần suất'),
    description: text('How many calls you may make.', 'Bạn được gọi bao nhiêu lần.'),
    documentText: text(
      `Each endpoint page states its **frequency limit** (per API key, per minute) and a **recommended** polling interval. Typical limits:

| family | limit |
|---|---|
| reference data (competitions, teams, players) | 60 / minute |
| fixtures, standings, statistics | 60 / minute |
| live scores, events, play-by-play, odds | 120 / minute |

During the free trial each sport also has a daily quota of 200 calls.

Going over a limit answers HTTP 429 with resultCode 10006; wait for the next minute before retrying. Following the recommended intervals keeps you far below the limits and still gives you every change.`,
      `Trang của mỗi API ghi rõ **giới hạn tần suất** (theo API key, mỗi phút) và khoảng thời gian gọi **khuyến nghị**. Giới hạn thông thường:

| nhóm | giới hạn |
|---|---|
| dữ liệu tham chiếu (giải đấu, đội, cầu thủ) | 60 / phút |
| lịch thi đấu, bảng xếp hạng, thống kê | 60 / phút |
| tỷ số trực tiếp, diễn biến, từng pha bóng, tỷ lệ kèo | 120 / phút |

Trong thời gian dùng thử, mỗi môn thể thao còn có hạn mức 200 lệnh gọi mỗi ngày.

Vượt giới hạn sẽ nhận HTTP 429 với resultCode 10006; hãy đợi sang phút tiếp theo rồi thử lại. Gọi theo khoảng thời gian khuyến nghị giúp bạn luôn ở xa giới hạn mà vẫn nhận đủ mọi thay đổi.`,
    ),
    createdAt: '2024-02-20T08:20:00Z',
  },
  {
    ...guide,
    documentId: 'news_4',
    sortOrder: 60,
    name: text('Errors and result codes', 'Lỗi và mã kết quả'),
    description: text('What a non-zero resultCode means.', 'Ý nghĩa của resultCode khác 0.'),
    documentText: text(
      `A failed call answers \`{ "resultCode": <code>, "resultInfo": "<text>" }\` with an HTTP status:

| resultCode | HTTP | meaning | what to do |
|---|---|---|---|
| 10002 | 400 | Bad request: a parameter is missing or invalid; resultInfo names it | fix the call |
| 12001 | 400 | URL param incorrect | check the parameter names |
| 12002 | 404 | Empty data: nothing matches (e.g. no lineup yet) | try again later |
| 10004 | 404 | Object not found (unknown match, team, player id) | check the id |
| 11016 | 403 | No permission: missing or unknown key, IP not whitelisted, competition outside your plan | check key, whitelist and subscription |
| 11013 | 403 | User locked | contact support |
| 11014 | 403 | Account not activated | activate from the e-mail |
| 10006 | 429 | Frequency limit exceeded | slow down |
| 10000 | 500 | Internal error | retry with backoff; open a ticket if it persists |

Retry only 429 and 5xx answers, with an increasing delay (1 s, 2 s, 4 s…).`,
      `Lệnh gọi thất bại trả về \`{ "resultCode": <mã>, "resultInfo": "<thông điệp>" }\` kèm mã trạng thái HTTP:

| resultCode | HTTP | ý nghĩa | cách xử lý |
|---|---|---|---|
| 10002 | 400 | Yêu cầu không hợp lệ: thiếu hoặc sai tham số; resultInfo nêu tên tham số | sửa lệnh gọi |
| 12001 | 400 | Tham số URL không đúng | kiểm tra tên tham số |
| 12002 | 404 | Không có dữ liệu (ví dụ chưa có đội hình) | thử lại sau |
| 10004 | 404 | Không tìm thấy đối tượng (mã trận, đội, cầu thủ không tồn tại) | kiểm tra mã |
| 11016 | 403 | Không có quyền: thiếu khóa hoặc khóa không tồn tại, IP không được phép, giải đấu ngoài gói | kiểm tra khóa, danh sách IP và gói đăng ký |
| 11013 | 403 | Tài khoản bị khóa | liên hệ hỗ trợ |
| 11014 | 403 | Tài khoản chưa kích hoạt | kích hoạt qua e-mail |
| 10006 | 429 | Vượt giới hạn tần suất | giảm tần suất gọi |
| 10000 | 500 | Lỗi nội bộ | thử lại với độ trễ tăng dần; mở ticket nếu lỗi kéo dài |

Chỉ thử lại với phản hồi 429 và 5xx, với độ trễ tăng dần (1 giây, 2 giây, 4 giây…).`,
    ),
    createdAt: '2024-02-20T08:25:00Z',
  },
  {
    ...guide,
    documentId: 'news_5',
    sortOrder: 70,
    name: text('Pagination and incremental updates', 'Phân trang và cập nhật gia tăng'),
    description: text('Reading long lists and only what changed.', 'Đọc danh sách dài và chỉ lấy phần thay đổi.'),
    documentText: text(
      `List endpoints take \`page\` (from 1) and \`pageSize\` (1–200, default 50) and answer \`data: { list, total, page, pageSize }\`. Read pages until \`page × pageSize ≥ total\`.

Fixture endpoints also take \`changedSince\` (Unix seconds, at most 7 days back): only matches created or changed after that moment are returned. Store the largest \`updatedAt\` you received and pass it on your next call.

Ids (competition, season, team, player, match) never change and are never reused, so you can use them as keys in your own database.`,
      `Các API trả về danh sách nhận \`page\` (từ 1) và \`pageSize\` (1–200, mặc định 50), và trả về \`data: { list, total, page, pageSize }\`. Đọc lần lượt các trang cho đến khi \`page × pageSize ≥ total\`.

Các API lịch thi đấu còn nhận \`changedSince\` (giây Unix, tối đa 7 ngày trước): chỉ các trận được tạo hoặc thay đổi sau thời điểm đó được trả về. Hãy lưu giá trị \`updatedAt\` lớn nhất bạn đã nhận và truyền vào lần gọi sau.

Các mã (giải đấu, mùa giải, đội, cầu thủ, trận đấu) không bao giờ thay đổi và không bao giờ được dùng lại, nên bạn có thể dùng chúng làm khóa trong cơ sở dữ liệu của mình.`,
    ),
    createdAt: '2024-02-20T08:30:00Z',
  },
  {
    ...guide,
    documentId: 'news_6',
    sortOrder: 80,
    name: text('Live data: polling', 'Dữ liệu trực tiếp: cơ chế gọi định kỳ'),
    description: text('How to follow matches in real time.', 'Cách theo dõi trận đấu theo thời gian thực.'),
    documentText: text(
      `Matchwire delivers live data by **polling**: your server calls the live endpoints at a steady interval. We do not push data to your servers (no webhooks or sockets) today.

Recommended pattern:
1. Every 60 seconds call \`/football/live\` (or the basketball and esports equivalents).
2. While it lists matches in play, call it every 3–5 seconds.
3. For a match on screen, fetch \`/football/matches/events\` (or play-by-play with \`sinceActionId\`) when its \`updatedAt\` moves.
4. After full time, fetch statistics and lineups once more: late corrections happen within about 30 minutes.

Live data of paid plans is real time; during the free trial it is delayed by 2 minutes.`,
      `Matchwire cung cấp dữ liệu trực tiếp bằng cơ chế **gọi định kỳ (polling)**: máy chủ của bạn gọi các API trực tiếp theo chu kỳ đều đặn. Hiện tại chúng tôi không đẩy dữ liệu tới máy chủ của bạn (không có webhook hay socket).

Cách làm khuyến nghị:
1. Cứ 60 giây gọi \`/football/live\` (hoặc API tương ứng của bóng rổ và thể thao điện tử).
2. Khi có trận đang diễn ra, gọi mỗi 3–5 giây.
3. Với trận đang hiển thị, lấy \`/football/matches/events\` (hoặc diễn biến từng pha với \`sinceActionId\`) khi \`updatedAt\` thay đổi.
4. Sau khi trận kết thúc, lấy lại thống kê và đội hình một lần nữa: các chỉnh sửa muộn thường diễn ra trong khoảng 30 phút.

Dữ liệu trực tiếp của gói trả phí là thời gian thực; trong thời gian dùng thử dữ liệu trễ 2 phút.`,
    ),
    createdAt: '2024-02-20T08:35:00Z',
  },
  {
    categoryId: 'c_change_logs',
    documentId: 'news_7',
    sortOrder: 10,
    name: text('API change log', 'Nhật ký thay đổi API'),
    description: text('Every change to the API, newest first.', 'Mọi thay đổi của API, mới nhất trước.'),
    documentText: text(
      'Changes are listed per sport below. Additive changes (new fields, new endpoints) are released without notice; a field is never removed or renamed without 90 days of notice by e-mail.',
      'Các thay đổi được liệt kê theo môn thể thao bên dưới. Thay đổi bổ sung (trường mới, API mới) được phát hành không cần báo trước; một trường không bao giờ bị xóa hoặc đổi tên mà không thông báo qua e-mail trước 90 ngày.',
    ),
    isChangeLog: true,
    createdAt: '2024-02-20T08:40:00Z',
  },
];
