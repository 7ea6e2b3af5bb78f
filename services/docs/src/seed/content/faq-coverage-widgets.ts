import type { TSeedFaq } from './content-types.ts';
import { text } from './content-types.ts';

/** FAQ: data coverage (category 4) and widgets and animation (category 5). */
export const coverageWidgetFaqs: TSeedFaq[] = [
  {
    faqId: 17,
    categoryId: 4,
    question: text('Which football leagues do you cover?', 'Các bạn có dữ liệu những giải bóng đá nào?'),
    answer: text(
      '<p>More than 800 competitions, from the Premier League, LaLiga, Serie A, Bundesliga, Ligue 1 and the Champions League to second divisions, national cups and V.League 1. Each product page lists its leagues; depth (lineups, xG, player statistics) is richest for the top leagues.</p>',
      '<p>Hơn 800 giải đấu, từ Premier League, LaLiga, Serie A, Bundesliga, Ligue 1 và Champions League đến các giải hạng hai, cúp quốc gia và V.League 1. Trang của mỗi sản phẩm liệt kê các giải; độ sâu dữ liệu (đội hình, xG, thống kê cầu thủ) đầy đủ nhất ở các giải hàng đầu.</p>',
    ),
    hotScore: 85,
    customOrder: 17,
    relatedIds: [18, 19],
    createdAt: '2024-03-17T10:00:00Z',
    updatedAt: '2025-07-01T10:00:00Z',
  },
  {
    faqId: 18,
    categoryId: 4,
    question: text('Do you have NBA box scores?', 'Các bạn có box score NBA không?'),
    answer: text(
      '<p>Yes. The NBA product includes live box scores with every player line (minutes, points, rebounds, assists, steals, blocks, shooting splits, plus-minus) and play-by-play for every regular-season and play-off game.</p>',
      '<p>Có. Sản phẩm NBA bao gồm box score trực tiếp với thống kê từng cầu thủ (số phút, điểm, bắt bóng bật bảng, kiến tạo, cướp bóng, chắn bóng, tỷ lệ ném, +/-) và diễn biến từng pha của mọi trận mùa giải thường và play-off.</p>',
    ),
    hotScore: 52,
    customOrder: 18,
    relatedIds: [17],
    createdAt: '2024-03-18T10:00:00Z',
    updatedAt: '2024-03-18T10:00:00Z',
  },
  {
    faqId: 19,
    categoryId: 4,
    question: text('Which esports games are covered?', 'Những trò chơi thể thao điện tử nào có dữ liệu?'),
    answer: text(
      '<p>League of Legends, Dota 2 and CS:GO: tournaments, teams and rosters, series with the result of each game or map, live game state and odds. Other titles are available in custom plans.</p>',
      '<p>Liên Minh Huyền Thoại, Dota 2 và CS:GO: giải đấu, đội tuyển và đội hình, các loạt trận với kết quả từng ván hoặc bản đồ, trạng thái trực tiếp và tỷ lệ kèo. Các trò chơi khác có trong gói tùy chỉnh.</p>',
    ),
    hotScore: 48,
    customOrder: 19,
    relatedIds: [17],
    createdAt: '2024-03-19T10:00:00Z',
    updatedAt: '2024-03-19T10:00:00Z',
  },
  {
    faqId: 20,
    categoryId: 4,
    question: text('How fast are live scores updated?', 'Tỷ số trực tiếp được cập nhật nhanh đến mức nào?'),
    answer: text(
      '<p>Goals and cards usually reach the API within a few seconds of happening in the stadium. Statistics follow within about 30 seconds. During the free trial, live data is deliberately delayed by 2 minutes.</p>',
      '<p>Bàn thắng và thẻ phạt thường có trên API chỉ vài giây sau khi diễn ra trên sân. Thống kê được cập nhật trong khoảng 30 giây. Trong thời gian dùng thử, dữ liệu trực tiếp được cố ý làm trễ 2 phút.</p>',
    ),
    hotScore: 72,
    customOrder: 20,
    relatedIds: [15, 17],
    createdAt: '2024-03-20T10:00:00Z',
    updatedAt: '2024-03-20T10:00:00Z',
  },
  {
    faqId: 21,
    categoryId: 5,
    question: text('What is the live match animation widget?', 'Widget hoạt ảnh trận đấu trực tiếp là gì?'),
    answer: text(
      '<p>A ready-made animation of a football or basketball match in progress (ball position, attacks, shots, goals) that you embed in your site with an iframe. Configure the allowed domains and the look (stands, pitch, fence and centre line) in <b>Console → Animation</b>.</p>',
      '<p>Hoạt ảnh dựng sẵn của trận bóng đá hoặc bóng rổ đang diễn ra (vị trí bóng, tấn công, cú sút, bàn thắng) mà bạn nhúng vào trang web bằng iframe. Cấu hình các tên miền được phép và giao diện (khán đài, mặt sân, biển quảng cáo và vạch giữa sân) tại <b>Console → Hoạt ảnh</b>.</p>',
    ),
    hotScore: 42,
    customOrder: 21,
    relatedIds: [22],
    createdAt: '2024-03-21T10:00:00Z',
    updatedAt: '2024-03-21T10:00:00Z',
  },
  {
    faqId: 22,
    categoryId: 5,
    question: text(
      'Can I put my own advertising on the animation fence?',
      'Tôi có thể đặt quảng cáo riêng trên biển quảng cáo của hoạt ảnh không?',
    ),
    answer: text(
      '<p>Yes. Upload your own fence images in <b>Console → Animation</b>: up to 10 extra images for football and 2 for basketball. Changes are published within 60 seconds.</p>',
      '<p>Có. Tải lên hình ảnh biển quảng cáo của bạn tại <b>Console → Hoạt ảnh</b>: tối đa 10 hình bổ sung cho bóng đá và 2 hình cho bóng rổ. Thay đổi được áp dụng trong vòng 60 giây.</p>',
    ),
    hotScore: 25,
    customOrder: 22,
    relatedIds: [21],
    createdAt: '2024-03-22T10:00:00Z',
    updatedAt: '2024-03-22T10:00:00Z',
  },
];
