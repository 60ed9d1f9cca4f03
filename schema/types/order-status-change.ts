import { builder } from '../builder.js';
import { OrderStatusEnum } from './order-status.js';

builder.prismaObject('OrderStatusChange', {
  description: "One step of an order's history: from which status to which, when, and by whom.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The history entry id.' }),
    fromStatus: t.expose('fromStatus', {
      type: OrderStatusEnum,
      nullable: true,
      description: 'Null for the order being placed.',
    }),
    toStatus: t.expose('toStatus', { type: OrderStatusEnum, description: 'The status the order moved to.' }),
    at: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why, when the shop recorded a reason.' }),
    changedBy: t.relation('changedBy', {
      nullable: true,
      description: 'Who made the change; null when the shop itself did (the unpaid-order sweep).',
    }),
  }),
});
