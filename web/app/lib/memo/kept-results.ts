/**
 * A pure function's results kept by their input (a string key), for work every render repeats on
 * the same few inputs: formatted prices, slugs, sanitised content. Past `budget` (entries, or what
 * `weigh` counts, e.g. characters) everything kept is forgotten at once and kept anew, so memory
 * stays bounded whatever the inputs.
 */
export function keptResults(
  budget: number,
  weigh: (key: string, value: string) => number = () => 1,
): (key: string, make: () => string) => string {
  const values = new Map<string, string>();
  let used = 0;
  return (key, make) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      const weight = weigh(key, value);
      if (used + weight > budget) {
        values.clear();
        used = 0;
      }
      values.set(key, value);
      used += weight;
    }
    return value;
  };
}
