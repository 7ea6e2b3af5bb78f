import type { enUsage } from '../en/usage';

/** Vietnamese texts of the console's API usage page (keys of en/usage.ts). */
export const viUsage: Record<keyof typeof enUsage, string> = {
  'nav.usage': 'Mức sử dụng API',
  'meta.usage.title': 'Mức sử dụng API — Matchwire',

  'usage.page.title': 'Mức sử dụng API',
  'usage.page.subtitle':
    'Mọi lượt gọi bằng khóa API của bạn: hạn mức còn lại hôm nay, số lượt gọi theo ngày và theo giao diện, lỗi và các yêu cầu gần nhất.',
  'usage.range.label': 'Khoảng thời gian',
  'usage.range.days': '{days} ngày qua',
  'usage.refresh': 'Làm mới',
  'usage.updatedAt': 'Cập nhật lúc {time}',
  'usage.timeNote': 'Thời gian theo múi giờ của bạn ({zone}); các ngày tính theo UTC.',

  'usage.quota.title': 'Hạn mức hôm nay',
  'usage.quota.description': 'Số lượt gọi mỗi môn thể thao cho phép khóa của bạn hôm nay.',
  'usage.quota.none':
    'Chưa có bản dùng thử hay gói đăng ký nào cho môn thể thao nào, nên khóa của bạn chưa gọi được API.',
  'usage.quota.startTrial': 'Bắt đầu dùng thử miễn phí',
  'usage.quota.browse': 'Xem các gói',
  'usage.quota.trial': 'Dùng thử miễn phí',
  'usage.quota.subscription': 'Gói đăng ký',
  'usage.quota.used': 'Đã dùng {used} trên {limit} lượt gọi',
  'usage.quota.remaining': 'Còn {remaining}',
  'usage.quota.exhausted':
    'Đã hết lượt gọi hôm nay: các lượt gọi tiếp theo bị từ chối cho đến khi bộ đếm được đặt lại.',
  'usage.quota.high': 'Đã dùng hơn 80 % lượt gọi hôm nay.',
  'usage.quota.noLimit': 'Không giới hạn theo ngày',
  'usage.quota.noLimitNote': 'Giới hạn tần suất riêng của từng giao diện vẫn được áp dụng.',
  'usage.quota.resets': 'Đặt lại lúc',
  'usage.quota.resetsAt': '{local} ({utc} giờ UTC)',
  'usage.quota.resetsAtUtc': '{utc} giờ UTC',
  'usage.quota.delay': 'Dữ liệu trực tiếp chậm {minutes} phút',
  'usage.quota.realTime': 'Dữ liệu trực tiếp theo thời gian thực',
  'usage.quota.validUntil': 'Có hiệu lực đến',
  'usage.quota.barLabel': '{sport}: số lượt gọi đã dùng hôm nay',

  'usage.days.title': 'Lượt gọi theo ngày',
  'usage.days.description': 'Theo ngày UTC trong {days} ngày qua, cũ nhất ở bên trái.',
  'usage.days.chartLabel':
    'Lượt gọi theo ngày UTC trong {days} ngày qua. Tổng lượt gọi: {calls}; lỗi: {errors}. Ngày nhiều nhất: {day} ({most}).',
  'usage.days.chartLabelEmpty': 'Lượt gọi theo ngày UTC trong {days} ngày qua: chưa có lượt gọi nào.',
  'usage.days.showTable': 'Xem dạng bảng',
  'usage.days.hideTable': 'Xem dạng biểu đồ',
  'usage.days.tooltip': '{day} — lượt gọi: {calls}, lỗi: {errors}',
  'usage.days.caption': 'Lượt gọi và lỗi theo ngày UTC',
  'usage.days.legendOk': 'Lượt gọi thành công',
  'usage.days.legendErrors': 'Lỗi',
  'usage.days.axis': 'Lượt gọi',

  'usage.col.day': 'Ngày (UTC)',
  'usage.col.calls': 'Lượt gọi',
  'usage.col.errors': 'Lỗi',
  'usage.col.errorRate': 'Tỷ lệ lỗi',
  'usage.col.interface': 'Giao diện',
  'usage.col.code': 'Mã kết quả',
  'usage.col.status': 'Trạng thái HTTP',
  'usage.col.meaning': 'Ý nghĩa',
  'usage.col.time': 'Thời gian',
  'usage.col.method': 'Phương thức',
  'usage.col.path': 'Đường dẫn',
  'usage.col.latency': 'Độ trễ (ms)',
  'usage.col.ip': 'Địa chỉ IP',

  'usage.interfaces.title': 'Lượt gọi theo giao diện',
  'usage.interfaces.description':
    'Trong {days} ngày qua, nhiều nhất trước. Mỗi đường dẫn mở trang tài liệu tham khảo của nó.',
  'usage.interfaces.caption': 'Lượt gọi, lỗi và tỷ lệ lỗi theo giao diện',
  'usage.interfaces.unknown': 'Đường dẫn không xác định',

  'usage.errors.title': 'Lỗi theo mã kết quả',
  'usage.errors.description': 'Các lượt gọi bị từ chối hoặc thất bại trong {days} ngày qua, thường gặp nhất trước.',
  'usage.errors.caption': 'Lỗi theo mã kết quả',
  'usage.errors.none': 'Không có lỗi nào trong khoảng thời gian này.',
  'usage.errors.unknownCode': 'Mã kết quả {code}',

  'usage.recent.title': '100 lượt gọi gần nhất',
  'usage.recent.description': 'Mới nhất trước, cập nhật đến hiện tại.',
  'usage.recent.caption': '100 lượt gọi gần nhất, mới nhất trước',
  'usage.recent.none': 'Chưa có lượt gọi nào.',
  'usage.outcome.served': 'Thành công',
  'usage.outcome.refused': 'Bị từ chối',
  'usage.outcome.failed': 'Thất bại',

  'usage.first.title': 'Thực hiện lượt gọi đầu tiên',
  'usage.first.body':
    'Khóa của bạn chưa được dùng để gọi lần nào. Các lượt gọi sẽ hiện ở đây vài giây sau khi được thực hiện.',
  'usage.first.step1': 'Sao chép khóa của bạn từ trang Khóa API (khóa không bao giờ hiện ở đây).',
  'usage.first.step2': 'Chạy lệnh này trong cửa sổ dòng lệnh, thay YOUR_KEY bằng khóa của bạn:',
  'usage.first.step3': 'Đọc nội dung trả về của từng giao diện trong tài liệu.',
  'usage.first.keyLink': 'Đến khóa API của bạn',
  'usage.first.docsLink': 'Mở tài liệu',
  'usage.first.copy': 'Sao chép lệnh',
  'usage.first.copied': 'Đã sao chép lệnh',
  'usage.first.commandLabel': 'Lượt gọi đầu tiên bằng curl',
};
