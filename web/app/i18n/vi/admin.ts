import type { enAdmin } from '../en/admin';

/** Vietnamese texts of the back office: the staff sign-in and the /admin pages. */
export const viAdmin: Record<keyof typeof enAdmin, string> = {
  'meta.admin.login.title': 'Đăng nhập nhân viên — Quản trị Matchwire',
  'meta.admin.home.title': 'Quản trị — Matchwire',

  'admin.brand': 'Quản trị Matchwire',
  'admin.login.title': 'Đăng nhập nhân viên',
  'admin.login.subtitle': 'Chỉ dành cho nhân viên Matchwire. Khách hàng đăng nhập tại trang đăng nhập của trang web.',
  'admin.login.email': 'E-mail công việc',
  'admin.login.password': 'Mật khẩu',
  'admin.login.submit': 'Đăng nhập',
  'admin.login.wrong': 'E-mail hoặc mật khẩu không đúng',
  'admin.login.disabled': 'Tài khoản nhân viên này đã bị vô hiệu hóa',
  'admin.login.required': 'Bắt buộc',
  'admin.nav.label': 'Quản trị',
  'admin.nav.home': 'Trang chủ',
  'admin.nav.tickets': 'Phiếu hỗ trợ',
  'admin.signedInAs': 'Đã đăng nhập: {name}',
  'admin.signOut': 'Đăng xuất',
  'admin.home.title': 'Xin chào, {name}',
  'admin.home.role': 'Vai trò của bạn: {role}',
  'admin.home.superRole': 'Vai trò của bạn: {role} (mọi quyền)',
  'admin.home.permissions': 'Những việc bạn được làm',
  'admin.home.noPermissions': 'Vai trò của bạn chưa có quyền nào. Hãy hỏi quản trị viên.',
  'admin.permission.ticket:read': 'Xem phiếu hỗ trợ, hội thoại, lịch sử và tệp đính kèm',
  'admin.permission.ticket:reply': 'Trả lời khách hàng và thêm ghi chú',
  'admin.permission.ticket:assign': 'Giao phiếu cho nhân viên',
  'admin.permission.ticket:manage': 'Đổi loại và mức ưu tiên của phiếu, giải quyết và đóng phiếu',
};
