import type { TLang } from '@matchwire/contracts/common/lang';
import type { TQuery } from '../feed.ts';

/**
 * Reading a parsed query, the same for every sport: the service has checked and typed it against
 * the reference already (numbers are numbers), so these only pick a field or its default.
 */
export function langOf(query: TQuery): TLang {
  return query.lang === 'vi' ? 'vi' : 'en';
}

export function intOf(query: TQuery, name: string): number | undefined {
  const value = query[name];
  return typeof value === 'number' ? value : undefined;
}

export function textOf(query: TQuery, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

const dayMs = 86_400_000;

/** `date` (YYYY-MM-DD) as a day number (days since 1970-01-01 UTC); without one, the day of `at`. */
export function dayOfQuery(query: TQuery, at: Date): number {
  const date = textOf(query, 'date');
  return date === undefined ? Math.floor(at.getTime() / dayMs) : Date.parse(`${date}T00:00:00Z`) / dayMs;
}

/** A documented page of a list: `page` from 1, `pageSize` 50 unless asked. */
export function paged<T>(items: T[], query: TQuery): { total: number; page: number; pageSize: number; list: T[] } {
  const page = intOf(query, 'page') ?? 1;
  const pageSize = intOf(query, 'pageSize') ?? 50;
  return { total: items.length, page, pageSize, list: items.slice((page - 1) * pageSize, page * pageSize) };
}

export function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}
