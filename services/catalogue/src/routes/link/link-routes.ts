import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { listLinks } from '../../use-cases/list-links.ts';
import { reportLinkClick } from '../../use-cases/report-link-click.ts';

/** `/api/link/*`: the footer's partner links and their click counter. */
export function registerLinkRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.getLinks, async (request) => ({ list: await listLinks(deps, request.query.lang) }));
  serve(catalogueEndpoints.reportLinkClick, async (request) => ({
    clicks: await reportLinkClick(deps, request.body.linkId),
  }));
}
