import { Card } from '~/components/ui/card';
import type { TIconName } from '~/components/ui/icon';
import { IconTile } from '~/components/ui/icon-tile';
import { Section } from '~/components/ui/section';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import './marketing.css';

const FEATURES: ReadonlyArray<{ icon: TIconName; title: TMessageKey; body: TMessageKey }> = [
  { icon: 'bolt', title: 'home.features.scores.title', body: 'home.features.scores.body' },
  { icon: 'odds', title: 'home.features.odds.title', body: 'home.features.odds.body' },
  { icon: 'play', title: 'home.features.animation.title', body: 'home.features.animation.body' },
  { icon: 'stats', title: 'home.features.stats.title', body: 'home.features.stats.body' },
  { icon: 'code', title: 'home.features.dev.title', body: 'home.features.dev.body' },
  { icon: 'support', title: 'home.features.support.title', body: 'home.features.support.body' },
];

export function FeatureGrid() {
  const t = useT();
  return (
    <Section id="features" tone="subtle" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')}>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className="feature-card">
              <IconTile name={feature.icon} />
              <h3 className="feature-card__title">{t(feature.title)}</h3>
              <p className="feature-card__body">{t(feature.body)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
