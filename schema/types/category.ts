import { builder } from '../builder.js';

builder.prismaObject('Category', {
  description: 'A node of the category tree: level 1 (women), 2 (clothing), 3 (lehenga).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Path id, e.g. "women/clothing/lehenga".' }),
    slug: t.exposeString('name', { description: 'Its part of URLs, e.g. "lehenga".' }),
    name: t.exposeString('name', { description: 'The slug.', deprecationReason: 'Use slug (the same value).' }),
    label: t.exposeString('label', { description: 'Display name, e.g. "Lehenga".' }),
    level: t.exposeInt('level'),
    parent: t.relation('parent', { nullable: true }),
  }),
});
