// @ts-check
/* global __ENV */
/** The parts of a journey's options that every journey shares; each file adds its own thresholds. */

/**
 * A constant arrival rate of `rate` journeys a second for `durationSeconds`, with enough virtual
 * users that a slow answer does not lower the rate.
 * @param {number} rate
 * @param {number} durationSeconds
 * @returns {import('k6/options').Scenario}
 */
export function arrivalRate(rate, durationSeconds) {
  return {
    executor: 'constant-arrival-rate',
    rate,
    timeUnit: '1s',
    duration: `${durationSeconds}s`,
    preAllocatedVUs: Math.max(2, rate * 2),
    maxVUs: Math.max(10, rate * 10),
  };
}

/** Summary statistics and user agent of every journey, so their reports line up. */
export const sharedOptions = {
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  userAgent: 'matchwire-bench/k6',
};

/**
 * A journey run as one arrival-rate scenario of RATE journeys a second (`defaultRate` unless set)
 * for DURATION seconds (60), held to what every journey must meet: pages within 100 ms at p95,
 * under 1% failed requests, and its own success rate `okMetric` above 99%; plus `thresholds` of its own.
 * @param {string} scenario
 * @param {{ defaultRate: number, okMetric: string, thresholds: Record<string, string[]> }} journey
 * @returns {import('k6/options').Options}
 */
export function journeyOptions(scenario, { defaultRate, okMetric, thresholds }) {
  const rate = Number(__ENV.RATE || defaultRate);
  const durationSeconds = Number(__ENV.DURATION || 60);
  return {
    scenarios: { [scenario]: arrivalRate(rate, durationSeconds) },
    thresholds: {
      'http_req_duration{kind:page}': ['p(95)<100'],
      ...thresholds,
      http_req_failed: ['rate<0.01'],
      [okMetric]: ['rate>0.99'],
    },
    ...sharedOptions,
  };
}
