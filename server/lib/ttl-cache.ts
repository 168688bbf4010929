/**
 * A value loaded on demand and kept for a short time: for reference data (category tree, attributes,
 * tax rules) that every request reads and staff change rarely. Losing it costs one reload, so it is safe
 * in a stateless process; concurrent misses share one load.
 */
export class TtlValue<T> {
  private value: T | undefined;
  private loadedAt = 0;
  private pending: Promise<T> | undefined;
  private readonly ttlMs: number;
  private readonly load: () => Promise<T>;

  constructor(ttlMs: number, load: () => Promise<T>) {
    this.ttlMs = ttlMs;
    this.load = load;
  }

  async get(): Promise<T> {
    if (this.value !== undefined && Date.now() - this.loadedAt < this.ttlMs) return this.value;
    this.pending ??= this.load()
      .then((v) => {
        this.value = v;
        this.loadedAt = Date.now();
        return v;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  invalidate(): void {
    this.value = undefined;
  }
}
