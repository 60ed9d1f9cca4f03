import { builder } from '../builder.js';
import type { CourierEntry } from '../../gateway/src/services/index.js';
import './order.js';
import './mutation.js';

const ShipmentEventRef = builder.prismaObject('ShipmentEvent', {
  description: "One of the courier's events for a parcel, as the courier reported it.",
  fields: (t) => ({
    status: t.exposeString('status', {
      description:
        'The shop’s word for it: BOOKED, PICKED_UP, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERY_FAILED, DELIVERED, RTO_INITIATED, RTO_DELIVERED or OTHER.',
    }),
    description: t.exposeString('description', { description: 'The courier’s own words.' }),
    location: t.exposeString('location', { nullable: true, description: 'Where, when the courier says.' }),
    at: t.expose('occurredAt', { type: 'DateTime', description: 'When the courier saw it.' }),
  }),
});

builder.prismaObject('Shipment', {
  description: 'An order’s parcel in a courier’s hands: the courier, its tracking number (AWB) and events.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The shipment id.' }),
    courier: t.exposeString('courier', { description: 'The courier’s name.' }),
    awb: t.exposeString('awb', { description: 'The tracking number (air waybill).' }),
    trackingUrl: t.exposeString('trackingUrl', {
      nullable: true,
      description: 'The courier’s tracking page for this parcel (a path of the shop for the sandbox courier).',
    }),
    status: t.exposeString('lastStatus', {
      nullable: true,
      description: 'The latest courier event’s status; null before the first.',
    }),
    pickupAt: t.expose('pickupAt', { type: 'DateTime', nullable: true, description: 'When the courier collects it.' }),
    deliveredAt: t.expose('deliveredAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the courier delivered it, by its own clock.',
    }),
    shippedAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was handed to the courier.' }),
    events: t.relation('events', {
      description: 'The courier’s events, oldest first.',
      query: { orderBy: [{ occurredAt: 'asc' }, { receivedAt: 'asc' }] },
    }),
  }),
});
void ShipmentEventRef;

builder.prismaObjectField('Order', 'shipment', (t) =>
  t.relation('shipment', {
    nullable: true,
    description: 'The parcel with its courier and AWB, once shipped with one.',
  }),
);

const CourierRef = builder.objectRef<CourierEntry>('Courier').implement({
  description: 'A courier the owner ships with.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As the shopper reads it.' }),
    trackingUrl: t.exposeString('trackingUrl', {
      nullable: true,
      description: 'Its tracking page with {awb} where the tracking number goes.',
    }),
  }),
});

builder.queryFields((t) => ({
  adminCouriers: t.field({
    type: [CourierRef],
    description: 'ADMIN only. The couriers to choose from when shipping an order by hand.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.shipping.couriers.list(),
  }),
  adminCourierProvider: t.string({
    description: 'ADMIN only. Who books shipments: sandbox or shiprocket.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.shipping.provider.name,
  }),
}));

builder.mutationFields((t) => ({
  adminShipOrder: t.prismaField({
    type: 'Order',
    description:
      'ADMIN only. Ships a CONFIRMED order: with `courier` (from the owner’s list) and `awb` typed in, or without them booked through the courier provider (an AWB, a label, a pickup; asking again never books twice). The AWB on another order is CONFLICT; the provider unreachable is SERVICE_UNAVAILABLE and the order stays CONFIRMED with nothing booked.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The CONFIRMED order.' }),
      courier: t.arg.string({ description: 'The courier, when the AWB is typed in.' }),
      awb: t.arg.string({ description: 'The tracking number; without it the provider books the shipment.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      await ctx.services.shipping.shipments.ship(ctx, String(args.id), { courier: args.courier, awb: args.awb });
      return ctx.services.adminOrders.get(ctx, String(args.id), query);
    },
  }),
}));
