import { builder } from '../builder.js';
import { AddressInput } from './shipping-address.js';

// The address book: add, edit, delete, make default. Each address is checked as an order's is.
builder.mutationFields((t) => ({
  addAddress: t.prismaField({
    type: 'Address',
    description:
      'Keeps an address in your address book (BAD_USER_INPUT naming the field when it is wrong, e.g. a PIN code of another state). The first one becomes the default.',
    authScopes: { signedIn: true },
    args: {
      address: t.arg({ type: AddressInput, required: true, description: 'The address.' }),
      makeDefault: t.arg.boolean({ description: 'Also make it the default.' }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.services.addresses.add(ctx, args.address, args.makeDefault ?? false, query),
  }),
  updateAddress: t.prismaField({
    type: 'Address',
    description: 'Changes one of your saved addresses (NOT_FOUND when it is not yours).',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The address id.' }),
      address: t.arg({ type: AddressInput, required: true, description: 'The whole address as it is to be.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.addresses.update(ctx, String(args.id), args.address, query),
  }),
  deleteAddress: t.boolean({
    description: 'Deletes one of your saved addresses; when it was the default, the oldest left becomes it.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The address id.' }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.addresses.remove(ctx, String(args.id));
      return true;
    },
  }),
  makeDefaultAddress: t.prismaField({
    type: 'Address',
    description: 'Makes one of your saved addresses the one checkout offers first.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The address id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.addresses.makeDefault(ctx, String(args.id), query),
  }),
}));
