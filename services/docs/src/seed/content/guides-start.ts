import type { TSeedDocument } from './content-types.ts';
import { text } from './content-types.ts';

const guide = { categoryId: 'c_getting_started' };

/** Getting started: the introduction (news_0), the API reference entry (20), authentication, IP whitelist. */
export const startGuides: TSeedDocument[] = [
  {
    ...guide,
    documentId: 'news_0',
    sortOrder: 10,
    name: text('Introduction', 'Giới thiệu'),
    description: text(
      'What the Matchwire API offers and how to make your first call.',
      'Matchwire API cung cấp những gì và cách thực hiện lệnh gọi đầu tiên.',
    ),
    documentText: text(
      `Matchwire serves football, basketball and esports data over a JSON HTTP API: fixtures and results, live scores and match events, lineups, statistics, standings, odds, and for esports League of Legends, Dota 2 and CS:GO series and live game state.

## How it works
1. Create an account and activate it from the e-mail we send.
2. Open **Console → API Key** and copy your key (\`mw_live_…\`).
3. Subscribe to a product (or start the free trial) for the sport and competitions you need.
4. Call the API: \`GET https://api.matchwire.io/v1/football/matches?key=YOUR_API_KEY&date=2025-11-24\`

## Base URL and format
- Base URL: \`https://api.matchwire.io/v1\` (HTTPS only).
- Every answer is JSON: \`{ "resultCode": 0, "resultInfo": "Success", "data": … }\`. A non-zero resultCode is an error (see *Errors and result codes*).
- Times are Unix seconds in UTC; dates are \`YYYY-MM-DD\` in UTC.
- Names are in English by default; pass \`lang=vi\` where the reference lists it.

## Free trial
The trial gives every sport for 15 days, with up to 200 calls per day per sport and data delayed by 2 minutes.

## Next steps
Read *Authentication and API key*, then the reference of your sport in the menu.`,
      `Matchwire cung cấp dữ liệu bóng đá, bóng rổ và thể thao điện tử qua API HTTP trả về JSON: lịch thi đấu và kết quả, tỷ số trực tiếp và diễn biến trận đấu, đội hình, thống kê, bảng xếp hạng, tỷ lệ kèo; với thể thao điện tử là các loạt trận và trạng thái trực tiếp của Liên Minh Huyền Thoại, Dota 2 và CS:GO.

## Cách hoạt động
1. Tạo tài khoản và kích hoạt qua e-mail chúng tôi gửi.
2. Mở **Console → API Key** và sao chép khóa của bạn (\`mw_live_…\`).
3. Đăng ký một sản phẩm (hoặc dùng thử miễn phí) cho môn thể thao và giải đấu bạn cần.
4. Gọi API: \`GET https://api.matchwire.io/v1/football/matches?key=YOUR_API_KEY&date=2025-11-24\`

## Địa chỉ gốc và định dạng
- Địa chỉ gốc: \`https://api.matchwire.io/v1\` (chỉ HTTPS).
- Mọi phản hồi đều là JSON: \`{ "resultCode": 0, "resultInfo": "Success", "data": … }\`. resultCode khác 0 là lỗi (xem *Lỗi và mã kết quả*).
- Thời gian là giây Unix theo UTC; ngày có dạng \`YYYY-MM-DD\` theo UTC.
- Tên mặc định bằng tiếng Anh; truyền \`lang=vi\` ở những API có tham số này.

## Dùng thử miễn phí
Gói dùng thử mở mọi môn thể thao trong 15 ngày, tối đa 200 lệnh gọi mỗi ngày cho mỗi môn, dữ liệu trễ 2 phút.

## Bước tiếp theo
Đọc *Xác thực và API key*, sau đó xem tài liệu tham khảo của môn thể thao bạn cần trong menu.`,
    ),
    createdAt: '2024-02-20T08:00:00Z',
  },
  {
    ...guide,
    documentId: '20',
    sortOrder: 20,
    name: text('API reference overview', 'Tổng quan tài liệu API'),
    description: text('Every endpoint at a glance, by sport.', 'Toàn bộ các API trong một trang, theo môn thể thao.'),
    documentText: text(
      `| sport | endpoints |
|---|---|
| Football | competitions, seasons, teams, players, matches, live scores, match events, lineups, match statistics, player statistics, standings, pre-match odds, in-play odds |
| Basketball | competitions, teams, players, matches, live scores, play-by-play, box score (NBA and leagues), standings, odds |
| Esports | tournaments, teams and rosters, odds; League of Legends, Dota 2 and CS:GO matches and live |

All endpoints are \`GET\`, take your \`key\` and answer the JSON envelope. Each page lists the request parameters, the response fields, a sample answer, the frequency limit and our recommended polling interval.

Which competitions you receive depends on your subscription: a call for a competition outside your plan answers resultCode 11016 (No permission).`,
      `| môn | các API |
|---|---|
| Bóng đá | giải đấu, mùa giải, đội bóng, cầu thủ, trận đấu, tỷ số trực tiếp, diễn biến trận, đội hình, thống kê trận, thống kê cầu thủ, bảng xếp hạng, tỷ lệ trước trận, tỷ lệ trong trận |
| Bóng rổ | giải đấu, đội bóng, cầu thủ, trận đấu, tỷ số trực tiếp, diễn biến từng pha, box score (NBA và các giải), bảng xếp hạng, tỷ lệ kèo |
| Thể thao điện tử | giải đấu, đội tuyển và đội hình, tỷ lệ kèo; trận đấu và dữ liệu trực tiếp Liên Minh Huyền Thoại, Dota 2, CS:GO |

Mọi API đều dùng \`GET\`, nhận \`key\` của bạn và trả về phong bì JSON. Mỗi trang liệt kê tham số yêu cầu, các trường phản hồi, phản hồi mẫu, giới hạn tần suất và khoảng thời gian gọi khuyến nghị.

Các giải đấu bạn nhận được phụ thuộc vào gói đăng ký: gọi dữ liệu của giải nằm ngoài gói sẽ nhận resultCode 11016 (No permission).`,
    ),
    createdAt: '2024-02-20T08:05:00Z',
  },
  {
    ...guide,
    documentId: 'news_1',
    sortOrder: 30,
    name: text('Authentication and API key', 'Xác thực và API key'),
    description: text('Send your API key with every call.', 'Gửi API key trong mọi lệnh gọi.'),
    documentText: text(
      `Every call carries your API key, either as the \`key\` query parameter or as the \`X-Api-Key\` header (preferred: headers do not end up in proxy logs).

\`\`\`
curl -H "X-Api-Key: mw_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX" \\
  "https://api.matchwire.io/v1/football/live"
\`\`\`

- Your key is shown once in full in **Console → API Key** (then masked); you can reveal it again after entering your password.
- **Regenerate** the key if it leaks: the old key stops working at once and we e-mail you a security notice.
- Keep the key on your server. Never put it in a web page or mobile app; call Matchwire from your back end and serve your own clients from there.
- A missing, unknown or regenerated key answers HTTP 403 with resultCode 11016.`,
      `Mọi lệnh gọi phải kèm API key, qua tham số truy vấn \`key\` hoặc header \`X-Api-Key\` (nên dùng header: header không bị ghi vào nhật ký của proxy).

\`\`\`
curl -H "X-Api-Key: mw_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX" \\
  "https://api.matchwire.io/v1/football/live"
\`\`\`

- Khóa được hiển thị đầy đủ một lần trong **Console → API Key** (sau đó bị che); bạn có thể xem lại sau khi nhập mật khẩu.
- **Tạo lại** khóa nếu bị lộ: khóa cũ ngừng hoạt động ngay lập tức và chúng tôi gửi e-mail cảnh báo bảo mật cho bạn.
- Chỉ giữ khóa trên máy chủ của bạn. Không đặt khóa trong trang web hay ứng dụng di động; hãy gọi Matchwire từ back end rồi phục vụ người dùng của bạn từ đó.
- Thiếu khóa, khóa không tồn tại hoặc đã được tạo lại sẽ nhận HTTP 403 với resultCode 11016.`,
    ),
    createdAt: '2024-02-20T08:10:00Z',
  },
  {
    ...guide,
    documentId: 'news_2',
    sortOrder: 40,
    name: text('IP whitelist', 'Danh sách IP được phép'),
    description: text('Restrict your key to your servers.', 'Giới hạn khóa chỉ dùng từ máy chủ của bạn.'),
    documentText: text(
      `In **Console → API Key → IP whitelist** you can list the addresses allowed to use your key: single IPv4 or IPv6 addresses or CIDR ranges (e.g. \`203.0.113.0/24\`), up to 20 entries.

- An empty list allows every address.
- Once the list has an entry, calls from any other address answer HTTP 403 with resultCode 11016.
- Ranges are normalised: \`10.0.0.5/24\` is stored as \`10.0.0.0/24\`.
- Add the new address before you move servers, then remove the old one.`,
      `Tại **Console → API Key → IP whitelist** bạn có thể khai báo các địa chỉ được phép dùng khóa: địa chỉ IPv4 hoặc IPv6 đơn lẻ hoặc dải CIDR (ví dụ \`203.0.113.0/24\`), tối đa 20 mục.

- Danh sách trống cho phép mọi địa chỉ.
- Khi danh sách đã có mục, lệnh gọi từ địa chỉ khác sẽ nhận HTTP 403 với resultCode 11016.
- Dải địa chỉ được chuẩn hóa: \`10.0.0.5/24\` được lưu thành \`10.0.0.0/24\`.
- Khi chuyển máy chủ, hãy thêm địa chỉ mới trước rồi mới xóa địa chỉ cũ.`,
    ),
    createdAt: '2024-02-20T08:15:00Z',
  },
];
