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
