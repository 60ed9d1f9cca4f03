import { builder } from '../builder.js';
import { DELIVERY_STATES, type DeliveryCheck } from '../../gateway/src/services/index.js';

const DeliveryCheckRef = builder.objectRef<DeliveryCheck>('DeliveryCheck').implement({
  description: 'Whether, when and how the shop delivers to one PIN code.',
  fields: (t) => ({
    pin: t.exposeString('pin', { description: 'The PIN code asked about (6 digits).' }),
    state: t.exposeString('state', { description: 'The state it lies in (the first of states).' }),
    states: t.exposeStringList('states', {
      description: 'Every state it may lie in: one, or two where its sorting district crosses a state border.',
    }),
    city: t.exposeString('city', {
      nullable: true,
      description: 'Its city where the shop knows it (the metros), else null; the address form fills it.',
    }),
    serviceable: t.exposeBoolean('serviceable', { description: 'Whether the shop delivers there.' }),
    codAvailable: t.exposeBoolean('codAvailable', {
      description: 'Whether cash on delivery is possible there now (the shop offers it and the PIN code allows it).',
    }),
    days: t.exposeInt('days', {
      nullable: true,
      description: 'Days from an order placed today; null when not served.',
    }),
    deliveryBy: t.exposeString('deliveryBy', {
      nullable: true,
      description:
        'The day it arrives for an order placed now (in the shop’s time zone, YYYY-MM-DD); null when not served.',
    }),
    message: t.exposeString('message', {
      description:
        'What to show: "Delivery by Tuesday, 2 December · Cash on delivery available" or "We do not deliver to 110001 yet".',
    }),
  }),
});

builder.queryFields((t) => ({
  deliveryStates: t.stringList({
    description:
      'The states and union territories an address may name, A to Z: the address form’s list. An address’s state must be the one its PIN code lies in.',
    resolve: () => [...DELIVERY_STATES],
  }),
  deliveryCheck: t.field({
    type: DeliveryCheckRef,
    description:
      'Delivery to a PIN code (anyone may ask). BAD_USER_INPUT naming it when it is not 6 digits or no such PIN code exists.',
    args: { pin: t.arg.string({ required: true, description: 'Six digits.' }) },
    resolve: (_root, args, ctx) => ctx.services.serviceability.check(args.pin),
  }),
}));
