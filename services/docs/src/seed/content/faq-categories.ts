import type { TSeedFaqCategory } from './content-types.ts';
import { text } from './content-types.ts';

export const faqCategories: TSeedFaqCategory[] = [
  { categoryId: 1, parentId: null, name: text('Account', 'Tài khoản'), sortOrder: 10 },
  { categoryId: 2, parentId: null, name: text('Billing', 'Thanh toán'), sortOrder: 20 },
  { categoryId: 3, parentId: null, name: text('API usage', 'Sử dụng API'), sortOrder: 30 },
  { categoryId: 31, parentId: 3, name: text('Authentication', 'Xác thực'), sortOrder: 10 },
  { categoryId: 32, parentId: 3, name: text('Errors and limits', 'Lỗi và giới hạn'), sortOrder: 20 },
  { categoryId: 4, parentId: null, name: text('Data coverage', 'Phạm vi dữ liệu'), sortOrder: 40 },
  { categoryId: 5, parentId: null, name: text('Widgets and animation', 'Widget và hoạt ảnh'), sortOrder: 50 },
];
