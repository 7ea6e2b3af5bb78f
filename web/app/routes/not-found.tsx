import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '~/components/layout/error-page';
import { createTranslator, DEFAULT_LANG } from '~/i18n';
import type { TRootData } from '~/root-data';

/** Any unknown path: the 404 page inside the basic layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as TRootData | undefined;
  const t = createTranslator(root?.lang ?? DEFAULT_LANG);
  return [{ title: t('meta.notFound.title') }, { name: 'robots', content: 'noindex' }];
};

export default function NotFound() {
  return <ErrorPage kind="not-found" standalone={false} />;
}
