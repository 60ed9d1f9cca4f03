// How fast the V8 heap may grow between full collections. A catalog read leaves short-lived
// garbage that outlives a young-generation collection while 64 requests are in flight; with V8's
// default growth the old space then swells to three or four times what is live (about 250 MiB
// resident under `npm run bench`'s 64 connections, for some 45 MiB of live objects). Growing by
// 20 % at a time keeps a process near 150 MiB for a little more collection work; see
// docs/decisions/015 and docs/benchmarks.md.
import v8 from 'node:v8';

export const DEFAULT_HEAP_GROWTH_PERCENT = 20;

/** Applies HEAP_GROWTH_PERCENT (checked by the configuration; 0 leaves V8's own heuristics). */
export function tuneHeap(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
