import type { TLang } from '@matchwire/contracts/common/lang';
import type { TQuery } from '../feed.ts';
import { dayMs } from './competitions.ts';

/** Reading a parsed query (numbers already numbers) and paging a list as the reference documents it. */
export const numberParam = (query: TQuery, name: string): number | undefined =>
  typeof query[name] === 'number' ? query[name] : undefined;

export const langOf = (query: TQuery): TLang => (query.lang === 'vi' ? 'vi' : 'en');

/** `date` (YYYY-MM-DD) as a day number; the day of `at` without one. */
export function dayOf(query: TQuery, at: Date): number {
  return typeof query.date === 'string'
    ? Date.parse(`${query.date}T00:00:00Z`) / dayMs
    : Math.floor(at.getTime() / dayMs);
}

export function paged<T>(items: T[], query: TQuery): { total: number; page: number; pageSize: number; list: T[] } {
  const page = numberParam(query, 'page') ?? 1;
  const pageSize = numberParam(query, 'pageSize') ?? 50;
  return { total: items.length, page, pageSize, list: items.slice((page - 1) * pageSize, page * pageSize) };
}
