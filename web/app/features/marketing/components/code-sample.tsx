import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { useCopiedFeedback } from '~/lib/ui-state/use-copied-feedback';
import { CheckList } from './check-list';
import './marketing.css';

/** Plain text of the sample, for the copy button. */
const SAMPLE_TEXT = `const response = await fetch(
  'https://api.matchwire.io/v1/football/matches?status=live',
  { headers: { 'X-API-Key': process.env.MATCHWIRE_API_KEY } },
);
const { resultCode, data } = await response.json();

for (const match of data.matches) {
  console.log(match.home.name, match.score, match.away.name);
}`;

function CopyButton() {
  const t = useT();
  const { isCopied, copy } = useCopiedFeedback();
  return (
    <button type="button" className="code-window__copy" onClick={() => copy(SAMPLE_TEXT, t('a11y.copied'))}>
      <Icon name={isCopied ? 'check' : 'copy'} size={16} />
      <span className="visually-hidden">{t('a11y.copyCode')}</span>
    </button>
  );
}

export function CodeSample() {
  const t = useT();
  return (
    <section className="section section--dark code-section" aria-labelledby="code-title">
      <Container className="code-section__inner">
        <div className="code-section__copy">
          <p className="section__eyebrow caps-label">{t('home.code.eyebrow')}</p>
          <h2 id="code-title" className="section__title">
            {t('home.code.title')}
          </h2>
          <p className="section__subtitle">{t('home.code.body')}</p>
          <CheckList
            className="check-list check-list--inverse"
            itemKeys={['home.code.point1', 'home.code.point2', 'home.code.point3']}
          />
        </div>
        <figure className="code-window">
          <div className="code-window__bar">
            <span className="code-window__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="code-window__file">live-scores.js</span>
            <CopyButton />
          </div>
          <pre className="code-window__body" tabIndex={0} role="region" aria-label="live-scores.js">
            <code>
              <span className="tok-kw">const</span> response = <span className="tok-kw">await</span>{' '}
              <span className="tok-fn">fetch</span>({'\n  '}
              <span className="tok-str">'https://api.matchwire.io/v1/football/matches?status=live'</span>,{'\n  '}
              {'{ '}headers: {'{ '}
              <span className="tok-str">'X-API-Key'</span>: process.env.
              <span className="tok-const">MATCHWIRE_API_KEY</span>
              {' } },'}
              {'\n'});{'\n'}
              <span className="tok-kw">const</span> {'{ '}resultCode, data{' }'} = <span className="tok-kw">await</span>{' '}
              response.<span className="tok-fn">json</span>();{'\n\n'}
              <span className="tok-kw">for</span> (<span className="tok-kw">const</span> match{' '}
              <span className="tok-kw">of</span> data.matches) {'{'}
              {'\n  '}console.<span className="tok-fn">log</span>(match.home.name, match.score, match.away.name);
              {'\n'}
              {'}'}
            </code>
          </pre>
          <figcaption className="code-window__caption">{t('home.code.caption')}</figcaption>
        </figure>
      </Container>
    </section>
  );
}
