import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { PageInfoRef } from './page-info.js';

type Types = typeof builder.$inferSchemaTypes;

/** How a connection talks about its nodes, for the descriptions every field must have. */
export interface ConnectionWords {
  /** "product", "order"… */
  one: string;
  /** "Products", "Orders"… */
  many: string;
  /** "while products are added" */
  stableWhile: string;
  /** "in order", "newest first" */
  order: string;
  /** "How many products match in all." */
  total: string;
}

/**
 * A Relay cursor connection type and its edge type (`{Name}Connection`, `{Name}Edge`) over a node
 * type: the one shape every cursor list of the API shares.
 */
export function connectionRef<T>(name: string, node: ObjectRef<Types, T>, words: ConnectionWords) {
  const edge = builder.objectRef<Connection<T>['edges'][number]>(`${name}Edge`).implement({
    description: `${/^[aeiou]/.test(words.one) ? 'An' : 'A'} ${words.one} in a connection, with its cursor.`,
    fields: (t) => ({
      cursor: t.exposeString('cursor', {
        description: `Where this ${words.one} is: pass it as \`after\` to go on from here.`,
      }),
      node: t.field({ type: node, description: `The ${words.one}.`, resolve: (e) => e.node as never }),
    }),
  });
  return builder.objectRef<Connection<T>>(`${name}Connection`).implement({
    description: `${words.many} a page at a time by cursor (Relay cursor connection): stable ${words.stableWhile}.`,
    fields: (t) => ({
      // The field returning the connection multiplies by `first`; counting more here would not be true.
      edges: t.field({
        type: [edge],
        description: `The ${words.many.toLowerCase()} of this page, ${words.order}.`,
        complexity: { field: 1, multiplier: 1 },
        resolve: (c) => c.edges,
      }),
      pageInfo: t.field({
        type: PageInfoRef,
        description: 'Whether more follow, and the cursors.',
        resolve: (c) => c.pageInfo,
      }),
      totalCount: t.int({ description: words.total, resolve: (c) => c.totalCount ?? 0 }),
    }),
  });
}
