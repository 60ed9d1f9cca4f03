import { builder } from '../builder.js';
import type { DeliverySettingsView } from '../../gateway/src/services/index.js';
import './mutation.js';

const DeliverySettingsRef = builder.objectRef<DeliverySettingsView>('DeliverySettings').implement({
  description:
    "The shop's delivery charge: free at or above the threshold (judged on goods after discount), the charge below it. Orders keep the charge they were placed with.",
  fields: (t) => ({
    freeDeliveryThreshold: t.expose('freeDeliveryThreshold', {
      type: 'Money',
      description: 'Goods worth at least this ship free (default ₹499).',
    }),
    deliveryCharge: t.expose('deliveryCharge', {
      type: 'Money',
      description: 'Charged below the threshold; 0 (the default) means delivery is always free.',
    }),
    defaultDeliveryDays: t.exposeInt('defaultDeliveryDays', {
      description: 'Days to deliver when the owner keeps no PIN code list (every valid PIN code is served).',
    }),
    codEnabled: t.exposeBoolean('codEnabled', {
      description: 'Whether cash on delivery is offered at all (where the PIN code allows it).',
    }),
    codMinimum: t.expose('codMinimum', { type: 'Money', description: 'COD only for goods worth at least this.' }),
    codMaximum: t.expose('codMaximum', {
      type: 'Money',
      description: 'COD only for goods worth at most this (default ₹5,000).',
    }),
    codFee: t.expose('codFee', { type: 'Money', description: 'Added to a COD order as its own line (default 0).' }),
    codRefusalLimit: t.exposeInt('codRefusalLimit', {
      description: 'Parcels refused at the door after which an account may no longer choose COD (default 2).',
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an admin last saved them; null while the defaults apply.',
    }),
  }),
});

const DeliverySettingsInput = builder.inputType('DeliverySettingsInput', {
  description: 'Amounts in paise, whole numbers from 0 to 10000000; a field left out keeps its value.',
  fields: (t) => ({
    freeDeliveryThreshold: t.field({ type: 'Money', description: 'Goods worth at least this ship free.' }),
    deliveryCharge: t.field({ type: 'Money', description: 'The charge below the threshold; 0 for free delivery.' }),
    defaultDeliveryDays: t.int({ description: 'Days to deliver without a PIN code list, 1 to 60.' }),
    codEnabled: t.boolean({ description: 'Offer cash on delivery where the PIN code allows it.' }),
    codMinimum: t.field({ type: 'Money', description: 'COD only for goods worth at least this.' }),
    codMaximum: t.field({ type: 'Money', description: 'COD only for goods worth at most this.' }),
    codFee: t.field({ type: 'Money', description: 'The COD fee, 0 to 1000000 paise.' }),
    codRefusalLimit: t.int({ description: 'Refusals at the door before COD is barred, 1 to 20.' }),
  }),
});

builder.queryFields((t) => ({
  deliverySettings: t.field({
    type: DeliverySettingsRef,
    description: 'The delivery charge and free-delivery threshold in force now (anyone may read them).',
    resolve: (_root, _args, ctx) => ctx.services.delivery.current(),
  }),
}));

builder.mutationFields((t) => ({
  adminUpdateDeliverySettings: t.field({
    type: DeliverySettingsRef,
    description:
      'ADMIN only. Sets the free-delivery threshold and the charge below it (BAD_USER_INPUT naming each wrong field). Orders already placed keep their charge.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeliverySettingsInput, required: true, description: 'The new settings.' }) },
    resolve: (_root, args, ctx) => ctx.services.delivery.update(ctx, args.input),
  }),
}));
