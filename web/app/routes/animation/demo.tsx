import type { Route } from './+types/demo';
import { loadDemoPage } from '~/features/animation-demo/api/load-demo-page.server';
import { DemoPage } from '~/features/animation-demo/components/demo-page';
import { demoSportOf } from '~/features/animation-demo/demo-sports';
import type { TReturnsHomeOnLogOutHandle } from '~/lib/session/route-handles';
import { buildPublicMeta, readMetaContext } from '~/lib/seo/route-meta';

/** SPEC 2: logging out from an animation page returns the visitor home, as from a console page. */
export const handle: TReturnsHomeOnLogOutHandle = { returnsHomeOnLogOut: true };

/** /animation (football) and /bskAnimation (basketball): the sport is the path's. */
export function loader({ request }: Route.LoaderArgs) {
  return loadDemoPage(request, demoSportOf(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = (args) => {
  const { t } = readMetaContext(args);
  const sport = demoSportOf(args.location.pathname);
  return buildPublicMeta(args, {
    title: t('meta.page.title', { title: t(`animationDemo.${sport}.title`) }),
    description: t(`animationDemo.${sport}.description`),
  });
};

export default function AnimationDemo({ loaderData }: Route.ComponentProps) {
  return <DemoPage sport={loaderData.sport} matchId={loaderData.matchId} otherMatches={loaderData.otherMatches} />;
}
