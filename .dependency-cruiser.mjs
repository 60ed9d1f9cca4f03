// The order of layers inside gateway/src (and schema/, which the gateway imports), lowest first.
// A module may import from its own layer and from any layer below it, never from one above; and
// no module may reach itself through its imports, however long the way round. `npm run
// lint:imports` (scripts/import-layers.mjs) checks both; docs/architecture.md "Layers" says what
// each layer holds. Every module matches exactly one layer (a path in `paths`, none in `except`),
// so a file added in a new place is placed on purpose. Paths are from the repo root.
const src = 'gateway/src/';
const svc = `${src}services/`;
/** A folder (and everything under it) or one file, as a regular expression. */
const at = (path) => new RegExp(`^${path.replace(/[.]/g, '\\.')}${path.endsWith('/') ? '' : '$'}`);

/** Contract types every service may name: the transaction, the order and return moves' effects, the viewer. */
const contracts = [at(`${svc}events.ts`), at(`${svc}accounts/viewer.ts`)];
/** Pure rules: no database, no other service; any service may apply them. */
const rules = [
  /^gateway\/src\/services\/[a-z-]+\/[a-z-]+-(rules|lifecycle)\.ts$/,
  at(`${svc}tax/tax-lines.ts`),
  at(`${svc}catalog/filter.ts`),
  at(`${svc}catalog/product-attributes.ts`),
  at(`${svc}catalog/product-model.ts`),
];
/** One folder of services/, less its contracts and rules. */
const service = (name) => ({ name, paths: [at(`${svc}${name}/`)], except: [...contracts, ...rules] });

export const LAYERS = [
  { name: 'telemetry', paths: [at(`${src}telemetry/`)] },
  {
    name: 'kernel',
    paths: [
      at(`${svc}errors.ts`),
      at(`${svc}money.ts`),
      at(`${svc}shop-time.ts`),
      at(`${svc}paging.ts`),
      at(`${svc}order-number.ts`),
      at(`${svc}throttle-counters.ts`),
      at(`${svc}periodic-round.ts`),
      at(`${svc}image-library.ts`),
      at(`${svc}pdf-library.ts`),
      at(`${svc}pdf-text.ts`),
      at(`${svc}csv.ts`),
      at(`${svc}cursor-paging.ts`),
      at(`${svc}search-text.ts`),
      at(`${src}boot/paths.ts`),
    ],
  },
  {
    name: 'db',
    paths: [at(`${src}db/`)],
    // The seeding runs at start-up (boot); the database commands are tools.
    except: [/^gateway\/src\/db\/seed/, at(`${src}db/cli.ts`), at(`${src}db/admin-create.ts`)],
  },
  // States and PIN codes: data and lookups only, which the rules (an address's PIN and state) apply.
  service('geography'),
  { name: 'contracts', paths: contracts },
  { name: 'rules', paths: rules },
  { name: 'providers', paths: [at(`${src}payments/`), at(`${src}couriers/`), at(`${svc}shop-time-sync.ts`)] },
  service('audit'),
  service('accounts'),
  service('catalog'),
  service('tax'),
  service('delivery'),
  service('mail'),
  service('money'),
  service('buying'),
  service('retention'),
  service('reviews'),
  service('returns'),
  service('shipping'),
  service('merchandising'),
  service('shop'),
  service('staff'),
  service('back-office'),
  service('api-access'),
  { name: 'wiring', paths: [at(`${svc}index.ts`)] },
  { name: 'http-basics', paths: [at(`${src}http/middleware/`)] },
  { name: 'graphql', paths: [at('schema/'), at(`${src}graphql/`)] },
  { name: 'ssr', paths: [at(`${src}ssr/`)] },
  { name: 'rest', paths: [at(`${src}rest/`)] },
  { name: 'ops', paths: [at(`${src}ops/`)], except: [/-cli\.ts$/, /^gateway\/src\/ops\/backup-/] },
  { name: 'demo', paths: [at(`${src}demo/`)] },
  {
    name: 'boot',
    paths: [at(`${src}boot/`), /^gateway\/src\/db\/seed/],
    except: [at(`${src}boot/paths.ts`)],
  },
  {
    name: 'http',
    paths: [at(`${src}http/`)],
    except: [at(`${src}http/middleware/`)],
  },
  {
    // Commands run by hand (npm run db:*, jwt:rotate, admin:create) and the backups they run.
    name: 'tools',
    paths: [/-cli\.ts$/, /^gateway\/src\/ops\/backup-/, at(`${src}db/cli.ts`), at(`${src}db/admin-create.ts`)],
  },
  { name: 'main', paths: [at(`${src}main.ts`)] },
];
