import type { TSeedChangeLog } from './content-types.ts';
import { text } from './content-types.ts';

/** Change logs of the reference pages; the sport lets the change-log page list them per sport. */
export const changeLogs: TSeedChangeLog[] = [
  {
    logId: 'log_1',
    documentId: '105',
    sportType: 1,
    title: text('changedSince on football matches', 'Tham số changedSince cho trận đấu bóng đá'),
    content: text(
      'Added the changedSince parameter and the updatedAt field: fetch only matches changed since your last call.',
      'Bổ sung tham số changedSince và trường updatedAt: chỉ lấy các trận thay đổi kể từ lần gọi trước.',
    ),
    createdAt: '2024-09-10T09:00:00Z',
  },
  {
    logId: 'log_2',
    documentId: '109',
    sportType: 1,
    title: text('Expected goals (xG) in match statistics', 'Bàn thắng kỳ vọng (xG) trong thống kê trận'),
    content: text(
      'home.xg and away.xg are now filled for the Top 5 European Leagues and the Champions League.',
      'home.xg và away.xg nay đã có dữ liệu cho 5 giải hàng đầu châu Âu và Champions League.',
    ),
    createdAt: '2025-02-03T09:00:00Z',
  },
  {
    logId: 'log_3',
    documentId: '107',
    sportType: 1,
    title: text('VAR events', 'Sự kiện VAR'),
    content: text(
      'New event type var, and isDeleted marks goals ruled out after review.',
      'Thêm loại sự kiện var, và isDeleted đánh dấu bàn thắng bị từ chối sau khi xem lại.',
    ),
    createdAt: '2025-05-20T09:00:00Z',
  },
  {
    logId: 'log_4',
    documentId: '105',
    sportType: 1,
    title: text('Interrupted status', 'Trạng thái gián đoạn'),
    content: text(
      'Match status 11 (interrupted) for matches stopped and resumed later.',
      'Trạng thái trận 11 (gián đoạn) cho các trận bị dừng và thi đấu tiếp sau đó.',
    ),
    createdAt: '2025-08-01T09:00:00Z',
  },
  {
    logId: 'log_5',
    documentId: '207',
    sportType: 2,
    title: text('Live NBA box scores', 'Box score NBA trực tiếp'),
    content: text(
      'The box score is now updated during NBA games, not only after the final buzzer.',
      'Box score nay được cập nhật ngay trong trận NBA, không chỉ sau tiếng còi kết thúc.',
    ),
    createdAt: '2024-10-22T09:00:00Z',
  },
  {
    logId: 'log_6',
    documentId: '206',
    sportType: 2,
    title: text('sinceActionId on play-by-play', 'Tham số sinceActionId cho diễn biến từng pha'),
    content: text(
      'Pass sinceActionId to receive only the actions after the last one you have.',
      'Truyền sinceActionId để chỉ nhận các pha sau pha cuối cùng bạn đã có.',
    ),
    createdAt: '2025-01-15T09:00:00Z',
  },
  {
    logId: 'log_7',
    documentId: '312',
    sportType: 3,
    title: text('Inhibitors in LoL live', 'Nhà lính trong dữ liệu trực tiếp LMHT'),
    content: text('blue.inhibitors and red.inhibitors added.', 'Bổ sung blue.inhibitors và red.inhibitors.'),
    createdAt: '2024-11-05T09:00:00Z',
  },
  {
    logId: 'log_8',
    documentId: '332',
    sportType: 3,
    title: text('Bomb state in CS:GO live', 'Trạng thái bom trong dữ liệu trực tiếp CS:GO'),
    content: text('isBombPlanted added to the live state.', 'Bổ sung isBombPlanted vào trạng thái trực tiếp.'),
    createdAt: '2025-03-12T09:00:00Z',
  },
  {
    logId: 'log_9',
    documentId: '303',
    sportType: 3,
    title: text('Map handicap market', 'Kèo chấp bản đồ'),
    content: text(
      'Esports odds now include map_handicap and total_maps for best-of-3 and best-of-5 series.',
      'Tỷ lệ thể thao điện tử nay có thêm map_handicap và total_maps cho các loạt BO3 và BO5.',
    ),
    createdAt: '2025-06-30T09:00:00Z',
  },
];
