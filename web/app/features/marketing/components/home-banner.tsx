import { Container } from '~/components/ui/container';
import { useI18n } from '~/i18n';
import './home-banner.css';

/** The server's home banner; its HTML was sanitised by the catalogue service before it was stored. */
export function HomeBanner({ html }: { html: string }) {
  const { t } = useI18n();
  if (!html.trim()) return null;
  return (
    <aside className="home-banner" aria-label={t('home.bannerLabel')}>
      <Container className="home-banner__inner" dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  );
}
