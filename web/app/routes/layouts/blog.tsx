import { Outlet } from 'react-router';
import { Container } from '~/components/ui/container';
import { SiteShell } from '~/components/layout/site-shell';
import { useT } from '~/i18n';
import '~/components/layout/bands.css';

/** The two banners are landmarks of their own, so each has its own label. */
function BlogBanner({ position }: { position: 'top' | 'bottom' }) {
  const t = useT();
  return (
    <aside className="blog-banner" aria-label={t(position === 'top' ? 'a11y.blogBannerTop' : 'a11y.blogBannerBottom')}>
      <Container className="blog-banner__inner">
        <p>{t('blog.banner')}</p>
      </Container>
    </aside>
  );
}

/** Blog layout: the basic layout with a banner under the header and another above the footer. */
export default function BlogLayout() {
  return (
    <SiteShell afterHeader={<BlogBanner position="top" />} beforeFooter={<BlogBanner position="bottom" />}>
      <Outlet />
    </SiteShell>
  );
}
