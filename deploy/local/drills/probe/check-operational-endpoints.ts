import { passIf, type TCheckResult, type TProbeTarget } from './probe-target.ts';

/** Operational endpoints listen on the ops port, which the ingress never routes. */
export async function checkOperationalEndpoints(target: TProbeTarget): Promise<TCheckResult[]> {
  return Promise.all(
    ['/metrics', '/readyz', '/healthz', '/metrics/'].map(async (path) => {
      const response = await fetch(new URL(path, target.baseUrl), { redirect: 'manual' });
      const text = await response.text();
      const isHidden = response.status === 404 && !text.includes('# HELP');
      return passIf(`${path} not public`, isHidden, `HTTP ${response.status}`);
    }),
  );
}
