// The Node options `npm start` runs the shop with (package.json's "start" script), for the
// benchmarks, which start the shop the same way. A young generation of 4 MB semi-spaces keeps the
// resident memory of a busy process down (docs/decisions/015). Source maps are not on by default:
// Node 20 reads and keeps the map of every module it loads that names one (the gateway's and some
// 360 of its packages'), about 28 MiB resident; `NODE_OPTIONS=--enable-source-maps npm start`
// turns them on for a session of debugging (docs/decisions/051).
export const START_ARGS = ['--max-semi-space-size=4', 'scripts/start.mjs'];

// The environment `npm start` sets before Node starts: at most two glibc malloc arenas. By default
// each thread that allocates (V8's compiler and GC helpers, libuv's pool) may get an arena of its
// own, and memory freed there stays resident: 15–20 MiB more at rest and at peak (docs/decisions/051).
export const START_ENV = { MALLOC_ARENA_MAX: '2' };
