import { builder } from '../builder.js';
import { shopTimeZone, type ShopDetailsView } from '../../gateway/src/services/index.js';
import './mutation.js';

const ShopDetailsRef = builder.objectRef<ShopDetailsView>('ShopDetails').implement({
  description:
    'Who the shop is, as the Consumer Protection (E-Commerce) Rules, 2020 ask: legal name, GSTIN, address, customer care and the grievance officer. Printed by the footer, the policy pages, new invoices and the mails.',
  fields: (t) => ({
    legalName: t.exposeString('legalName', { description: 'The seller’s legal name.' }),
    gstin: t.exposeString('gstin', { description: 'The seller’s GSTIN (its first two digits are its state).' }),
    address: t.exposeString('address', { description: 'The registered place of business.' }),
    careEmail: t.exposeString('careEmail', { description: 'Customer care e-mail.' }),
    carePhone: t.exposeString('carePhone', { description: 'Customer care phone, as printed.' }),
    careHours: t.exposeString('careHours', { description: 'When customer care answers.' }),
    grievanceName: t.exposeString('grievanceName', { description: 'The grievance officer’s name.' }),
    grievanceDesignation: t.exposeString('grievanceDesignation', {
      description: 'The grievance officer’s designation.',
    }),
    grievanceEmail: t.exposeString('grievanceEmail', { description: 'The grievance officer’s e-mail.' }),
    grievancePhone: t.exposeString('grievancePhone', { description: 'The grievance officer’s phone.' }),
    timeZone: t.string({
      description:
        'The shop’s time zone (the SHOP_TIME_ZONE setting), an IANA name such as Asia/Kolkata: every date and time the shop shows, and every day and month it counts by (the dashboard, GST months, coupon days), is in it.',
      resolve: () => shopTimeZone(),
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an admin last saved them; null while the defaults apply.',
    }),
  }),
});

const ShopDetailsInput = builder.inputType('ShopDetailsInput', {
  description: 'The shop’s details; a field left out keeps its value.',
  fields: (t) => ({
    legalName: t.string({ description: 'Legal name, at most 200 characters.' }),
    gstin: t.string({ description: 'GSTIN: 15 characters with a valid state code and check character.' }),
    address: t.string({ description: 'Address, at most 500 characters.' }),
    careEmail: t.string({ description: 'Customer care e-mail.' }),
    carePhone: t.string({ description: 'Customer care phone: 8 to 15 digits, optional + and spaces.' }),
    careHours: t.string({ description: 'When customer care answers, at most 200 characters.' }),
    grievanceName: t.string({ description: 'The grievance officer’s name.' }),
    grievanceDesignation: t.string({ description: 'The grievance officer’s designation.' }),
    grievanceEmail: t.string({ description: 'The grievance officer’s e-mail.' }),
    grievancePhone: t.string({ description: 'The grievance officer’s phone.' }),
  }),
});

builder.queryFields((t) => ({
  shopDetails: t.field({
    type: ShopDetailsRef,
    description: 'The shop’s legal name, GSTIN, address and contacts in force now (anyone may read them).',
    resolve: (_root, _args, ctx) => ctx.services.shopDetails.current(),
  }),
}));

builder.mutationFields((t) => ({
  adminUpdateShopDetails: t.field({
    type: ShopDetailsRef,
    description:
      'ADMIN only. Saves the shop’s details (BAD_USER_INPUT naming each wrong field). New invoices name the seller as saved; issued ones never change.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: ShopDetailsInput, required: true, description: 'The new details.' }) },
    resolve: (_root, args, ctx) => ctx.services.shopDetails.update(ctx, args.input),
  }),
}));
