import { Card } from '~/components/ui/card';
import type { TIconName } from '~/components/ui/icon';
import { IconTile } from '~/components/ui/icon-tile';
import { Section } from '~/components/ui/section';
import { useT } from '~/i18n';
import './marketing.css';

/** The home page's features, each with its icon; its title and body are `home.features.<id>.*`. */
const FEATURES = [
  { id: 'scores', icon: 'bolt' },
  { id: 'odds', icon: 'odds' },
  { id: 'animation', icon: 'play' },
  { id: 'stats', icon: 'stats' },
  { id: 'dev', icon: 'code' },
  { id: 'support', icon: 'support' },
] as const satisfies ReadonlyArray<{ id: string; icon: TIconName }>;

export function FeatureGrid() {
  const t = useT();
  return (
    <Section id="features" tone="subtle" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')}>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.id}>
            <Card className="feature-card">
              <IconTile name={feature.icon} />
              <h3 className="feature-card__title">{t(`home.features.${feature.id}.title`)}</h3>
              <p className="feature-card__body">{t(`home.features.${feature.id}.body`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
