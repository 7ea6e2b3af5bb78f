import { Link } from 'react-router';
import { Icon } from '~/components/ui/icon';
import '~/components/ui/layout-primitives.css';
import { useT } from '~/i18n';
import type { TLiveMatch } from '../api/get-live-matches';
import { DEMO_SPORTS, type TDemoSport } from '../demo-sports';
import { LiveWidget } from './live-widget';
import { MatchSwitcher } from './match-switcher';
import './demo-page.css';

const OTHER_SPORT: Record<TDemoSport, TDemoSport> = { football: 'basketball', basketball: 'football' };

/**
 * A live-animation demo page (SPEC 2: /animation, /bskAnimation): the widget as large as the
 * screen allows, and beside it (below on phones) the other live matches, the other sport's demo
 * and the way to the widgets page.
 */
export function DemoPage({
  sport,
  matchId,
  otherMatches,
}: {
  sport: TDemoSport;
  matchId: number | null;
  otherMatches: readonly TLiveMatch[];
}) {
  const t = useT();
  const otherSport = OTHER_SPORT[sport];
  return (
    <div className="animation-demo">
      <div className="animation-demo__stage">
        <h1 className="animation-demo__title">{t(`animationDemo.${sport}.title`)}</h1>
        <LiveWidget sport={sport} matchId={matchId} className="animation-demo__widget" />
      </div>
      <section className="animation-demo__side surface" aria-labelledby="other-matches-title">
        <h2 id="other-matches-title" className="animation-demo__side-title">
          {t('animationDemo.otherMatches')}
        </h2>
        <MatchSwitcher sport={sport} matches={otherMatches} />
        <ul className="animation-demo__links">
          <li>
            <Link to={DEMO_SPORTS[otherSport].path} className="text-link">
              {t(`animationDemo.${otherSport}.title`)}
              <Icon name="arrowRight" size={16} />
            </Link>
          </li>
          <li>
            <Link to="/bola" className="text-link">
              {t('animationDemo.embed')}
              <Icon name="arrowRight" size={16} />
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
