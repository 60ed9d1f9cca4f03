import { builder } from '../builder.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { MAX_PAGE_SIZE } from '../../gateway/src/services/index.js';

export const PageInfoRef = builder.objectRef<Connection<unknown>['pageInfo']>('PageInfo').implement({
  description: 'Where a page of a cursor connection is (Relay cursor connections).',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'More rows follow: ask again with after: endCursor.' }),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage', {
      description: 'True when this page was asked for with `after` (rows come before it).',
    }),
    startCursor: t.exposeString('startCursor', { nullable: true, description: 'The cursor of the first edge.' }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'The cursor of the last edge; null on an empty page.',
    }),
  }),
});

export const FIRST_DESCRIPTION = `How many rows; default 20, at most ${MAX_PAGE_SIZE}.`;
export const AFTER_DESCRIPTION = 'Start after this cursor (the endCursor of the page before).';

/** Complexity of a connection: its fields count once per row asked for. */
export const connectionComplexity = (args: { first?: number | null }) => ({
  field: 1,
  multiplier: Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE_SIZE),
});
