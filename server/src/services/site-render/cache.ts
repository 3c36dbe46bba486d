/** A small in-memory LRU (rendered documents, kept answers of the site). */
export class RenderCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max = 500) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

/**
 * Values kept per content generation (`generation()`, e.g. the site's
 * WebsiteRepository.contentGeneration): made once, and missed as soon as the
 * generation changes, so none outlives a committed edit on any instance.
 * Shared between requests: read-only.
 */
export class GenerationCache<V> {
  private readonly entries: RenderCache<V>;

  constructor(
    private readonly generation: () => Promise<string>,
    max = 500,
  ) {
    this.entries = new RenderCache<V>(max);
  }

  async get<T extends V>(key: string, make: () => Promise<T>): Promise<T> {
    const full = `${await this.generation()}|${key}`;
    const hit = this.entries.get(full);
    if (hit !== undefined) return hit as T;
    const value = await make();
    this.entries.set(full, value);
    return value;
  }
}
