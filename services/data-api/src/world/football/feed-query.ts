import type { TQuery } from '../feed.ts';
import type { TLang } from './competitions.ts';

/** Reading a parsed query (the service has typed it already: numbers are numbers). */
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

/** A documented page of a list: `page` from 1, `pageSize` 50 unless asked. */
export function paged<T>(items: T[], query: TQuery): { total: number; page: number; pageSize: number; list: T[] } {
  const page = intOf(query, 'page') ?? 1;
  const pageSize = intOf(query, 'pageSize') ?? 50;
  return { total: items.length, page, pageSize, list: items.slice((page - 1) * pageSize, page * pageSize) };
}

export function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}
