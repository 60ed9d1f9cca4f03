import { builder } from '../builder.js';

builder.prismaObject('Category', {
  description: 'A node of the category tree: level 1 (women), 2 (clothing), 3 (lehenga).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Path id, e.g. "women/clothing/lehenga".' }),
    name: t.exposeString('name', { description: 'Name used in URLs, e.g. "lehenga".' }),
    label: t.exposeString('label', { description: 'Display name, e.g. "Lehenga".' }),
    level: t.exposeInt('level', { description: '1, 2 or 3: the depth in the tree.' }),
    parent: t.relation('parent', { nullable: true, description: 'The category above; null at level 1.' }),
  }),
});
