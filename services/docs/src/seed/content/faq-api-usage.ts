import type { TSeedFaq } from './content-types.ts';
import { text } from './content-types.ts';

/** FAQ: API usage (category 3 with sub-categories 31 authentication and 32 errors and limits). */
export const apiUsageFaqs: TSeedFaq[] = [
  {
    faqId: 10,
    categoryId: 31,
    question: text('Where do I find my API key?', 'Tôi tìm API key ở đâu?'),
    answer: text(
      '<p>Sign in and open <b>Console → API Key</b>. The key starts with <code>mw_live_</code>. Send it as the <code>X-Api-Key</code> header or the <code>key</code> query parameter with every call.</p>',
      '<p>Đăng nhập và mở <b>Console → API Key</b>. Khóa bắt đầu bằng <code>mw_live_</code>. Gửi khóa qua header <code>X-Api-Key</code> hoặc tham số truy vấn <code>key</code> trong mọi lệnh gọi.</p>',
    ),
    hotScore: 100,
    customOrder: 10,
    relatedIds: [11, 12],
    createdAt: '2024-03-10T10:00:00Z',
    updatedAt: '2024-03-10T10:00:00Z',
  },
  {
    faqId: 11,
    categoryId: 31,
    question: text('My API key has leaked. What should I do?', 'API key của tôi bị lộ. Tôi nên làm gì?'),
    answer: text(
      '<p>Regenerate it at once in <b>Console → API Key</b>: the old key stops working immediately and we send you a security notice by e-mail. Update the key on your servers, and consider adding an IP whitelist so a copied key is useless elsewhere.</p>',
      '<p>Hãy tạo lại khóa ngay tại <b>Console → API Key</b>: khóa cũ ngừng hoạt động ngay lập tức và chúng tôi gửi cảnh báo bảo mật qua e-mail. Cập nhật khóa mới trên máy chủ của bạn, và nên thêm danh sách IP được phép để khóa bị sao chép không thể dùng ở nơi khác.</p>',
    ),
    hotScore: 45,
    customOrder: 11,
    relatedIds: [10, 12],
    createdAt: '2024-03-11T10:00:00Z',
    updatedAt: '2024-03-11T10:00:00Z',
  },
  {
    faqId: 12,
    categoryId: 31,
    question: text('How does the IP whitelist work?', 'Danh sách IP được phép hoạt động thế nào?'),
    answer: text(
      '<p>Add up to 20 IPv4 or IPv6 addresses or CIDR ranges in <b>Console → API Key</b>. With an empty list any address may call; once you add an entry, calls from other addresses answer 403 with resultCode 11016. When you move servers, add the new address first and remove the old one after the switch.</p>',
      '<p>Thêm tối đa 20 địa chỉ IPv4, IPv6 hoặc dải CIDR tại <b>Console → API Key</b>. Khi danh sách trống, mọi địa chỉ đều gọi được; khi đã có mục, lệnh gọi từ địa chỉ khác sẽ nhận 403 với resultCode 11016. Khi chuyển máy chủ, hãy thêm địa chỉ mới trước và xóa địa chỉ cũ sau khi chuyển xong.</p>',
    ),
    hotScore: 50,
    customOrder: 12,
    relatedIds: [10, 11],
    createdAt: '2024-03-12T10:00:00Z',
    updatedAt: '2024-08-20T10:00:00Z',
  },
  {
    faqId: 13,
    categoryId: 32,
    question: text(
      'Why do I get resultCode 10006 (too many requests)?',
      'Tại sao tôi nhận resultCode 10006 (quá nhiều yêu cầu)?',
    ),
    answer: text(
      '<p>You went over the frequency limit of the endpoint (60 or 120 calls per minute per key; see each reference page) or, during the trial, over 200 calls per day for the sport. Poll at the recommended interval: live endpoints every 3–5 seconds only while matches are in play, reference data once a day. Wait for the next minute before retrying.</p>',
      '<p>Bạn đã vượt giới hạn tần suất của API (60 hoặc 120 lệnh gọi mỗi phút cho mỗi khóa; xem trang tài liệu của từng API) hoặc, trong thời gian dùng thử, vượt 200 lệnh gọi mỗi ngày cho môn thể thao đó. Hãy gọi theo chu kỳ khuyến nghị: API trực tiếp mỗi 3–5 giây chỉ khi có trận đang diễn ra, dữ liệu tham chiếu mỗi ngày một lần. Đợi sang phút tiếp theo rồi thử lại.</p>',
    ),
    hotScore: 65,
    customOrder: 13,
    relatedIds: [14, 15],
    createdAt: '2024-03-13T10:00:00Z',
    updatedAt: '2024-03-13T10:00:00Z',
  },
  {
    faqId: 14,
    categoryId: 32,
    question: text(
      'Why do I get resultCode 11016 (no permission)?',
      'Tại sao tôi nhận resultCode 11016 (không có quyền)?',
    ),
    answer: text(
      '<p>Check three things: the key is the current one (not regenerated), the calling server is in your IP whitelist if you have one, and the competition you ask for is part of your subscription. The trial covers every league; paid plans cover the leagues of the products you bought.</p>',
      '<p>Hãy kiểm tra ba điều: khóa là khóa hiện tại (chưa bị tạo lại), máy chủ gọi API nằm trong danh sách IP được phép nếu bạn có khai báo, và giải đấu bạn yêu cầu thuộc gói đăng ký của bạn. Gói dùng thử bao gồm mọi giải; gói trả phí bao gồm các giải của sản phẩm bạn đã mua.</p>',
    ),
    hotScore: 58,
    customOrder: 14,
    relatedIds: [12, 13],
    createdAt: '2024-03-14T10:00:00Z',
    updatedAt: '2024-03-14T10:00:00Z',
  },
  {
    faqId: 15,
    categoryId: 3,
    question: text('Do you push data with webhooks?', 'Các bạn có đẩy dữ liệu qua webhook không?'),
    answer: text(
      '<p>Not today. Live data is delivered by polling: call the live endpoint every 3–5 seconds while matches are in play. Each match carries <code>updatedAt</code>, so you only fetch details when something changed.</p>',
      '<p>Hiện tại thì chưa. Dữ liệu trực tiếp được cung cấp bằng cách gọi định kỳ: gọi API trực tiếp mỗi 3–5 giây khi có trận đang diễn ra. Mỗi trận có trường <code>updatedAt</code>, nên bạn chỉ cần lấy chi tiết khi có thay đổi.</p>',
    ),
    hotScore: 35,
    customOrder: 15,
    relatedIds: [13, 16],
    createdAt: '2024-03-15T10:00:00Z',
    updatedAt: '2024-03-15T10:00:00Z',
  },
  {
    faqId: 16,
    categoryId: 3,
    question: text('Which time zone do the times use?', 'Thời gian trong dữ liệu dùng múi giờ nào?'),
    answer: text(
      "<p>All times are Unix seconds and all dates are UTC. Convert to your visitors' time zone when you display them; for Vietnam (UTC+7) a match at 1764003600 kicks off at 00:00 on 25 November.</p>",
      '<p>Mọi thời gian đều là giây Unix và mọi ngày đều theo UTC. Hãy chuyển sang múi giờ của người xem khi hiển thị; với Việt Nam (UTC+7), trận có thời gian 1764003600 bắt đầu lúc 00:00 ngày 25 tháng 11.</p>',
    ),
    hotScore: 30,
    customOrder: 16,
    relatedIds: [15],
    createdAt: '2024-03-16T10:00:00Z',
    updatedAt: '2024-03-16T10:00:00Z',
  },
];
