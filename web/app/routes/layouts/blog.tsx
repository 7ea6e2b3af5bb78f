import { Outlet } from 'react-router';
import { Container } from '~/components/ui/container';
import { SiteShell } from '~/components/layout/site-shell';
import { useT } from '~/i18n';
import '~/components/layout/bands.css';

function BlogBanner({ id }: { id: string }) {
  const t = useT();
  return (
    <aside className="blog-banner" aria-labelledby={id}>
      <Container className="blog-banner__inner">
        <p id={id}>{t('blog.banner')}</p>
      </Container>
    </aside>
  );
}

/** Blog layout: the basic layout with a banner under the header and another above the footer. */
export default function BlogLayout() {
  return (
    <SiteShell afterHeader={<BlogBanner id="blog-banner-top" />} beforeFooter={<BlogBanner id="blog-banner-bottom" />}>
      <Outlet />
    </SiteShell>
  );
}
