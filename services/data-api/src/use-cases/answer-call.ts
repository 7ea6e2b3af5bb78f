import type { TDataInterface } from '@matchwire/contracts/data-api/interfaces';
import { AppError, errorBody } from '@matchwire/kit/errors/app-error';
import type { z } from 'zod';
import { admitCall, RefusedCall, type TAdmittedCall, type TLimitHeaders } from '../access/admit-call.ts';
import { namedLeague } from '../access/named-league.ts';
import type { TDataApiDeps } from '../data-api-deps.ts';
import type { AnswerCache } from '../interfaces/answer-cache.ts';
import { narrowToLeagues, planLeaguesOf, type TPlanLeagues } from '../interfaces/plan-leagues.ts';
import { noticeTrialQuota } from './notice-trial-quota.ts';

/** What the route sends: the status, the JSON bytes, the headers, and whose call it was (for metering). */
export type TCallAnswer = {
  status: number;
  resultCode: number;
  body: string;
  headers: TLimitHeaders;
  userId: string | undefined;
};

type TCall = { iface: TDataInterface; apiKey: string | undefined; query: Record<string, unknown>; ip: string };

/** A call that passed the access checks, with its parameters as the interface's reference types them. */
export type TCheckedCall = TAdmittedCall & { params: Record<string, unknown> };

/**
 * The access checks and the parameters of one call; a refusal is an answer too, with its result
 * code, so that it is metered. A trial call that reaches a quota threshold has it noticed. The
 * parameters are parsed first, for the league a call names (checked with the grant, 14004), but
 * broken ones are refused only after the access checks, as the contract orders them.
 */
export async function checkCall(
  deps: TDataApiDeps,
  call: TCall,
): Promise<{ checked: TCheckedCall } | { refused: TCallAnswer }> {
  let userId: string | undefined;
  let headers: TLimitHeaders = {};
  try {
    const now = deps.clock();
    const params = call.iface.query.safeParse(call.query);
    const league = params.success ? namedLeague(params.data) : undefined;
    const admitted = await admitCall(deps, { apiKey: call.apiKey, ip: call.ip, iface: call.iface, now, league });
    ({ userId, headers } = admitted);
    const { dailyCallLimit } = admitted.grant;
    if (dailyCallLimit !== null && admitted.trialCallsToday !== undefined) {
      const used = admitted.trialCallsToday;
      void noticeTrialQuota(deps, { userId, sportType: call.iface.sportType, dailyCallLimit, used, now }).catch(
        (error: unknown) => deps.logger.error({ err: error, userId }, 'trial quota notice not written'),
      );
    }
    if (!params.success) throw new AppError('badParamFormat', paramProblem(params.error));
    return { checked: { ...admitted, params: params.data } };
  } catch (error) {
    return { refused: refusalAnswer(deps, call.iface, error, { userId, headers }) };
  }
}

/**
 * Answers one API call: the checks, then the generated data for the moment the caller may see (a
 * trial's is its delay old), from the answer cache when another caller asked the same this second.
 * A subscriber's list naming no league keeps only their plan's leagues (docs/contracts/data-api.md).
 */
export async function answerCall(deps: TDataApiDeps & { answers: AnswerCache }, call: TCall): Promise<TCallAnswer> {
  const outcome = await checkCall(deps, call);
  if ('refused' in outcome) return outcome.refused;
  const { checked } = outcome;
  const { iface } = call;
  let plan: TPlanLeagues | undefined;
  try {
    plan = await planLeaguesOf(deps.coverage, iface, checked);
  } catch (error) {
    return refusalAnswer(deps, iface, error, { userId: checked.userId, headers: checked.headers });
  }
  const cacheKey = `${iface.ref}?${JSON.stringify(checked.params)}${plan?.cacheKey ?? ''}`;
  const cached = deps.answers.get(cacheKey, checked.at);
  const answer = (body: string): TCallAnswer => ({
    status: 200,
    resultCode: 0,
    body,
    headers: checked.headers,
    userId: checked.userId,
  });
  if (cached !== undefined) return answer(cached);
  const answerOf = deps.world.feeds[iface.sport][iface.ref];
  const data =
    plan && answerOf
      ? narrowToLeagues(answerOf, { params: checked.params, at: checked.at, plan })
      : answerOf?.(checked.params, checked.at);
  if (data === undefined) {
    return refusalAnswer(deps, iface, new AppError('emptyData'), { userId: checked.userId, headers: checked.headers });
  }
  const body = JSON.stringify({ resultCode: 0, resultInfo: 'Success', data });
  deps.answers.set(cacheKey, checked.at, body);
  return answer(body);
}

function refusalAnswer(
  deps: Pick<TDataApiDeps, 'logger'>,
  iface: TDataInterface,
  error: unknown,
  known: { userId: string | undefined; headers: TLimitHeaders },
): TCallAnswer {
  if (!(error instanceof AppError)) throw error;
  const { userId, headers } = error instanceof RefusedCall ? { userId: error.userId, headers: error.headers } : known;
  if (error.status >= 500) deps.logger.error({ err: error, ref: iface.ref }, error.message);
  return { status: error.status, resultCode: error.resultCode, body: JSON.stringify(error.toBody()), headers, userId };
}

/** `date: must be a date, YYYY-MM-DD` — the first broken parameter, by name. */
function paramProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return errorBody('badParamFormat').resultInfo;
  if (issue.code === 'unrecognized_keys')
    return `Bad param: ${issue.keys.join(', ')} is not a parameter of this interface`;
  const name = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) return `Bad param: ${name} is required`;
  return `Bad param and date format: ${name ? `${name}: ` : ''}${issue.message}`;
}
