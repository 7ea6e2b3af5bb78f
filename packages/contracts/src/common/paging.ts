import { z } from 'zod';

export const defaultPageSize = 10;
export const maxPageSize = 50;

const ZCount = z.coerce.number().int();

/** `page { offset, limit }` of a list request; optional, limit 1 to 50 (10 by default). */
export const ZPageInput = z
  .object({ offset: ZCount.min(0).default(0), limit: ZCount.min(1).max(maxPageSize).default(defaultPageSize) })
  .optional();

/** The older spelling of a page: `currentPage` (1-based) and `pageSize`. */
export const ZCurrentPage = ZCount.min(1).optional();
export const ZPageSize = ZCount.min(1).max(maxPageSize).optional();

/** `page { offset, limit }` wins; else `currentPage` (1-based) and `pageSize`; else the first page of 10. */
export function readPaging(input: {
  page?: { offset: number; limit: number } | undefined;
  currentPage?: number | undefined;
  pageSize?: number | undefined;
}): { offset: number; limit: number } {
  if (input.page) return input.page;
  const limit = input.pageSize ?? defaultPageSize;
  return { offset: ((input.currentPage ?? 1) - 1) * limit, limit };
}
