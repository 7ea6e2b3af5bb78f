import type { enResults } from '../en/results';

/** Vietnamese texts of the server's result codes; the same keys as en/results.ts. */
export const viResults: Record<keyof typeof enResults, string> = {
  'result.success': 'Thành công',

  'result.internalError': 'Đã xảy ra lỗi',
  'result.apiNotImplemented': 'Tính năng này chưa được hỗ trợ',
  'result.badRequest': 'Yêu cầu không hợp lệ, vui lòng kiểm tra thông tin đã nhập',
  'result.unsupportedOperation': 'Thao tác này không được hỗ trợ',
  'result.objectNotFound': 'Không tìm thấy nội dung bạn cần',
  'result.interfaceNotFound': 'Không tìm thấy API (404)',
  'result.tooManyRequests': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  'result.serviceUnavailable': 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau',
  'result.signatureMissing': 'Không thể xác minh yêu cầu, vui lòng tải lại trang',
  'result.signatureInvalid': 'Không thể xác minh yêu cầu, vui lòng tải lại trang',
  'result.timestampExpired': 'Yêu cầu đã hết hạn, hãy kiểm tra đồng hồ trên thiết bị của bạn',
  'result.requestedWithMissing': 'Không thể xác minh yêu cầu, vui lòng tải lại trang',

  'result.userNotLoggedIn': 'Vui lòng đăng nhập',
  'result.userTokenInvalid': 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  'result.adminTokenExpired': 'Phiên quản trị đã hết hạn',
  'result.adminNotExists': 'Tài khoản quản trị không tồn tại',
  'result.userNotFound': 'E-mail chưa được đăng ký',
  'result.userExists': 'E-mail đã được đăng ký',
  'result.userLocked': 'Tài khoản này đã bị khóa',
  'result.userNotActivated': 'E-mail chưa được kích hoạt',
  'result.userPasswordError': 'Mật khẩu không đúng',
  'result.noPermission': 'Bạn không có quyền thực hiện thao tác này',
  'result.linkInvalid': 'Liên kết không hợp lệ hoặc đã hết hạn',

  'result.urlParamIncorrect': 'Tham số trong địa chỉ không đúng',
  'result.emptyData': 'Không có dữ liệu',
  'result.productNotFound': 'Không tìm thấy sản phẩm',
  'result.configKeyUnknown': 'Khóa cấu hình hệ thống không xác định',
  'result.linkNotFound': 'Không tìm thấy liên kết',
  'result.planNotFound': 'Không tìm thấy gói',
};
