import { Link } from 'react-router';
import { useT } from '~/i18n';
import type { TLiveMatch } from '../api/get-live-matches';
import { DEMO_SPORTS, type TDemoSport } from '../demo-sports';

/**
 * The other live matches of the sport, each a link that shows it in the page's widget. Scores are
 * left out: the list is not live, and a stale score beside the live widget would mislead.
 */
export function MatchSwitcher({ sport, matches }: { sport: TDemoSport; matches: readonly TLiveMatch[] }) {
  const t = useT();
  if (matches.length === 0) return <p className="match-switcher__empty">{t('animationDemo.noOtherMatches')}</p>;
  return (
    <ul className="match-switcher">
      {matches.map((match) => (
        <li key={match.matchId}>
          <Link
            to={`${DEMO_SPORTS[sport].path}?matchId=${match.matchId}`}
            className="match-switcher__link"
            data-match-id={match.matchId}
          >
            <span className="match-switcher__competition">{match.competitionName}</span>
            <span className="match-switcher__teams">
              {t('animationDemo.teams', { home: match.home.name, away: match.away.name })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
