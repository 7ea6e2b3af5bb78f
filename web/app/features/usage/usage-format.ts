import { isDocumentRef } from '@matchwire/contracts/docs/document-ref';
import type { TLang } from '~/i18n';

const LOCALES: Record<TLang, string> = { en: 'en-GB', vi: 'vi-VN' };

/** The ranges the page offers, in days; 30 unless the address asks for another. */
export const USAGE_RANGES = [7, 30] as const;
export const DEFAULT_USAGE_RANGE = 30;

/** `?days=` of the address as one of the offered ranges. */
export function parseUsageRange(value: string | null): number {
  const days = Number(value);
  return (USAGE_RANGES as readonly number[]).includes(days) ? days : DEFAULT_USAGE_RANGE;
}

export function formatCount(value: number, lang: TLang): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** Milliseconds: one decimal under 10 (a cached answer takes well under one), whole above. */
export function formatLatency(ms: number, lang: TLang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: ms < 10 ? 1 : 0 }).format(ms);
}

/** Share of calls that failed, or null when there were none to fail. */
export function errorRate(calls: number, errors: number): number | null {
  return calls > 0 ? Math.min(errors, calls) / calls : null;
}

/** 0.0312 → "3.1%": one decimal, none when it is whole. */
export function formatPercent(rate: number, lang: TLang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A UTC day (`2026-11-25`) as the chart names it: "25 Nov". */
export function formatDay(day: string, lang: TLang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A moment in `timeZone` (the reader's, once the page runs in the browser; UTC while rendered on
 * the server), 24-hour clock; with its day unless `isTimeOnly`.
 */
export function formatMoment(
  value: string | number,
  lang: TLang,
  timeZone: string,
  { isTimeOnly = false, hasSeconds = true }: { isTimeOnly?: boolean; hasSeconds?: boolean } = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    ...(isTimeOnly ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    ...(hasSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** What an answer's status says at a glance: served, refused (4xx) or failed (5xx). */
export type TCallOutcome = 'served' | 'refused' | 'failed';

export function callOutcome(status: number): TCallOutcome {
  if (status >= 500) return 'failed';
  return status >= 400 ? 'refused' : 'served';
}

/** How full a daily quota is: fine, 80 % or more, or used up. */
export type TQuotaLevel = 'ok' | 'high' | 'exhausted';

export function quotaLevel(used: number, limit: number): TQuotaLevel {
  if (used >= limit) return 'exhausted';
  return used >= limit * 0.8 ? 'high' : 'ok';
}

/** Part of the quota used, 0 to 100, for the bar's width. */
export function quotaPercent(used: number, limit: number): number {
  return limit > 0 ? Math.min(100, Math.max(0, (used / limit) * 100)) : 0;
}

/**
 * The reference page of an interface: its ref is the document's stable reference
 * (docs/decisions/0007), which `/docs?id=` takes in place of an id; the docs' start otherwise.
 */
export function docsPathOf(ref: string, lang: TLang): string {
  return isDocumentRef(ref) ? `/docs?id=${encodeURIComponent(ref)}&lang=${lang}` : `/docs?lang=${lang}`;
}

/** The first call the empty page suggests, as the docs show it, against this site's /v1. */
export function firstCallCommand(origin: string): string {
  return `curl "${origin.replace(/\/$/, '')}/v1/football/matches?key=YOUR_KEY"`;
}
