/**
 * A memo with a size bound: the world is a pure function of seeds and the clock, so anything
 * computed once (a season's fixtures, a match's timeline) can be kept, but not forever: a caller
 * walking through years of fixtures must not grow the process without end. The oldest entry
 * (by insertion, refreshed on use) goes first.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K, compute: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined || this.entries.has(key)) {
      // Refreshing keeps the live matches, asked many times a second, from ever being evicted.
      this.entries.delete(key);
      this.entries.set(key, found as V);
      return found as V;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
