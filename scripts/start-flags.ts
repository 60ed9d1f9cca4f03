// The Node options `npm start` runs the shop with (package.json's "start" script), for the
// benchmarks, which start the shop the same way. A young generation of 4 MB semi-spaces keeps the
// resident memory of a busy process near 150 MiB (docs/decisions/015).
export const START_ARGS = ['--enable-source-maps', '--max-semi-space-size=4', 'scripts/start.mjs'];
