import type { TEventKind } from '../scene/event-kind.ts';

/** Small pictures for the timeline (16 × 16), one per kind of event; decorative, the text says what happened. */
const shapes: Record<TEventKind, string> = {
  goal: '<circle cx="8" cy="8" r="6.5" fill="#fff" stroke="#222"/><path d="M8 4.5l3 2.2-1.1 3.5H6.1L5 6.7z" fill="#222"/>',
  basket:
    '<circle cx="8" cy="8" r="6.5" fill="#e8772e" stroke="#7a3a10"/><path d="M1.5 8h13M8 1.5v13M3.5 3.5c3 3 3 6 0 9M12.5 3.5c-3 3-3 6 0 9" fill="none" stroke="#7a3a10"/>',
  yellow: '<rect x="4" y="2" width="8" height="12" rx="1.5" fill="#f2c300" stroke="#8a6d00"/>',
  red: '<rect x="4" y="2" width="8" height="12" rx="1.5" fill="#d32f2f" stroke="#7f1414"/>',
  substitution: '<path d="M4 2v9H1.5L5 14.5 8.5 11H6V2zM12 14V5h2.5L11 1.5 7.5 5H10v9z" fill="#2e7d32"/>',
  corner: '<path d="M4 15V1.5" stroke="#333" stroke-width="1.5"/><path d="M4.7 2h8l-2.5 3 2.5 3h-8z" fill="#d32f2f"/>',
  foul: '<path d="M8 1.5l7 12.5H1z" fill="#f9a825" stroke="#7a5200"/><path d="M8 6v4M8 11.5v1" stroke="#222" stroke-width="1.5"/>',
  offside: '<path d="M4 15V1.5" stroke="#333" stroke-width="1.5"/><path d="M4.7 2h9v6h-9z" fill="#f9a825"/>',
  shot: '<circle cx="5" cy="11" r="3.5" fill="#fff" stroke="#222"/><path d="M8 8l6-6M10 2h4v4" fill="none" stroke="#222" stroke-width="1.5"/>',
  timeout:
    '<circle cx="8" cy="8" r="6.5" fill="#fff" stroke="#333"/><path d="M6 5v6M10 5v6" stroke="#333" stroke-width="2"/>',
  break:
    '<circle cx="8" cy="8" r="6.5" fill="#fff" stroke="#333"/><path d="M8 4v4l3 2" fill="none" stroke="#333" stroke-width="1.5"/>',
  end: '<circle cx="8" cy="8" r="6.5" fill="#333"/><path d="M8 4v4l3 2" fill="none" stroke="#fff" stroke-width="1.5"/>',
  start: '<circle cx="8" cy="8" r="6.5" fill="#fff" stroke="#333"/><path d="M6.5 5v6l4.5-3z" fill="#333"/>',
  other: '<circle cx="8" cy="8" r="3" fill="#666"/>',
};

export function iconMarkup(kind: TEventKind): string {
  return `<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">${shapes[kind]}</svg>`;
}
