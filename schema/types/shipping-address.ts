import { builder } from '../builder.js';
import type { AddressFields } from '../../gateway/src/services/index.js';

export const ShippingAddressRef = builder.objectRef<AddressFields>('ShippingAddress').implement({
  description: 'Where an order goes: a copy of the address as it was when the order was placed.',
  fields: (t) => ({
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    streetAddress: t.exposeString('streetAddress', { description: 'House, street and area (may span lines).' }),
    city: t.exposeString('city', { description: 'City or town.' }),
    state: t.exposeString('state', { description: 'State or region.' }),
    zipCode: t.exposeString('zipCode', { description: 'PIN code, digits only.' }),
    mobile: t.exposeString('mobile', { description: 'Exactly 10 digits.' }),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  description:
    'A delivery address; every field but landmark and addressType is required. The state must be the one the PIN code lies in ("PIN code 110001 is in Delhi, not Goa").',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    streetAddress: t.string({ required: true, description: 'House, street and area (may span lines).' }),
    city: t.string({ required: true, description: 'City or town.' }),
    state: t.string({ required: true, description: 'State or region.' }),
    zipCode: t.string({ required: true, description: 'PIN code, digits only.' }),
    mobile: t.string({
      required: true,
      description: 'Exactly 10 digits; otherwise "Please enter a valid 10-digit mobile number".',
    }),
    landmark: t.string({ description: 'Near what, for the courier (at most 200 characters); optional.' }),
    addressType: t.string({ description: 'HOME or WORK; HOME when omitted.' }),
  }),
});
