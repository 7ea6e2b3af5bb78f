import type { Route } from './+types/about';
import { CONTACT_EMAIL, SUPPORT_EMAIL } from '~/components/layout/contact';
import { ProsePage } from '~/features/site-pages/components/prose-page';
import { getSiteContent, useSiteContent } from '~/features/site-pages/content';
import { useT } from '~/i18n';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';

export const meta: Route.MetaFunction = (args) => {
  const { lang, t } = readMetaContext(args);
  const page = getSiteContent(lang).about;
  return buildPublicMeta(args, { title: t('meta.page.title', { title: page.title }), description: page.description });
};

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
