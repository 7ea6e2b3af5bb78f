// @ts-check
/** The parts of a journey's options that every journey shares; each file keeps its own thresholds. */

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
