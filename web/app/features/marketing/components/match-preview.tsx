import '~/components/ui/layout-primitives.css';
import { useT } from '~/i18n';

/**
 * An illustrative match card (fictional teams) showing the kinds of data the API
 * carries: score, minute, events and odds. It is decoration, not live data.
 */
export function MatchPreview() {
  const t = useT();
  return (
    <figure className="match-preview" aria-label={t('home.hero.sampleLabel')}>
      <div className="match-preview__card">
        <div className="match-preview__top">
          <span className="match-preview__league">{t('home.preview.league')}</span>
          <span className="match-preview__live">
            <span className="match-preview__pulse" aria-hidden="true" />
            {t('home.hero.live')} 67′
          </span>
        </div>
        <div className="match-preview__score">
          <div className="match-preview__team with-icon">
            <span className="match-preview__crest match-preview__crest--home" aria-hidden="true">
              NH
            </span>
            <span>North Harbour</span>
          </div>
          <p className="match-preview__result">
            2<span aria-hidden="true">:</span>1
          </p>
          <div className="match-preview__team match-preview__team--away with-icon">
            <span className="match-preview__crest match-preview__crest--away" aria-hidden="true">
              RV
            </span>
            <span>Riverside</span>
          </div>
        </div>
        <div className="match-preview__pitch" aria-hidden="true">
          <svg viewBox="0 0 300 110">
            <rect x="1" y="1" width="298" height="108" rx="6" />
            <line x1="150" y1="1" x2="150" y2="109" />
            <circle cx="150" cy="55" r="17" />
            <rect x="1" y="28" width="32" height="54" />
            <rect x="267" y="28" width="32" height="54" />
            <path className="match-preview__trail" d="M70 80 C 120 30, 170 90, 226 44" />
            <circle className="match-preview__ball" cx="226" cy="44" r="4.5" />
          </svg>
        </div>
        <ol className="match-preview__events">
          <li>
            <span className="match-preview__minute">58′</span>
            <span className="match-preview__event-dot match-preview__event-dot--goal" aria-hidden="true" />
            {t('home.preview.goal')} · North Harbour
          </li>
          <li>
            <span className="match-preview__minute">41′</span>
            <span className="match-preview__event-dot match-preview__event-dot--card" aria-hidden="true" />
            {t('home.preview.yellowCard')} · Riverside
          </li>
          <li>
            <span className="match-preview__minute">23′</span>
            <span className="match-preview__event-dot match-preview__event-dot--goal" aria-hidden="true" />
            {t('home.preview.goal')} · Riverside
          </li>
        </ol>
        <dl className="match-preview__odds">
          <div>
            <dt>1</dt>
            <dd>1.42</dd>
          </div>
          <div>
            <dt>X</dt>
            <dd>4.10</dd>
          </div>
          <div>
            <dt>2</dt>
            <dd>7.25</dd>
          </div>
        </dl>
      </div>
      <div className="match-preview__json" aria-hidden="true">
        <span className="tok-punct">{'{ '}</span>
        <span className="tok-key">"minute"</span>
        <span className="tok-punct">: </span>
        <span className="tok-num">67</span>
        <span className="tok-punct">, </span>
        <span className="tok-key">"score"</span>
        <span className="tok-punct">: [</span>
        <span className="tok-num">2</span>
        <span className="tok-punct">, </span>
        <span className="tok-num">1</span>
        <span className="tok-punct">{'] }'}</span>
      </div>
    </figure>
  );
}
