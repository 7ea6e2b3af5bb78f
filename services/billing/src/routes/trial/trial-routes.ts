import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { listTrials } from '../../use-cases/list-trials.ts';
import { startTrial } from '../../use-cases/start-trial.ts';
import { toTrial } from './trial-presenter.ts';

/** Free trials: the terms and the customer's trials (/user/plans, /auth/freetrial), and starting one. */
export function registerTrialRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.listTrials, async (request) => {
    const { userId } = requireIdentity(request);
    const { terms, trials } = await listTrials(deps, userId);
    return { terms, trials: trials.map(toTrial) };
  });

  serve(billingEndpoints.startTrial, async (request) => {
    const { userId, email } = requireIdentity(request);
    const { sportType, lang } = request.body;
    return toTrial(await startTrial(deps, { userId, email, sportType, language: lang }));
  });
}
