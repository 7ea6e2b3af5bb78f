import type { TTranslate } from '../i18n.ts';
import { eventKind, eventLabel } from '../scene/event-kind.ts';
import type { TAnimType, TLiveMatch, TWidgetEvent } from '../types.ts';
import { iconMarkup } from './icons.ts';
import { escapeText } from './markup.ts';

/** Events the timeline lists, newest first. */
export const timelineLength = 8;

/** `Home 2–1 Away`. */
export function scoreLine(match: TLiveMatch): string {
  return `${match.home.name} ${match.score.home}–${match.score.away} ${match.away.name}`;
}

/** What the drawing's label says to a screen reader: `Home 2–1 Away, 67'`. */
export function matchSummary(match: TLiveMatch, clock: string): string {
  return `${scoreLine(match)}, ${clock}`;
}

/** Live, half-time, a break between quarters, full time, or not started. */
export function statusText(
  t: TTranslate,
  animType: TAnimType,
  match: TLiveMatch,
  last: TWidgetEvent | undefined,
): string {
  if (match.status === 'finished' || (last && eventKind(last.type) === 'end')) return t('fullTime');
  if (match.status === 'scheduled') return t('scheduled');
  // A snapshot taken in a break may carry no event yet, only the scoreboard's `HT`.
  if (match.clock === 'HT') return t('halfTime');
  if (last && eventKind(last.type) === 'break') return animType === 0 || last.period === 2 ? t('halfTime') : t('break');
  return t('live');
}

/** The timeline's items: icon, clock, what happened and who, newest first. */
export function timelineMarkup(t: TTranslate, match: TLiveMatch, events: TWidgetEvent[]): string {
  if (events.length === 0) return `<li class="empty">${escapeText(t('noEvents'))}</li>`;
  const items: string[] = [];
  for (let index = events.length - 1; index >= 0 && items.length < timelineLength; index--) {
    const event = events[index]!;
    const team = event.side ? match[event.side].shortName || match[event.side].name : '';
    const who = [event.playerName, team && `(${team})`].filter(Boolean).join(' ');
    items.push(
      `<li data-kind="${eventKind(event.type)}">${iconMarkup(eventKind(event.type))}` +
        `<span class="at">${escapeText(event.clock)}</span>` +
        `<span class="what">${escapeText(t(eventLabel(event, events[index - 1])))}` +
        `${who ? ` <span class="who">${escapeText(who)}</span>` : ''}</span></li>`,
    );
  }
  return items.join('');
}

/** What the live region says for a new event: goals and baskets only (the rest would be noise). */
export function announcement(
  t: TTranslate,
  match: TLiveMatch,
  event: TWidgetEvent,
  previous: TWidgetEvent | undefined,
): string | null {
  const kind = eventKind(event.type);
  if ((kind !== 'goal' && kind !== 'basket') || !event.side) return null;
  const team = match[event.side].name;
  const score = scoreLine({ ...match, score: event.score });
  const headline =
    kind === 'goal'
      ? t('goalAnnounce', { team })
      : t('basketAnnounce', { points: t(eventLabel(event, previous)), team });
  return `${headline} ${score}`;
}
