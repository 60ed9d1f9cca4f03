import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import type { PaymentProvider, ProviderLink } from '../../payments/provider.js';
import { DomainError, invalidInput, notFound, paymentRefused } from '../errors.js';
import type { OrderQuery } from './orders.js';
import { isUniqueViolation } from '../../db/errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { PaidOrders } from '../money/paid-orders.js';
import { logger } from '../../telemetry/logger.js';
import { formatRupees } from '../money.js';
import { countShopEvent } from '../../telemetry/shop-events.js';
import { amountDue } from './order-rules.js';

/** A link to pay an order on the provider's page. */
export interface PaymentLinkView {
  id: string;
  url: string;
}

/** What comes back with the shopper: REST sends only the payment id; GraphQL all callback parameters. */
export interface ConfirmInput {
  orderId: string;
  paymentId: string;
  paymentLinkId?: string | null;
  paymentLinkReferenceId?: string | null;
  paymentLinkStatus?: string | null;
  signature?: string | null;
}

/** A provider call; its failure (network, provider error) is a 503 the client may retry, never a 500. */
async function ask<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    countShopEvent('payment_provider_failed');
    logger.warn({ component: 'payments', err: error }, `payment provider failed while ${what}`);
    throw new DomainError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider cannot be reached right now; nothing was charged twice. Please try again in a minute.',
      undefined,
      30,
    );
  }
}

/**
 * Paying for orders: links on the provider's page, and confirmation that believes only the
 * provider (server to server), then records the payment once and places the order.
 */
export class PaymentService {
  constructor(
    private readonly prisma: PrismaClient,
    readonly provider: PaymentProvider,
    /** PUBLIC_URL when set; else the origin the request came to. */
    private readonly publicUrl: string | undefined,
    /** Places paid orders (shared with the provider's webhooks and the sweep's reconciliation). */
    private readonly paid: PaidOrders,
  ) {}

  /** A link to pay the viewer's PENDING order; asking again while it is unpaid gives the same link. */
  async createPaymentLink(rc: RequestContext & { origin?: string }, orderId: string): Promise<PaymentLinkView> {
    const viewer = signedIn(rc);
    const order = await this.prisma.order.findFirst({
      where: { id: String(orderId), userId: viewer.id },
      include: { user: { select: { firstName: true, lastName: true, email: true } } },
    });
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (order.status !== 'PENDING') {
      throw new DomainError(
        'CONFLICT',
        order.paidAt ? 'This order is already paid' : `This order is ${order.status.toLowerCase()} and cannot be paid`,
      );
    }
    const existing = await this.prisma.payment.findFirst({
      where: { orderId: order.id, provider: this.provider.name, status: 'CREATED', amount: amountDue(order) },
      orderBy: { createdAt: 'desc' },
    });
    if (existing?.providerLinkId && existing.providerLinkUrl) {
      return { id: existing.providerLinkId, url: existing.providerLinkUrl };
    }
    const base = (this.publicUrl ?? rc.origin ?? '').replace(/\/$/, '');
    const link = await ask('creating a payment link', () =>
      this.provider.createLink({
        referenceId: order.id,
        amount: amountDue(order),
        description: `Kapda order ${order.id} (${order.totalItem} item${order.totalItem === 1 ? '' : 's'})`,
        customer: {
          name: `${order.user.firstName} ${order.user.lastName}`.trim(),
          email: order.user.email,
          contact: order.shipMobile,
        },
        callbackUrl: `${base}/payment/${order.id}`,
        expiresAt: order.expiresAt,
      }),
    );
    await this.prisma.payment.create({
      data: {
        orderId: order.id,
        provider: this.provider.name,
        providerLinkId: link.id,
        providerLinkUrl: link.url,
        amount: amountDue(order),
      },
    });
    return link;
  }

  /**
   * Confirms a payment of the viewer's order. Believed only when the provider says so: the
   * callback's signature (when given) is the provider's, the payment belongs to one of this
   * order's links, it was captured, and its amount is the order's total. Then PaidOrders places
   * the order (its id is unique, so it pays once; the webhook may have done it already) — or,
   * for an order cancelled meanwhile whose stock is gone, records and refunds the payment, and
   * the shopper is told so. Repeating returns the order.
   */
  async confirmPayment<Q extends OrderQuery>(
    rc: RequestContext,
    input: ConfirmInput,
    query: Q = {} as Q,
  ): Promise<Prisma.OrderGetPayload<Q>> {
    const viewer = signedIn(rc);
    const paymentId = typeof input.paymentId === 'string' ? input.paymentId.trim() : '';
    if (!paymentId) throw invalidInput('payment_id is required', 'paymentId');
    const order = await this.prisma.order.findFirst({
      where: { id: String(input.orderId), userId: viewer.id },
      include: { payments: { orderBy: { createdAt: 'desc' } } },
    });
    if (!order) throw notFound(`No order with id ${input.orderId}`);
    if (order.payments.some((p) => p.providerPaymentId === paymentId && p.status !== 'CREATED')) {
      return this.answer(order.id, paymentId, query);
    }

    if (input.signature != null) this.checkCallback(order.id, paymentId, input);
    const links = order.payments.filter((p) => p.provider === this.provider.name && p.providerLinkId);
    const candidates = input.paymentLinkId ? links.filter((p) => p.providerLinkId === input.paymentLinkId) : links;
    if (!candidates.length) throw paymentRefused('This payment link was not issued for this order');
    let matched: { row: (typeof links)[number]; link: ProviderLink } | null = null;
    for (const row of candidates) {
      const link = await ask('fetching a payment link', () => this.provider.fetchLink(row.providerLinkId!));
      if (link?.payments.some((p) => p.paymentId === paymentId)) {
        matched = { row, link };
        break;
      }
    }
    if (!matched || matched.link.referenceId !== order.id) {
      throw paymentRefused('This payment does not belong to this order');
    }
    const payment = await ask('fetching a payment', () => this.provider.fetchPayment(paymentId));
    if (!payment) throw paymentRefused('The payment provider does not know this payment');
    if (payment.status !== 'captured') {
      throw paymentRefused(`The payment was not completed (status: ${payment.status}); nothing was charged`);
    }
    if (payment.amount !== amountDue(order) || matched.link.amount !== amountDue(order)) {
      throw paymentRefused(
        `The amount paid (${formatRupees(payment.amount)}) is not the order total (${formatRupees(amountDue(order))})`,
      );
    }

    let placement;
    try {
      placement = await this.prisma.$transaction(
        (tx) =>
          this.paid.place(tx, {
            orderId: order.id,
            provider: this.provider.name,
            linkId: matched.row.providerLinkId,
            providerPaymentId: paymentId,
            amount: payment.amount,
            by: viewer.id,
            via: "the shopper's confirmation",
          }),
        WRITE_TX,
      );
      countShopEvent('payment_confirmed');
    } catch (error) {
      if (isUniqueViolation(error)) throw paymentRefused('This payment has already been used for another order');
      throw error;
    }
    if (placement.outcome === 'refunded') {
      throw paymentRefused(
        `${placement.reason}. Your payment of ${formatRupees(payment.amount)} is being refunded in full; you need not do anything.`,
      );
    }
    return this.answer(order.id, paymentId, query);
  }

  /**
   * The order after a recorded payment: the order itself, unless it is cancelled and this payment
   * is being refunded, which the shopper is told (a replayed confirmation says the same).
   */
  private async answer<Q extends OrderQuery>(orderId: string, paymentId: string, query: Q) {
    const now = await this.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { status: true, payments: { where: { providerPaymentId: paymentId }, include: { refunds: true } } },
    });
    const refund = now.payments[0]?.refunds.find((r) => r.status !== 'FAILED');
    if (refund && (now.status === 'CANCELLED' || now.status === 'RETURNED')) {
      throw paymentRefused(
        `This order is ${now.status.toLowerCase()}; your payment of ${formatRupees(now.payments[0]!.amount)} ${
          refund.status === 'PROCESSED' ? 'was refunded' : 'is being refunded'
        } (${refund.reason}).`,
      );
    }
    return (await this.prisma.order.findUniqueOrThrow({
      ...query,
      where: { id: orderId },
    })) as Prisma.OrderGetPayload<Q>;
  }

  /** The callback's own claims: for this order, signed by the provider, and a success. */
  private checkCallback(orderId: string, paymentId: string, input: ConfirmInput) {
    const callback = {
      linkId: String(input.paymentLinkId ?? ''),
      referenceId: String(input.paymentLinkReferenceId ?? ''),
      status: String(input.paymentLinkStatus ?? ''),
      paymentId,
      signature: String(input.signature ?? ''),
    };
    if (!this.provider.verifyCallbackSignature(callback)) {
      throw paymentRefused(
        'The payment signature is not valid: this confirmation did not come from the payment provider',
      );
    }
    if (callback.referenceId !== orderId) throw paymentRefused('This payment is for another order');
    if (callback.status !== 'paid') {
      throw paymentRefused(
        `The payment did not go through (status: ${callback.status}); nothing was charged. You can pay again.`,
      );
    }
  }
}
