import type { TMessages } from './en';

/** Vietnamese catalogue; the compiler checks it has exactly the English keys. */
export const vi: TMessages = {
  'meta.siteName': 'Matchwire',
  'meta.home.title': 'Matchwire — API dữ liệu thể thao cho bóng đá, bóng rổ và thể thao điện tử',
  'meta.home.description':
    'Tỉ số trực tiếp, tỉ lệ kèo, thống kê và widget hoạt ảnh trận đấu cho bóng đá, bóng rổ và thể thao điện tử qua một API JSON gọn gàng. Dùng thử miễn phí ngay hôm nay.',
  'meta.notFound.title': 'Không tìm thấy trang — Matchwire',
  'meta.error.title': 'Đã xảy ra lỗi — Matchwire',

  'a11y.skipToContent': 'Chuyển đến nội dung',
  'a11y.mainNav': 'Điều hướng chính',
  'a11y.home': 'Trang chủ Matchwire',
  'a11y.openMenu': 'Mở menu',
  'a11y.closeMenu': 'Đóng menu',
  'a11y.goToTop': 'Lên đầu trang',
  'a11y.language': 'Ngôn ngữ',
  'a11y.footerNav': 'Chân trang',
  'a11y.social': 'Matchwire trên mạng xã hội',
  'a11y.copyCode': 'Sao chép mã',
  'a11y.copied': 'Đã sao chép',

  'nav.promotion': 'Khuyến mãi',
  'nav.football': 'Bóng đá',
  'nav.basketball': 'Bóng rổ',
  'nav.widgets': 'Widget',
  'nav.docs': 'Tài liệu',
  'nav.faq': 'Hỏi đáp',
  'nav.login': 'Đăng nhập',
  'nav.startTrial': 'Dùng thử miễn phí',
  'nav.allFootball': 'Tất cả sản phẩm bóng đá',
  'nav.allBasketball': 'Tất cả sản phẩm bóng rổ',
  'nav.noProducts': 'Sản phẩm sắp ra mắt.',
  'nav.thaiSite': 'Trang tiếng Thái',
  'nav.account': 'Tài khoản',
  'nav.plans': 'Gói dịch vụ',
  'nav.apiKey': 'Khóa API',
  'nav.animation': 'Hoạt ảnh',
  'nav.payment': 'Thanh toán',
  'nav.tickets': 'Yêu cầu hỗ trợ',
  'nav.profile': 'Hồ sơ',
  'nav.logout': 'Đăng xuất',

  'tag.hot': 'Nổi bật',
  'tag.new': 'Mới',
  'tag.sale': 'Giảm giá',

  'footer.tagline': 'API dữ liệu thể thao cho bóng đá, bóng rổ và thể thao điện tử — xây dựng cho lập trình viên.',
  'footer.products': 'Sản phẩm',
  'footer.footballApi': 'API bóng đá',
  'footer.basketballApi': 'API bóng rổ',
  'footer.esportsApi': 'API thể thao điện tử',
  'footer.gettingStarted': 'Bắt đầu',
  'footer.docs': 'Tài liệu',
  'footer.faq': 'Hỏi đáp',
  'footer.widgets': 'Widget',
  'footer.freeTrial': 'Dùng thử miễn phí',
  'footer.about': 'Giới thiệu',
  'footer.aboutUs': 'Về chúng tôi',
  'footer.privacy': 'Chính sách bảo mật',
  'footer.terms': 'Điều khoản dịch vụ',
  'footer.sitemap': 'Sơ đồ trang',
  'footer.help': 'Trợ giúp',
  'footer.support': 'Hỗ trợ',
  'footer.contact': 'Liên hệ',
  'footer.copyright': '© {year} Matchwire. Bảo lưu mọi quyền.',

  'contactSales.title': 'Cần nguồn dữ liệu riêng hoặc hạn mức cao hơn?',
  'contactSales.body':
    'Hãy cho chúng tôi biết về dự án của bạn, đội ngũ của chúng tôi sẽ đề xuất gói phù hợp — phản hồi trong vòng một ngày làm việc.',
  'contactSales.cta': 'Liên hệ bộ phận kinh doanh',

  'home.hero.eyebrow': 'API dữ liệu thể thao',
  'home.hero.title': 'Dữ liệu thể thao trực tiếp làm nền tảng cho sản phẩm của bạn',
  'home.hero.subtitle':
    'Tỉ số, diễn biến, tỉ lệ kèo, thống kê và widget hoạt ảnh trận đấu dựng sẵn cho bóng đá, bóng rổ và thể thao điện tử — qua một API JSON thống nhất.',
  'home.hero.ctaTrial': 'Dùng thử miễn phí',
  'home.hero.ctaDocs': 'Đọc tài liệu',
  'home.hero.note': 'Dùng thử miễn phí {days} ngày · không cần thẻ',
  'home.hero.sampleLabel': 'Ví dụ yêu cầu và phản hồi',
  'home.hero.live': 'Trực tiếp',

  'home.preview.league': 'Giải Ngoại hạng · Vòng 28',
  'home.preview.goal': 'Bàn thắng',
  'home.preview.yellowCard': 'Thẻ vàng',

  'home.coverage.eyebrow': 'Phạm vi dữ liệu',
  'home.coverage.title': 'Một API, ba môn thể thao',
  'home.coverage.subtitle':
    'Chọn những giải đấu bạn cần. Mọi sản phẩm dưới đây được lấy trực tiếp từ danh mục của chúng tôi.',
  'home.coverage.football':
    'Các giải vô địch và cúp trên toàn thế giới, từ đội hình, diễn biến trực tiếp đến bảng xếp hạng và tỉ lệ kèo.',
  'home.coverage.basketball':
    'Các giải chuyên nghiệp với diễn biến từng pha bóng, bảng thống kê trận đấu và số liệu đội bóng.',
  'home.coverage.esports':
    'Liên Minh Huyền Thoại, Dota 2, CS:GO và nhiều trò chơi khác: trận đấu, loạt trận và kết quả.',
  'home.coverage.explore': 'Khám phá API {sport}',
  'home.coverage.empty': 'Sản phẩm cho môn này sẽ sớm được giới thiệu tại đây.',
  'home.coverage.more': '+{count} sản phẩm khác',

  'home.features.eyebrow': 'Vì sao chọn Matchwire',
  'home.features.title': 'Mọi thứ một sản phẩm thể thao cần',
  'home.features.scores.title': 'Tỉ số theo thời gian thực',
  'home.features.scores.body':
    'Bàn thắng, thẻ phạt, thay người và chuyển hiệp được đẩy vào ứng dụng của bạn ngay khi diễn ra.',
  'home.features.odds.title': 'Tỉ lệ kèo',
  'home.features.odds.body':
    'Kèo trước trận và trong trận theo một định dạng nhất quán, sẵn sàng để so sánh và hiển thị.',
  'home.features.animation.title': 'Widget hoạt ảnh trực tiếp',
  'home.features.animation.body':
    'Hoạt ảnh trận đấu nhúng được, tùy chỉnh theo thương hiệu và giới hạn theo tên miền của bạn.',
  'home.features.stats.title': 'Thống kê và bảng xếp hạng',
  'home.features.stats.body': 'Đội hình, thống kê cầu thủ và đội bóng, bảng xếp hạng và lịch sử đối đầu.',
  'home.features.dev.title': 'Ưu tiên lập trình viên',
  'home.features.dev.body':
    'REST và JSON đơn giản, tài liệu rõ ràng có khung chạy thử, khóa API kèm danh sách IP được phép.',
  'home.features.support.title': 'Hỗ trợ tận tâm',
  'home.features.support.body':
    'Yêu cầu hỗ trợ được đội ngũ của chúng tôi xử lý bằng tiếng Anh và tiếng Việt, thường trong một ngày làm việc.',

  'home.steps.eyebrow': 'Cách hoạt động',
  'home.steps.title': 'Từ đăng ký đến phản hồi đầu tiên chỉ trong vài phút',
  'home.steps.register.title': 'Đăng ký',
  'home.steps.register.body': 'Tạo tài khoản bằng e-mail và bắt đầu dùng thử miễn phí.',
  'home.steps.key.title': 'Nhận khóa API',
  'home.steps.key.body': 'Sao chép khóa trong trang quản lý và thêm các IP bạn dùng để gọi API.',
  'home.steps.call.title': 'Gọi API',
  'home.steps.call.body': 'Lấy lịch thi đấu, tỉ số trực tiếp hoặc tỉ lệ kèo và hiển thị trong sản phẩm của bạn.',
  'home.steps.step': 'Bước {n}',

  'home.code.eyebrow': 'Trải nghiệm lập trình',
  'home.code.title': 'Yêu cầu dễ đoán, phản hồi dễ đọc',
  'home.code.body':
    'Mọi endpoint đều trả về cùng một cấu trúc, nên một hàm xử lý lỗi là đủ cho toàn bộ API. Xác thực bằng khóa của bạn, truyền tham số cần thiết và bắt đầu.',
  'home.code.point1': 'Cấu trúc JSON thống nhất ở mọi endpoint',
  'home.code.point2': 'Tài liệu có ví dụ chạy thử ngay trên trình duyệt',
  'home.code.point3': 'Quản lý khóa và danh sách IP trong trang quản lý',
  'home.code.caption': 'Ví dụ minh họa — xem tài liệu để biết endpoint chính xác của gói bạn dùng.',

  'home.plans.eyebrow': 'Bảng giá',
  'home.plans.title': 'Gói dịch vụ từ ${price}/tháng',
  'home.plans.body':
    'Đăng ký theo tháng, quý hoặc năm — thanh toán theo năm được giảm 50%. Nâng cấp hoặc hủy bất cứ lúc nào trong trang quản lý.',
  'home.plans.cta': 'Xem gói bóng đá',
  'home.plans.ctaSecondary': 'Xem gói bóng rổ',
  'home.plans.point1': 'Chỉ chọn những giải đấu bạn cần',
  'home.plans.point2': 'Thanh toán bằng thẻ và ví điện tử',
  'home.plans.point3': 'Nâng cấp mà không mất khóa API',

  'home.trial.title': 'Dùng thử miễn phí {days} ngày',
  'home.trial.body': '{calls} lượt gọi mỗi ngày cho mỗi môn thể thao, bao gồm mọi giải đấu. Không ràng buộc.',
  'home.trial.cta': 'Dùng thử miễn phí',

  'notFound.code': '404',
  'notFound.title': 'Không tìm thấy trang này',
  'notFound.body': 'Liên kết có thể bị hỏng hoặc trang đã được chuyển đi.',
  'error.code': '500',
  'error.title': 'Đã xảy ra lỗi',
  'error.body': 'Trang bạn đang tìm tạm thời không khả dụng.',
  'error.goHome': 'Về trang chủ',

  'sport.football': 'bóng đá',
  'sport.basketball': 'bóng rổ',
  'sport.esports': 'thể thao điện tử',
  'sportTitle.football': 'Bóng đá',
  'sportTitle.basketball': 'Bóng rổ',
  'sportTitle.esports': 'Thể thao điện tử',

  'console.sidebar': 'Trang quản lý',
  'docs.showDirectory': 'Hiện danh mục tài liệu',
  'docs.hideDirectory': 'Ẩn danh mục tài liệu',
  'blog.banner': 'Blog Matchwire: tin sản phẩm, hướng dẫn dữ liệu và ghi chú phát hành.',
};
