// `npm start`: compiles the gateway when its bundle is missing or older than the sources (a
// fraction of a second), then runs the compiled dist/gateway/main.js in this same process, so
// signals reach the shop itself and no TypeScript compiler is loaded while it serves.
import { buildGateway, gatewayBuildIsStale } from './build-gateway.mjs';

if (gatewayBuildIsStale()) {
  console.log('Compiling the gateway (first start or changed sources)…');
  await buildGateway();
}
await import('../dist/gateway/main.js');
