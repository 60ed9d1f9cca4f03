// The Node options `npm start` runs the shop with (package.json's "start" script), for the
// benchmarks, which start the shop the same way. A young generation of 4 MB semi-spaces keeps the
// resident memory of a busy process near 150 MiB (docs/decisions/015). Source maps are not on by
// default: Node 20 reads and keeps the map of every module it loads that names one (the gateway's
// and some 360 of its packages'), about 28 MiB resident; `NODE_OPTIONS=--enable-source-maps npm start`
// turns them on for a session of debugging (docs/decisions/051).
export const START_ARGS = ['--max-semi-space-size=4', 'scripts/start.mjs'];
