import { builder } from '../builder.js';
import { preloaded } from './preloaded.js';
import type { Category } from '../../gateway/src/db/generated/client/client.js';

export const CategoryRef = builder.prismaObject('Category', {
  description: 'A node of the category tree: level 1 (women), 2 (clothing), 3 (lehenga).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Path id, e.g. "women/clothing/lehenga".' }),
    slug: t.exposeString('name', { description: 'Its part of URLs, e.g. "lehenga".' }),
    name: t.exposeString('name', { description: 'The slug.', deprecationReason: 'Use slug (the same value).' }),
    label: t.exposeString('label', { description: 'Display name, e.g. "Lehenga".' }),
    level: t.exposeInt('level', { description: '1, 2 or 3: the depth in the tree.' }),
  }),
});

builder.prismaObjectField(CategoryRef, 'parent', (t) =>
  t.field({
    type: CategoryRef,
    nullable: true,
    description: 'The category above; null at level 1.',
    // Catalog rows carry the category chain (parent null at level 1); other rows load it.
    resolve: async (category, _args, ctx) => {
      const parent = preloaded<Category | null>(category, 'parent');
      if (parent !== undefined) return parent;
      return category.parentId ? ctx.prisma.category.findUnique({ where: { id: category.parentId } }) : null;
    },
  }),
);
