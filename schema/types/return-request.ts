import { builder } from '../builder.js';
import {
  RETURN_REASONS,
  returnMovesFrom,
  type ReturnEligibility,
  type ReturnableLine,
  type ReturnFigure,
  type ReturnRate,
} from '../../gateway/src/services/index.js';
import './order.js';
import './order-item.js';
import './refund.js';
import './mutation.js';

const ReturnStatusEnum = builder.enumType('ReturnStatus', {
  description:
    'Where a return request is: REQUESTED → APPROVED | DECLINED → PICKED_UP → RECEIVED → REFUNDED | EXCHANGED; CANCELLED by the shopper before pickup.',
  values: {
    REQUESTED: { description: 'The shopper asked; the shop has not answered yet.' },
    APPROVED: { description: 'Accepted: a courier will pick the parcel up.' },
    DECLINED: { description: 'Refused by the shop; `declineReason` says why.' },
    PICKED_UP: { description: 'The courier has the parcel.' },
    RECEIVED: { description: 'The shop has it and counted each unit restockable or damaged.' },
    REFUNDED: { description: 'The money went back (or, for cash on delivery, is given back by hand).' },
    EXCHANGED: { description: 'The new size ships as a replacement order at no cost.' },
    CANCELLED: { description: 'Cancelled by the shopper before pickup.' },
  } as const,
});

const ReturnReasonEnum = builder.enumType('ReturnReason', {
  description: 'Why the shopper sends units back.',
  values: Object.fromEntries(
    Object.entries(RETURN_REASONS).map(([name, label]) => [name, { description: label }]),
  ) as Record<keyof typeof RETURN_REASONS, { description: string }>,
});

const ReturnResolutionEnum = builder.enumType('ReturnResolution', {
  description: 'What the shopper wants instead of the units.',
  values: {
    REFUND: { description: 'The paid value back.' },
    EXCHANGE: { description: 'Another size of the same product (reserved when asked for).' },
  } as const,
});

const ReturnQueueEnum = builder.enumType('ReturnQueue', {
  description: "The back office's Returns screen queues.",
  values: {
    REQUESTED: { description: 'Waiting for an answer.' },
    TO_PICK_UP: { description: 'Approved, waiting for the courier.' },
    TO_RECEIVE: { description: 'Picked up, not yet received.' },
    DONE: { description: 'Refunded, exchanged, declined or cancelled.' },
  } as const,
});

builder.prismaObject('ReturnStatusChange', {
  description: "One step of a return request's history.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The history entry id.' }),
    fromStatus: t.expose('fromStatus', {
      type: ReturnStatusEnum,
      nullable: true,
      description: 'Null for the request itself.',
    }),
    toStatus: t.expose('toStatus', { type: ReturnStatusEnum, description: 'The status it moved to.' }),
    at: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why, or what happened, in words.' }),
    changedBy: t.relation('changedBy', {
      nullable: true,
      description: 'ADMIN only: who made the change.',
      authScopes: { admin: true },
    }),
  }),
});

builder.prismaObject('ReturnLine', {
  description: 'Units of one order line in a return request.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The line of the request (adminReceiveReturn counts it).' }),
    orderItem: t.relation('orderItem', { description: 'The order line the units are from.' }),
    quantity: t.exposeInt('quantity', { description: 'Units sent back.' }),
    exchangeSize: t.exposeString('exchangeSize', {
      nullable: true,
      description: 'The size sent instead (an exchange); null for a refund.',
    }),
    restocked: t.exposeInt('restocked', { description: 'Counted at receiving: units put back into stock.' }),
    damaged: t.exposeInt('damaged', { description: 'Counted at receiving: units too damaged to sell.' }),
  }),
});

const ReturnRequestRef = builder.prismaObject('ReturnRequest', {
  description: 'A shopper’s request to send units of a delivered order back, for a refund or another size.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The request id.' }),
    status: t.expose('status', { type: ReturnStatusEnum, description: 'Where it is.' }),
    resolution: t.expose('resolution', { type: ReturnResolutionEnum, description: 'Refund or exchange.' }),
    reason: t.expose('reason', { type: ReturnReasonEnum, description: 'Why.' }),
    reasonLabel: t.string({
      description: 'The reason in words ("Too small").',
      select: { reason: true },
      resolve: (r) => RETURN_REASONS[r.reason],
    }),
    note: t.exposeString('note', { nullable: true, description: 'The shopper’s own words.' }),
    declineReason: t.exposeString('declineReason', {
      nullable: true,
      description: 'Why the shop declined it (DECLINED only).',
    }),
    refundAmount: t.expose('refundAmount', {
      type: 'Money',
      description: 'What was given back once REFUNDED (with the delivery charge when the rule gave it); 0 before.',
    }),
    deliveryRefund: t.expose('deliveryRefund', {
      type: 'Money',
      description: 'Of refundAmount, the delivery charge.',
    }),
    manualRefund: t.exposeBoolean('manualRefund', {
      description: 'A cash-on-delivery order: the money goes back by hand (bank transfer or UPI).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    orderId: t.exposeID('orderId', { description: 'The order the units are from.' }),
    order: t.relation('order', { description: 'The order the units are from.' }),
    exchangeOrder: t.relation('exchangeOrder', {
      nullable: true,
      description: 'The replacement order of an exchange (decision 038), once EXCHANGED.',
    }),
    lines: t.relation('lines', { description: 'The units, line by line.' }),
    history: t.relation('history', {
      description: 'Every step, oldest first.',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    refunds: t.relation('refunds', { description: 'The refund sent through the payment provider (prepaid orders).' }),
    customer: t.relation('user', { description: 'ADMIN only: who asked.', authScopes: { admin: true } }),
    nextStatuses: t.field({
      type: [ReturnStatusEnum],
      description:
        'The moves the table allows from here (an admin uses APPROVED, DECLINED, PICKED_UP, RECEIVED; the shopper CANCELLED).',
      select: { status: true },
      resolve: (r) => [...returnMovesFrom(r.status)],
    }),
  }),
});

builder.prismaObjectField('Order', 'returns', (t) =>
  t.relation('returns', {
    description: 'The return and exchange requests on this order, newest first.',
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
);

const ReturnableLineRef = builder.objectRef<ReturnableLine>('ReturnableLine').implement({
  description: 'What one line of a delivered order offers for a return now.',
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId', { description: 'The order line.' }),
    bought: t.exposeInt('bought', { description: 'Units bought.' }),
    returnable: t.exposeInt('returnable', { description: 'Units not yet in a request.' }),
    exchangeSizes: t.exposeStringList('exchangeSizes', {
      description: 'Other sizes in stock now; empty: exchange is not offered.',
    }),
  }),
});

const ReturnEligibilityRef = builder.objectRef<ReturnEligibility>('ReturnEligibility').implement({
  description: 'Whether an order may be returned now, and each line’s offer.',
  fields: (t) => ({
    orderId: t.exposeID('orderId', { description: 'The order.' }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why it cannot be returned now (not delivered, window closed); null when it can.',
    }),
    windowClosesAt: t.expose('windowClosesAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The end of the return window (RETURN_WINDOW_DAYS after delivery).',
    }),
    deliveryRefundRule: t.exposeString('deliveryRefundRule', {
      description: 'When the delivery charge is refunded with a return, in words (the RETURN_DELIVERY_REFUND rule).',
    }),
    lines: t.field({ type: [ReturnableLineRef], description: 'Line by line.', resolve: (e) => e.lines }),
  }),
});

const ReturnFigureRef = builder.objectRef<ReturnFigure>('ReturnFigure').implement({
  description:
    'Units asked back for one reason (requests not declined or cancelled) and their share of units delivered.',
  fields: (t) => ({
    reason: t.field({ type: ReturnReasonEnum, description: 'The reason.', resolve: (f) => f.reason }),
    label: t.exposeString('label', { description: 'The reason in words.' }),
    requests: t.exposeInt('requests', { description: 'Requests.' }),
    units: t.exposeInt('units', { description: 'Units.' }),
    rate: t.exposeFloat('rate', { description: 'units / units delivered, 0 to 1.' }),
  }),
});

const ReturnRateRef = builder.objectRef<ReturnRate>('ReturnRate').implement({
  description:
    "The return rate over the dashboard's period (this calendar month in the shop's time zone): units asked back in requests made in it (not declined or cancelled) over units of orders delivered in it.",
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', description: 'The first moment of the period.' }),
    unitsDelivered: t.exposeInt('unitsDelivered', {
      description: 'Units of orders delivered in the period (replacement orders of exchanges not counted).',
    }),
    ordersDelivered: t.exposeInt('ordersDelivered', { description: 'Orders delivered in the period.' }),
    unitsReturned: t.exposeInt('unitsReturned', {
      description: 'Units in return requests made in the period, not declined or cancelled.',
    }),
    ordersReturned: t.exposeInt('ordersReturned', { description: 'Orders with such a request.' }),
    rate: t.exposeFloat('rate', { description: 'unitsReturned / unitsDelivered (0 when nothing was delivered).' }),
    orderRate: t.exposeFloat('orderRate', {
      description: 'ordersReturned / ordersDelivered (0 when nothing was delivered).',
    }),
    byReason: t.field({
      type: [ReturnFigureRef],
      description: "By reason, each rate over the period's units delivered.",
      resolve: (r) => r.byReason,
    }),
  }),
});

const ReturnListRef = builder
  .objectRef<{ items: (typeof ReturnRequestRef.$inferType)[]; total: number }>('ReturnList')
  .implement({
    description: 'One page of return requests.',
    fields: (t) => ({
      items: t.field({ type: [ReturnRequestRef], description: 'The requests, newest first.', resolve: (p) => p.items }),
      total: t.exposeInt('total', { description: 'How many match.' }),
    }),
  });

const ReturnLineInput = builder.inputType('ReturnLineInput', {
  description: 'Units of one order line to send back.',
  fields: (t) => ({
    orderItemId: t.id({ required: true, description: 'The order line.' }),
    quantity: t.int({ required: true, description: 'Units, at most those bought and not yet in a request.' }),
    exchangeSize: t.string({ description: 'EXCHANGE only: the size wanted instead (reserved at once).' }),
  }),
});

const ReturnRequestInput = builder.inputType('ReturnRequestInput', {
  description: 'A return or exchange request.',
  fields: (t) => ({
    orderId: t.id({ required: true, description: 'The delivered order.' }),
    reason: t.field({ type: ReturnReasonEnum, required: true, description: 'Why.' }),
    note: t.string({ description: 'Optional words, at most 500 characters.' }),
    resolution: t.field({ type: ReturnResolutionEnum, description: 'REFUND (default) or EXCHANGE.' }),
    lines: t.field({ type: [ReturnLineInput], required: true, description: 'The units, line by line.' }),
  }),
});

const ReturnCountInput = builder.inputType('ReturnCountInput', {
  description: 'How one line’s units came back.',
  fields: (t) => ({
    lineId: t.id({ required: true, description: 'The ReturnLine id.' }),
    restockable: t.int({ required: true, description: 'Units fit to sell again (they go back into stock).' }),
    damaged: t.int({ required: true, description: 'Units too damaged to sell.' }),
  }),
});

builder.queryFields((t) => ({
  returnOptions: t.field({
    type: ReturnEligibilityRef,
    description: "The signed-in buyer's order: whether it may be returned now and what each line offers.",
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id({ required: true, description: 'The order.' }) },
    resolve: (_root, args, ctx) => ctx.services.returns.eligibility(ctx, String(args.orderId)),
  }),
  myReturns: t.prismaField({
    type: [ReturnRequestRef],
    description: "The signed-in shopper's return requests, newest first; of one order with `orderId`.",
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id({ description: 'Only this order’s.' }) },
    resolve: (query, _root, args, ctx) =>
      ctx.services.returns.mine(ctx, args.orderId ? String(args.orderId) : null, query),
  }),
  returnRequest: t.prismaField({
    type: ReturnRequestRef,
    description: 'One return request: its buyer’s or, for an admin, anyone’s (else NOT_FOUND).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The request id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.returns.get(ctx, String(args.id), query),
  }),
  adminReturns: t.field({
    type: ReturnListRef,
    description: 'ADMIN only. The Returns screen: a queue and a search (order number, shopper, product), newest first.',
    authScopes: { admin: true },
    args: {
      queue: t.arg({ type: ReturnQueueEnum, description: 'Only this queue.' }),
      search: t.arg.string({ description: 'Order number or id, shopper name or e-mail, product title.' }),
      take: t.arg.int({ description: 'At most this many (1–100, default 20).' }),
      skip: t.arg.int({ description: 'Skip this many.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.returns.list(ctx, {
        queue: args.queue,
        search: args.search,
        take: args.take ?? undefined,
        skip: args.skip ?? undefined,
      }),
  }),
  returnFigures: t.field({
    type: [ReturnFigureRef],
    description: 'ADMIN only. The return rate by reason, for the dashboard.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.returns.figures(ctx),
  }),
  adminReturnRate: t.field({
    type: ReturnRateRef,
    description:
      "ADMIN only. The dashboard's return rate this calendar month (in the shop's time zone), overall and by reason: units asked back over units delivered.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.returns.rate(ctx),
  }),
  returnWindowDays: t.int({
    description:
      'For how many days after delivery a shopper may ask to return or exchange a line (the RETURN_WINDOW_DAYS setting); the Returns & Exchanges policy states it.',
    resolve: (_root, _args, ctx) => ctx.services.returns.windowDays,
  }),
  returnDeliveryRefundRule: t.string({
    description: 'When the delivery charge is refunded with a return, in words (the RETURN_DELIVERY_REFUND setting).',
    resolve: (_root, _args, ctx) => ctx.services.returns.deliveryRefundRule,
  }),
}));

builder.mutationFields((t) => ({
  requestReturn: t.prismaField({
    type: ReturnRequestRef,
    description:
      'Asks to return or exchange units of a delivered order. FORBIDDEN for another’s order; CONFLICT naming why when it is not delivered, past the return window, or the units are already in a request; BAD_USER_INPUT for more units than bought; OUT_OF_STOCK when the exchange size is gone.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ReturnRequestInput, required: true, description: 'The request.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.returns.request(ctx, args.input, query),
  }),
  cancelReturn: t.prismaField({
    type: ReturnRequestRef,
    description: 'The shopper cancels their request before pickup (after: CONFLICT naming both states).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The request id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.returns.cancel(ctx, String(args.id), query),
  }),
  adminApproveReturn: t.prismaField({
    type: ReturnRequestRef,
    description: 'ADMIN only. REQUESTED → APPROVED; from anywhere else CONFLICT naming both states.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The request id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.returns.approve(ctx, String(args.id), query),
  }),
  adminDeclineReturn: t.prismaField({
    type: ReturnRequestRef,
    description:
      'ADMIN only. REQUESTED → DECLINED with a reason the shopper reads; a reserved exchange size goes back.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The request id.' }),
      reason: t.arg.string({ required: true, description: 'Why, at most 300 characters.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.returns.decline(ctx, String(args.id), args.reason, query),
  }),
  adminPickUpReturn: t.prismaField({
    type: ReturnRequestRef,
    description: 'ADMIN only. APPROVED → PICKED_UP: the courier has the parcel (marked by hand).',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The request id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.returns.pickUp(ctx, String(args.id), query),
  }),
  adminReceiveReturn: t.prismaField({
    type: ReturnRequestRef,
    description:
      'ADMIN only. PICKED_UP → RECEIVED, counting every line restockable or damaged (restockable units go back into stock, once), then REFUNDED (refund and credit note) or EXCHANGED (replacement order) in the same step. Again: CONFLICT, nothing restocked twice.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The request id.' }),
      lines: t.arg({ type: [ReturnCountInput], required: true, description: 'Every line, counted.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.returns.receive(ctx, String(args.id), args.lines, query),
  }),
}));
