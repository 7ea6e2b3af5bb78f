import { Section } from '~/components/ui/section';
import { Icon, type TIconName } from '~/components/ui/icon';
import { useT } from '~/i18n';
import type { TMessageKey } from '~/i18n/en';
import './marketing.css';

const STEPS: ReadonlyArray<{ icon: TIconName; title: TMessageKey; body: TMessageKey }> = [
  { icon: 'user', title: 'home.steps.register.title', body: 'home.steps.register.body' },
  { icon: 'key', title: 'home.steps.key.title', body: 'home.steps.key.body' },
  { icon: 'code', title: 'home.steps.call.title', body: 'home.steps.call.body' },
];

export function HowItWorks() {
  const t = useT();
  return (
    <Section id="how-it-works" eyebrow={t('home.steps.eyebrow')} title={t('home.steps.title')}>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="step">
            <span className="step__icon">
              <Icon name={step.icon} size={22} />
            </span>
            <p className="step__number caps-label">{t('home.steps.step', { n: index + 1 })}</p>
            <h3 className="step__title">{t(step.title)}</h3>
            <p className="step__body">{t(step.body)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
