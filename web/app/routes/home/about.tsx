import { sameForEveryVisitor } from '~/lib/routing/page-cache-handle';
import type { Route } from './+types/about';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from '~/components/layout/contact';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { useSiteContent } from '~/features/site-pages/content';
import { buildSitePageMeta } from '~/features/site-pages/content/site-page-meta';
import { useT } from '~/i18n';

/** Anonymous visitors may get this page from the gateway's page cache (docs/decisions/0022). */
export const handle = sameForEveryVisitor();

export const meta: Route.MetaFunction = (args) => buildSitePageMeta(args, (content) => content.about);

export default function About() {
  const t = useT();
  const { about } = useSiteContent();
  return (
    <ProsePage
      page={about}
      extraSection={{
        id: 'contact',
        heading: about.contactTitle,
        body: (
          <>
            <p>{about.contactBody}</p>
            <div className="contact-grid">
              <p>
                {t('sitePages.sales')}
                <br />
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </p>
              <p>
                {t('sitePages.support')}
                <br />
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
            </div>
          </>
        ),
      }}
    />
  );
}
