// What the tests start as a shop process (shop-process.ts), compiled like `npm start`'s gateway
// by `node scripts/build-gateway.mjs --tests`: the tests' small password cost first, then the
// shop's own entry. Both land in one bundle, so they share its single copy of the password module.
import './test-password-work.js';
import '../../src/main.js';
