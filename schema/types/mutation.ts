import { builder } from '../builder.js';

// The root Mutation type; each type file adds its own mutations with builder.mutationFields.
builder.mutationType({
  description: 'Change the shop: accounts, the cart, orders and payments, and for admins the back office.',
});
