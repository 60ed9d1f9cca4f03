import { builder } from '../builder.js';
import type { AddressFields } from '../../gateway/src/services/order-rules.js';

export const ShippingAddressRef = builder.objectRef<AddressFields>('ShippingAddress').implement({
  description: 'Where an order goes: a copy of the address as it was when the order was placed.',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    streetAddress: t.exposeString('streetAddress'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    zipCode: t.exposeString('zipCode', { description: 'PIN code, digits only.' }),
    mobile: t.exposeString('mobile', { description: 'Exactly 10 digits.' }),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  description: 'A delivery address; every field is required.',
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    streetAddress: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zipCode: t.string({ required: true, description: 'PIN code, digits only.' }),
    mobile: t.string({
      required: true,
      description: 'Exactly 10 digits; otherwise "Please enter a valid 10-digit mobile number".',
    }),
  }),
});
