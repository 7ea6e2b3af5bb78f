import type { TTranslate } from '../i18n.ts';
import type { TAnimType, TLiveMatch, TScene, TWidgetConfig, TWidgetState } from '../types.ts';
import { fieldMarkup } from './field.ts';
import { layouts, toPixel, viewBoxOf } from './layout.ts';
import { px, safeColour } from './markup.ts';
import { styles } from './styles.ts';

/** Each widget's pattern ids differ, so two widgets of a page never borrow each other's materials. */
let widgetCount = 0;

const skeleton = `<div class="mw">
<div class="hdr"><div class="comp" data-part="competition"></div>
<div class="board"><span class="team home"><span data-part="home"></span><i class="kit" data-part="home-kit"></i></span>
<span class="score" data-part="score"></span>
<span class="team away"><i class="kit" data-part="away-kit"></i><span data-part="away"></span></span></div>
<div class="meta"><span class="clock" data-part="clock"></span><span class="status" data-part="status"></span><span class="conn" data-part="connection" role="status"></span></div></div>
<div class="body"><svg class="field" data-part="field" role="img" xmlns="http://www.w3.org/2000/svg"><g data-part="still"></g><g data-part="moving"></g></svg>
<section class="timeline" data-part="timeline"><ol tabindex="0" data-part="events"></ol></section></div>
<div class="message" data-part="message" role="status"></div>
<div class="sr" data-part="announcer" aria-live="polite"></div></div>`;

export type TView = ReturnType<typeof createView>;

/** The widget's elements in an open shadow root on `host`, and the few ways they change. */
export function createView(host: HTMLElement, animType: TAnimType, t: TTranslate) {
  const ids = `mw${++widgetCount}`;
  const layout = layouts[animType];
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `${adoptStyles(shadow)}${skeleton}`;
  shadow.querySelector('.mw')!.setAttribute('data-sport', animType === 0 ? 'football' : 'basketball');
  const part = <T extends Element = HTMLElement>(name: string) => shadow.querySelector(`[data-part="${name}"]`) as T;
  const field = part<SVGSVGElement>('field');
  const still = part<SVGGElement>('still');
  const moving = part<SVGGElement>('moving');
  part('events').setAttribute('aria-label', t('events'));
  field.setAttribute('viewBox', viewBoxOf(layout, false));
  let timeline = '';
  let dots: { home: SVGCircleElement[]; away: SVGCircleElement[]; ball: SVGCircleElement } | null = null;

  /** Sets a text or attribute only when it changes: called every frame, it mostly does nothing. */
  const setText = (name: string, text: string) => {
    const element = part(name);
    if (element.textContent !== text) element.textContent = text;
  };
  const setAttribute = (element: Element, name: string, value: string) => {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };

  return {
    setState(state: TWidgetState, message = '') {
      setAttribute(host, 'data-state', state);
      setText('message', message);
    },
    setLayout(isNarrow: boolean) {
      setAttribute(host, 'data-layout', isNarrow ? 'narrow' : 'wide');
      setAttribute(field, 'viewBox', viewBoxOf(layout, isNarrow));
    },
    drawField(config: TWidgetConfig, resolveUrl: (url: string) => string) {
      still.innerHTML = fieldMarkup(animType, config, ids, resolveUrl);
    },
    /** The teams' names and colours, and a dot for each player. */
    setTeams(match: TLiveMatch) {
      setText('competition', match.competitionName);
      setText('home', match.home.name);
      setText('away', match.away.name);
      part('home-kit').style.background = safeColour(match.home.colour);
      part('away-kit').style.background = safeColour(match.away.colour);
      const team = (colour: string) =>
        Array.from(
          { length: 11 },
          () =>
            `<circle r="${layout.playerRadius}" fill="${safeColour(colour)}" stroke="${edgeColour(colour)}" stroke-width="2"/>`,
        ).join('');
      moving.innerHTML =
        `<g data-part="home-players">${team(match.home.colour)}</g><g data-part="away-players">${team(match.away.colour)}</g>` +
        `<circle data-part="ball" r="${layout.ballRadius}" fill="${animType === 0 ? '#ffffff' : '#e8772e'}" stroke="#1b1b1b" stroke-width="1.5"/>`;
      dots = {
        home: [...moving.querySelectorAll<SVGCircleElement>('[data-part="home-players"] circle')],
        away: [...moving.querySelectorAll<SVGCircleElement>('[data-part="away-players"] circle')],
        ball: moving.querySelector<SVGCircleElement>('[data-part="ball"]')!,
      };
    },
    drawScene(scene: TScene) {
      if (!dots) return;
      const place = (dot: SVGCircleElement, point: { x: number; y: number } | undefined) => {
        dot.style.display = point ? '' : 'none';
        if (!point) return;
        const at = toPixel(layout, point);
        dot.setAttribute('cx', px(at.x));
        dot.setAttribute('cy', px(at.y));
      };
      dots.home.forEach((dot, index) => place(dot, scene.home[index]));
      dots.away.forEach((dot, index) => place(dot, scene.away[index]));
      place(dots.ball, scene.ball);
    },
    setHeader(header: { score: string; clock: string; status: string; summary: string; isRunning: boolean }) {
      setText('score', header.score);
      setText('clock', header.clock);
      setText('status', header.status);
      setAttribute(field, 'aria-label', header.summary);
      setAttribute(host, 'data-running', String(header.isRunning));
    },
    setTimeline(markup: string) {
      if (markup === timeline) return;
      timeline = markup;
      part('events').innerHTML = markup;
    },
    setConnection(text: string) {
      setText('connection', text);
    },
    announce(text: string) {
      setText('announcer', text);
    },
    destroy() {
      shadow.innerHTML = '';
      for (const name of ['data-state', 'data-layout', 'data-running']) host.removeAttribute(name);
    },
  };
}

/** One stylesheet for all the widgets of a page. */
let sharedSheet: CSSStyleSheet | undefined;

/**
 * The styles as a constructed stylesheet, which a page's Content-Security-Policy does not block
 * (a `<style>` element without the page's nonce would be, on this site's pages too); a browser
 * without them gets a `<style>` element instead.
 */
function adoptStyles(shadow: ShadowRoot): string {
  if (!('adoptedStyleSheets' in shadow) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') {
    return `<style>${styles}</style>`;
  }
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(styles);
  }
  shadow.adoptedStyleSheets = [sharedSheet];
  return '';
}

/** A dark edge round a light shirt, a light one round a dark shirt. */
function edgeColour(colour: string): string {
  const value = parseInt(safeColour(colour).slice(1), 16);
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150 ? '#1b1b1b' : '#ffffff';
}
