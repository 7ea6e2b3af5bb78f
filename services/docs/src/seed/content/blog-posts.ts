import type { TSeedArticle } from './content-types.ts';
import { text } from './content-types.ts';

/** Child types of the blog (type 20). */
export const blogChildTypes = { productNews: 1, guides: 2, industry: 3 } as const;

/** Blog posts (type 20). */
export const blogPosts: TSeedArticle[] = [
  {
    id: 101,
    typeId: 20,
    childTypeId: blogChildTypes.productNews,
    title: text(
      'Expected goals (xG) arrive in match statistics',
      'Bàn thắng kỳ vọng (xG) có mặt trong thống kê trận đấu',
    ),
    summary: text(
      'Match statistics now include xG for the Top 5 European Leagues and the Champions League.',
      'Thống kê trận đấu nay có chỉ số xG cho 5 giải hàng đầu châu Âu và Champions League.',
    ),
    content: text(
      '<p>From today <code>/football/matches/statistics</code> returns <code>home.xg</code> and <code>away.xg</code> for the Premier League, LaLiga, Serie A, Bundesliga, Ligue 1 and the Champions League.</p><p>xG measures the quality of chances: each shot gets the probability that a shot from that position and situation is scored. It is updated live, about 30 seconds after each shot.</p>',
      '<p>Từ hôm nay <code>/football/matches/statistics</code> trả về <code>home.xg</code> và <code>away.xg</code> cho Premier League, LaLiga, Serie A, Bundesliga, Ligue 1 và Champions League.</p><p>xG đo chất lượng cơ hội: mỗi cú sút có một xác suất thành bàn dựa trên vị trí và tình huống sút. Chỉ số được cập nhật trực tiếp, khoảng 30 giây sau mỗi cú sút.</p>',
    ),
    author: 'Matchwire Product Team',
    seo: {
      en: {
        title: 'xG in the Matchwire football API',
        description: 'Expected goals in match statistics.',
        keywords: 'xG, expected goals, football API',
      },
      vi: {
        title: 'xG trong API bóng đá Matchwire',
        description: 'Bàn thắng kỳ vọng trong thống kê trận đấu.',
        keywords: 'xG, bàn thắng kỳ vọng, API bóng đá',
      },
    },
    publishDate: '2025-02-03T09:00:00Z',
  },
  {
    id: 102,
    typeId: 20,
    childTypeId: blogChildTypes.guides,
    title: text('Building a live-score page in an afternoon', 'Xây dựng trang tỷ số trực tiếp trong một buổi chiều'),
    summary: text(
      'A step-by-step walk-through: polling, caching and showing goals as they happen.',
      'Hướng dẫn từng bước: gọi định kỳ, lưu đệm và hiển thị bàn thắng ngay khi diễn ra.',
    ),
    content: text(
      "<p>A live-score page needs three calls. Load the day's fixtures once from <code>/football/matches?date=…</code>. Poll <code>/football/live</code> every 5 seconds while it lists matches, every 60 seconds otherwise. When a match's <code>updatedAt</code> changes, fetch its events.</p><p>Serve your visitors from your own cache, never from the API directly: one poll from your server feeds every visitor and your key stays secret.</p>",
      '<p>Trang tỷ số trực tiếp cần ba lệnh gọi. Tải lịch thi đấu trong ngày một lần từ <code>/football/matches?date=…</code>. Gọi <code>/football/live</code> mỗi 5 giây khi có trận đang diễn ra, mỗi 60 giây khi không có. Khi <code>updatedAt</code> của một trận thay đổi, hãy lấy diễn biến của trận đó.</p><p>Phục vụ người xem từ bộ nhớ đệm của bạn, không gọi API trực tiếp từ trình duyệt: một lệnh gọi từ máy chủ phục vụ được mọi người xem và khóa của bạn luôn được giữ bí mật.</p>',
    ),
    author: 'Linh Tran',
    publishDate: '2025-04-15T09:00:00Z',
  },
  {
    id: 103,
    typeId: 20,
    childTypeId: blogChildTypes.industry,
    title: text('Esports data: what makes it different', 'Dữ liệu thể thao điện tử: điều gì làm nên khác biệt'),
    summary: text(
      'Series, maps and in-game objectives: how we model LoL, Dota 2 and CS:GO.',
      'Loạt trận, bản đồ và mục tiêu trong trận: cách chúng tôi mô hình hóa LMHT, Dota 2 và CS:GO.',
    ),
    content: text(
      '<p>A football match is one game; an esports match is a series of games. Our esports API returns the series with every game inside, and live endpoints per title because the state that matters differs: gold and dragons in League of Legends, net worth and Roshan in Dota 2, rounds and sides in CS:GO.</p>',
      '<p>Một trận bóng đá là một trận duy nhất; một trận thể thao điện tử là một loạt nhiều ván. API thể thao điện tử của chúng tôi trả về loạt trận kèm từng ván bên trong, và có API trực tiếp riêng cho từng trò chơi vì trạng thái quan trọng khác nhau: vàng và rồng trong Liên Minh Huyền Thoại, tài sản và Roshan trong Dota 2, hiệp đấu và phe trong CS:GO.</p>',
    ),
    author: 'Minh Nguyen',
    publishDate: '2025-06-30T09:00:00Z',
  },
  {
    id: 104,
    typeId: 20,
    childTypeId: blogChildTypes.productNews,
    title: text('Live NBA box scores', 'Box score NBA trực tiếp'),
    summary: text(
      'Box scores now update during the game, player by player.',
      'Box score nay được cập nhật ngay trong trận, theo từng cầu thủ.',
    ),
    content: text(
      '<p><code>/basketball/matches/boxscore</code> is now refreshed live during NBA games. Combine it with play-by-play and <code>sinceActionId</code> to show every basket as it happens.</p>',
      '<p><code>/basketball/matches/boxscore</code> nay được làm mới trực tiếp trong các trận NBA. Kết hợp với diễn biến từng pha và <code>sinceActionId</code> để hiển thị từng pha ghi điểm ngay khi diễn ra.</p>',
    ),
    author: 'Matchwire Product Team',
    publishDate: '2024-10-22T09:00:00Z',
  },
  {
    id: 105,
    typeId: 20,
    childTypeId: blogChildTypes.guides,
    title: text('Keeping your API key safe', 'Giữ an toàn cho API key của bạn'),
    summary: text(
      'Server-side calls, IP whitelists and what to do when a key leaks.',
      'Gọi API từ máy chủ, danh sách IP được phép và cần làm gì khi khóa bị lộ.',
    ),
    content: text(
      '<p>Your key is a password to your subscription. Keep it on your servers, add an IP whitelist in the console, and regenerate the key at once if it ever appears in a public repository or a browser bundle: the old key stops working immediately.</p>',
      '<p>API key giống như mật khẩu của gói đăng ký. Hãy giữ khóa trên máy chủ, khai báo danh sách IP được phép trong console, và tạo lại khóa ngay nếu nó xuất hiện trong kho mã công khai hoặc mã nguồn trình duyệt: khóa cũ sẽ ngừng hoạt động ngay lập tức.</p>',
    ),
    author: 'Linh Tran',
    publishDate: '2025-09-08T09:00:00Z',
  },
];

/** Documentation articles the site links by id (SPEC.md section 9: introduction 10, FAQ 7); not blog posts. */
export const docArticles: TSeedArticle[] = [
  {
    id: 10,
    typeId: 21,
    childTypeId: 0,
    title: text('Introduction to the Matchwire API', 'Giới thiệu Matchwire API'),
    summary: text(
      'Football, basketball and esports data over one JSON API.',
      'Dữ liệu bóng đá, bóng rổ và thể thao điện tử qua một API JSON.',
    ),
    content: text(
      '<p>Matchwire serves fixtures, live scores, events, lineups, statistics, standings and odds for football, basketball and esports. Start with the <a href="/docs?id=news_0">introduction guide</a>.</p>',
      '<p>Matchwire cung cấp lịch thi đấu, tỷ số trực tiếp, diễn biến, đội hình, thống kê, bảng xếp hạng và tỷ lệ kèo cho bóng đá, bóng rổ và thể thao điện tử. Hãy bắt đầu với <a href="/docs?id=news_0">hướng dẫn giới thiệu</a>.</p>',
    ),
    author: 'Matchwire',
    publishDate: '2024-02-20T08:00:00Z',
  },
  {
    id: 7,
    typeId: 21,
    childTypeId: 0,
    title: text('Frequently asked questions', 'Câu hỏi thường gặp'),
    summary: text(
      'Answers about accounts, billing, the API, coverage and widgets.',
      'Giải đáp về tài khoản, thanh toán, API, phạm vi dữ liệu và widget.',
    ),
    content: text(
      '<p>Search the FAQ by keyword or browse by category. Still stuck? Open a ticket: we reply within one business day.</p>',
      '<p>Tìm kiếm câu hỏi thường gặp theo từ khóa hoặc xem theo danh mục. Vẫn chưa có câu trả lời? Hãy mở ticket: chúng tôi phản hồi trong vòng một ngày làm việc.</p>',
    ),
    author: 'Matchwire',
    publishDate: '2024-02-20T08:00:00Z',
  },
];
