import type { PrismaClient } from '../../db/generated/client/client.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { webhookSignatureMatches } from '../../payments/signature.js';
import { WRITE_TX } from '../../db/transactions.js';
import { DomainError, invalidInput } from '../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ProviderEvents } from './provider-events.js';
import { logger } from '../../telemetry/logger.js';
import { countShopEvent } from '../../telemetry/shop-events.js';

/** One webhook request as it arrived: the exact bytes and the two headers that matter. */
export interface WebhookDelivery {
  rawBody: Buffer | undefined;
  /** X-Razorpay-Signature */
  signature: string | undefined;
  /** X-Razorpay-Event-Id */
  eventId: string | undefined;
}

export interface WebhookAnswer {
  /** handled: something changed; duplicate: this event id was handled before; ignored: nothing to do. */
  outcome: 'handled' | 'duplicate' | 'ignored';
  event: string;
}

const badSignature = (why: string) =>
  new DomainError('UNAUTHENTICATED', `Webhook refused: ${why}; nothing was changed`);

/**
 * The provider's webhooks. Believed only with a valid signature (HMAC-SHA256 of the raw body with
 * the webhook secret, compared in constant time). Each event id is handled once: its row is
 * written in the same transaction as the event's effects, so a replay, a duplicate delivery or
 * the same event reaching two gateway processes at once changes nothing the second time.
 */
export class WebhookService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly provider: PaymentProvider,
    private readonly events: ProviderEvents,
    /** Told after an event changed something (the refund worker wakes up for new refunds). */
    private readonly afterChange: () => void = () => undefined,
  ) {}

  async receive(delivery: WebhookDelivery): Promise<WebhookAnswer> {
    const secret = await this.provider.webhookSecret();
    if (!secret) throw badSignature('no webhook secret is configured on the shop (RAZORPAY_WEBHOOK_SECRET)');
    const raw = delivery.rawBody;
    if (!raw || !delivery.signature || !webhookSignatureMatches(secret, raw, delivery.signature)) {
      throw badSignature('the X-Razorpay-Signature header does not match the body');
    }
    let body: { event?: unknown; payload?: unknown };
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalidInput('The webhook body is not JSON');
    }
    const type = typeof body?.event === 'string' ? body.event : '';
    const eventId = delivery.eventId?.trim();
    if (!type) throw invalidInput('The webhook body names no event', 'event');
    if (!eventId || eventId.length > 200) throw invalidInput('The X-Razorpay-Event-Id header is missing', 'eventId');
    const key = `${this.provider.name}:${eventId}`;
    if (await this.prisma.providerEvent.findUnique({ where: { id: key } }))
      return { outcome: 'duplicate', event: type };
    try {
      const outcome = await this.prisma.$transaction(async (tx) => {
        await tx.providerEvent.create({ data: { id: key, type: type.slice(0, 100) } });
        return this.events.handle(tx, this.provider.name, type, body.payload);
      }, WRITE_TX);
      if (outcome === 'handled') {
        this.afterChange();
        if (type === 'payment_link.paid') countShopEvent('payment_confirmed');
        if (type === 'refund.processed') countShopEvent('refund');
      }
      return { outcome, event: type };
    } catch (error) {
      // Another process recorded the same event a moment ago: it was handled there.
      if (!isUniqueViolation(error)) throw error;
      const seen = await this.prisma.providerEvent.findUnique({ where: { id: key } });
      if (seen) return { outcome: 'duplicate', event: type };
      // The payment id is recorded on another order: not this shop's to place; nothing changes.
      logger.warn(`[webhooks] ${type} ${eventId} refers to a payment recorded elsewhere; ignored`);
      return { outcome: 'ignored', event: type };
    }
  }
}
