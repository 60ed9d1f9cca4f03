interface Entry<T> {
  value: T;
  version: string;
  expires: number;
  bytes: number;
}

export interface VersionedCacheOptions {
  /** How long an entry may be served at most, even at an unchanged catalog version. */
  ttlMs: number;
  maxEntries: number;
  /** The sum of the entries' sizes; the least recently used go first beyond it. */
  maxBytes: number;
}

/**
 * Answers kept per key for a short time, each tagged with the catalog version it was made at and
 * never served at another (catalog-version.ts). Least recently used entries go first when full.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(
    private readonly options: VersionedCacheOptions,
    private readonly sizeOf: (value: T) => number,
  ) {}

  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expires <= Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: T): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.options.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, version, expires: Date.now() + this.options.ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
