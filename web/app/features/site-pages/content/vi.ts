import type { TSiteContent } from './types';

export const siteContentVi: TSiteContent = {
  updated: 'Cập nhật lần cuối: 1 tháng 11 năm 2026',
  about: {
    eyebrow: 'Về Matchwire',
    title: 'Dữ liệu thể thao, thiết kế cho nhà phát triển',
    lead: 'Matchwire cung cấp tỉ số trực tiếp, tỉ lệ kèo, thống kê và hoạt ảnh trận đấu cho bóng đá, bóng rổ và thể thao điện tử qua một API JSON thống nhất.',
    description:
      'Chúng tôi là ai, chúng tôi xây dựng gì và cách liên hệ đội ngũ Matchwire: API dữ liệu thể thao cho bóng đá, bóng rổ và thể thao điện tử.',
    sections: [
      {
        id: 'mission',
        heading: 'Sứ mệnh',
        paragraphs: [
          'Mọi sản phẩm thể thao tốt — ứng dụng tỉ số, trang tin, trò chơi fantasy hay công cụ giao dịch — đều bắt đầu từ dữ liệu nhanh, đầy đủ và chính xác. Chúng tôi xây dựng Matchwire để đội ngũ sản phẩm dành thời gian cho sản phẩm của mình, thay vì thu thập, chuẩn hoá và đối soát dữ liệu.',
        ],
      },
      {
        id: 'what-we-do',
        heading: 'Chúng tôi làm gì',
        paragraphs: [
          'Chúng tôi thu thập, kiểm chứng và công bố dữ liệu thể thao theo thời gian thực, đóng gói thành API và widget:',
        ],
        bullets: [
          'Tỉ số, diễn biến và đội hình trực tiếp cho hàng nghìn giải bóng đá, cùng NBA, EuroLeague và nhiều giải khác.',
          'Tỉ lệ kèo trước trận và trong trận từ các nhà cái lớn, chuẩn hoá về một định dạng.',
          'Thống kê cầu thủ và đội bóng, bảng xếp hạng và kết quả lịch sử.',
          'Lịch thi đấu và kết quả thể thao điện tử cho Liên Minh Huyền Thoại, Dota 2 và CS.',
          'Widget hoạt ảnh trực tiếp có thể nhúng, biến diễn biến trận đấu thành sân bóng hoặc sân bóng rổ sinh động.',
        ],
      },
      {
        id: 'how-we-work',
        heading: 'Cách chúng tôi làm việc',
        paragraphs: [
          'Mọi endpoint đều có tài liệu về tham số yêu cầu, trường phản hồi và JSON mẫu. Gói được tính phí theo tháng, quý hoặc năm, giảm 33% khi trả theo quý và 50% khi trả theo năm, và mọi môn thể thao đều có thể dùng thử miễn phí trước khi đăng ký.',
          'Đội hỗ trợ trả lời yêu cầu trong vòng một ngày làm việc.',
        ],
      },
    ],
    contactTitle: 'Liên hệ',
    contactBody:
      'Bạn có câu hỏi về phạm vi dữ liệu, giá hay tích hợp? Hãy viết cho chúng tôi, chúng tôi sẽ trả lời trong vòng một ngày làm việc.',
  },
  privacy: {
    eyebrow: 'Pháp lý',
    title: 'Chính sách quyền riêng tư',
    lead: 'Cách Matchwire thu thập, sử dụng và bảo vệ dữ liệu cá nhân khi bạn truy cập website hoặc sử dụng API của chúng tôi.',
    description:
      'Chính sách quyền riêng tư của Matchwire: dữ liệu cá nhân nào được thu thập, vì sao, lưu trong bao lâu và quyền của bạn.',
    sections: [
      {
        id: 'data-we-collect',
        heading: 'Dữ liệu chúng tôi thu thập',
        paragraphs: ['Chúng tôi chỉ thu thập những gì cần để vận hành dịch vụ:'],
        bullets: [
          'Dữ liệu tài khoản: địa chỉ e-mail, tên và mật khẩu (lưu dưới dạng băm có muối).',
          'Dữ liệu thanh toán: gói, hoá đơn và mã tham chiếu phương thức thanh toán do nhà cung cấp thanh toán lưu giữ. Chúng tôi không bao giờ lưu số thẻ đầy đủ.',
          'Dữ liệu sử dụng: số lần gọi API theo khoá, địa chỉ IP bạn đưa vào danh sách trắng và nhật ký kỹ thuật dùng cho bảo mật và giới hạn tần suất.',
          'Dữ liệu hỗ trợ: nội dung yêu cầu hỗ trợ và e-mail bạn gửi cho chúng tôi.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'Cách chúng tôi sử dụng',
        paragraphs: [
          'Chúng tôi dùng dữ liệu để cung cấp và bảo vệ dịch vụ, tính phí gói đăng ký, trả lời yêu cầu hỗ trợ và gửi thông báo dịch vụ như e-mail kích hoạt và đặt lại mật khẩu. Chúng tôi chỉ gửi e-mail tiếp thị khi bạn đồng ý và bạn có thể huỷ đăng ký bất cứ lúc nào.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookie',
        paragraphs: [
          'Chúng tôi dùng cookie phiên để giữ bạn đăng nhập và cookie ngôn ngữ để ghi nhớ ngôn ngữ của bạn. Chúng tôi không dùng cookie quảng cáo.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Chia sẻ',
        paragraphs: [
          'Chúng tôi chỉ chia sẻ dữ liệu với các bên xử lý giúp vận hành dịch vụ (lưu trữ, thanh toán, e-mail) theo hợp đồng bảo vệ dữ liệu. Chúng tôi không bao giờ bán dữ liệu cá nhân.',
        ],
      },
      {
        id: 'retention',
        heading: 'Lưu giữ và quyền của bạn',
        paragraphs: [
          'Chúng tôi giữ dữ liệu tài khoản khi tài khoản còn hoạt động và hồ sơ thanh toán theo thời hạn pháp luật yêu cầu. Bạn có thể yêu cầu truy cập, sửa, xuất hoặc xoá dữ liệu cá nhân bằng cách viết tới privacy@matchwire.io.',
        ],
      },
    ],
  },
  terms: {
    eyebrow: 'Pháp lý',
    title: 'Điều khoản dịch vụ',
    lead: 'Thoả thuận giữa bạn và Matchwire khi bạn sử dụng website, API và widget của chúng tôi.',
    description:
      'Điều khoản dịch vụ của Matchwire: tài khoản, khoá API, gói đăng ký, sử dụng hợp lệ, giấy phép dữ liệu và trách nhiệm.',
    sections: [
      {
        id: 'accounts',
        heading: 'Tài khoản và khoá API',
        paragraphs: [
          'Bạn phải cung cấp địa chỉ e-mail hợp lệ và giữ bí mật thông tin đăng nhập cùng khoá API. Bạn chịu trách nhiệm với mọi lần gọi bằng khoá của mình; hãy giới hạn khoá bằng danh sách trắng IP và tạo lại khoá nếu bị lộ.',
        ],
      },
      {
        id: 'subscriptions',
        heading: 'Dùng thử miễn phí và gói đăng ký',
        paragraphs: [
          'Bản dùng thử miễn phí có giới hạn thời gian và số lần gọi mỗi ngày, mỗi khách hàng chỉ được một lần. Gói đăng ký tự động gia hạn khi hết mỗi kỳ thanh toán (tháng, quý hoặc năm) cho đến khi bị huỷ; huỷ sẽ dừng lần gia hạn tiếp theo.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Sử dụng hợp lệ',
        paragraphs: ['Bạn đồng ý không:'],
        bullets: [
          'vượt quá giới hạn tần suất gọi của gói hoặc chia sẻ khoá với bên thứ ba;',
          'bán lại hoặc phân phối lại nguồn dữ liệu thô trừ khi gói của bạn cho phép;',
          'sử dụng dịch vụ cho mục đích trái pháp luật.',
        ],
      },
      {
        id: 'licence',
        heading: 'Giấy phép dữ liệu',
        paragraphs: [
          'Khi gói đăng ký còn hiệu lực, bạn được hiển thị dữ liệu trong sản phẩm của mình cho các môn và giải đấu mà gói bao gồm. Dữ liệu vẫn thuộc sở hữu của Matchwire và các bên cấp phép.',
        ],
      },
      {
        id: 'liability',
        heading: 'Tính sẵn sàng và trách nhiệm',
        paragraphs: [
          'Chúng tôi nỗ lực để dịch vụ nhanh và chính xác, nhưng dữ liệu thể thao có thể bị trễ hoặc được điều chỉnh sau đó. Dịch vụ được cung cấp "nguyên trạng" và trách nhiệm của chúng tôi giới hạn ở khoản phí bạn đã trả trong ba tháng trước khi phát sinh khiếu nại.',
        ],
      },
    ],
  },
  widgets: {
    eyebrow: 'Widget',
    title: 'Hoạt ảnh trận đấu trực tiếp, nhúng chỉ trong vài phút',
    lead: 'Biến diễn biến trận đấu thành sân bóng hoặc sân bóng rổ sinh động trên website hay ứng dụng của bạn — không cần bản quyền video, không cần tự dựng hình.',
    description:
      'Widget hoạt ảnh trực tiếp của Matchwire: hoạt ảnh trận bóng đá và bóng rổ có thể nhúng, chạy bằng dữ liệu thời gian thực.',
    whatTitle: 'Widget hoạt ảnh trực tiếp là gì?',
    whatBody:
      'Widget vẽ lại trận đấu ngay khi nó diễn ra: vị trí bóng, tấn công, cú sút, bàn thắng, thẻ phạt và thay người trên sân bóng đá, hoặc lượt kiểm soát bóng, cú ném và điểm số trên sân bóng rổ. Widget dùng cùng nguồn dữ liệu thời gian thực với API, nên khách truy cập theo dõi trận đấu mà không rời trang của bạn.',
    features: [
      { title: 'Thời gian thực', body: 'Diễn biến xuất hiện chỉ vài giây sau khi xảy ra trên sân.' },
      { title: 'Nhẹ', body: 'Một đoạn script nhỏ và một iframe — nhanh trên cả di động và máy tính.' },
      { title: 'Mang thương hiệu của bạn', body: 'Chọn màu sắc, hình sân và các bảng thông tin hiển thị.' },
      { title: 'Danh sách tên miền', body: 'Widget chỉ chạy trên các tên miền bạn cho phép.' },
    ],
    sportsTitle: 'Bóng đá và bóng rổ',
    football: {
      title: 'Hoạt ảnh bóng đá',
      body: 'Tấn công, tấn công nguy hiểm, cú sút, phạt góc, bàn thắng và thẻ phạt trên sân sinh động, kèm thống kê và đội hình trực tiếp.',
    },
    basketball: {
      title: 'Hoạt ảnh bóng rổ',
      body: 'Lượt kiểm soát bóng, ném rổ, ném phạt và lỗi trên sân sinh động, kèm bảng thống kê và tỉ số từng hiệp.',
    },
    embedTitle: 'Cách nhúng',
    embedSteps: [
      { title: 'Bắt đầu dùng thử miễn phí', body: 'Tạo tài khoản và kích hoạt; khoá API sẵn sàng ngay.' },
      { title: 'Thêm tên miền vào danh sách', body: 'Thêm các tên miền nơi widget sẽ hiển thị.' },
      { title: 'Dán đoạn mã', body: 'Chèn thẻ script vào trang và truyền mã trận đấu.' },
    ],
    ctaTitle: 'Xem widget với trận đấu của bạn',
    ctaBody: 'Widget có sẵn trong các gói bóng đá và bóng rổ. Hãy dùng thử miễn phí để trải nghiệm.',
  },
  seo: {
    main: {
      eyebrow: 'API dữ liệu thể thao',
      title: 'API dữ liệu thể thao cho tỉ số trực tiếp, tỉ lệ kèo và thống kê',
      lead: 'Matchwire là API dữ liệu thể thao cho bóng đá, bóng rổ và thể thao điện tử: tỉ số thời gian thực, tỉ lệ kèo từ các nhà cái lớn, thống kê và hoạt ảnh trận đấu ở dạng JSON gọn gàng.',
      description:
        'API dữ liệu thể thao cho bóng đá, bóng rổ và thể thao điện tử: tỉ số trực tiếp, tỉ lệ kèo, thống kê và widget. Dùng thử miễn phí, gói từ $99 mỗi tháng.',
      tiles: [
        { title: 'Tỉ số trực tiếp', body: 'Tỉ số và diễn biến từng giây cho hàng nghìn giải đấu.' },
        { title: 'Dữ liệu tỉ lệ kèo', body: 'Kèo trước trận và trong trận, chuẩn hoá giữa các nhà cái.' },
        { title: 'Thống kê', body: 'Thống kê đội và cầu thủ, bảng xếp hạng và kết quả lịch sử.' },
        { title: 'Widget', body: 'Hoạt ảnh trực tiếp có thể nhúng cho bóng đá và bóng rổ.' },
      ],
    },
    h5: {
      eyebrow: 'Ứng dụng di động',
      title: 'Dữ liệu thể thao cho ứng dụng di động và trang H5',
      lead: 'JSON gọn, phân trang nhất quán và độ trễ thấp giúp Matchwire phù hợp với ứng dụng tỉ số di động và trang H5.',
      description:
        'Xây dựng ứng dụng tỉ số di động và trang H5 với API dữ liệu thể thao Matchwire: JSON gọn, độ trễ thấp, hoạt ảnh cho màn hình nhỏ.',
      tiles: [
        { title: 'Dữ liệu nhỏ gọn', body: 'Chỉ các trường màn hình cần, trang tải nhanh trên mạng di động.' },
        { title: 'Cập nhật hiệu quả', body: 'Lấy danh sách thay đổi và chỉ cập nhật phần đã đổi.' },
        { title: 'Widget co giãn', body: 'Hoạt ảnh vừa với mọi độ rộng màn hình.' },
        { title: 'Dùng thử miễn phí', body: 'Dùng thử mọi môn thể thao trước khi đăng ký.' },
      ],
    },
    pc: {
      eyebrow: 'Nền tảng web',
      title: 'Dữ liệu thể thao cho website và nền tảng máy tính',
      lead: 'Vận hành trung tâm tỉ số, trang tin và bảng điều khiển giao dịch với phạm vi dữ liệu đầy đủ, thống kê chuyên sâu và độ ổn định cao.',
      description:
        'API dữ liệu thể thao cho website và nền tảng máy tính: phạm vi bóng đá, bóng rổ và thể thao điện tử đầy đủ, thống kê chuyên sâu và tỉ lệ kèo.',
      tiles: [
        { title: 'Phạm vi đầy đủ', body: 'Giải hàng đầu và hạng dưới, cúp và giao hữu.' },
        { title: 'Thống kê chuyên sâu', body: 'Thống kê đội, cầu thủ và trận đấu cho trung tâm trận đấu phong phú.' },
        { title: 'So sánh tỉ lệ kèo', body: 'So sánh nhà cái với một định dạng kèo thống nhất.' },
        { title: 'Tài liệu', body: 'Mọi endpoint đều có tài liệu và mẫu chạy được.' },
      ],
    },
  },
  seoFaqTitle: 'Câu hỏi thường gặp',
  seoFaq: [
    {
      title: 'Các bạn cung cấp dữ liệu môn thể thao nào?',
      body: 'Bóng đá, bóng rổ và thể thao điện tử (Liên Minh Huyền Thoại, Dota 2 và CS).',
    },
    {
      title: 'Tôi có thể dùng thử trước khi mua không?',
      body: 'Có. Mọi tài khoản đều có thể dùng thử miễn phí với giới hạn số lần gọi mỗi ngày cho từng môn.',
    },
    {
      title: 'Dữ liệu được cung cấp như thế nào?',
      body: 'Qua REST API trả về JSON, xác thực bằng khoá API của bạn.',
    },
  ],
  sitemap: {
    title: 'Sơ đồ trang',
    lead: 'Mọi trang công khai và sản phẩm của website Matchwire.',
    description: 'Sơ đồ trang Matchwire: mọi trang công khai, sản phẩm và tài nguyên trên một trang.',
    pages: 'Trang',
    products: 'sản phẩm',
    help: 'Trợ giúp và pháp lý',
  },
};
