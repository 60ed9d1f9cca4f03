import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';
import {
  type CallbackParams,
  type CreateLinkInput,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderLink,
  type ProviderPayment,
  type ProviderRefund,
} from './provider.js';
import { callbackSignature, signatureMatches } from './signature.js';
import { deliverSigned, paymentLinkPaidEvent, sandboxId, type EventSink } from './sandbox-events.js';
import { sharedSecret } from './shop-secret.js';
import { SandboxRefunds } from './sandbox-refunds.js';
import { logger } from '../telemetry/logger.js';

/**
 * A signing secret for a sandbox of one process (tests). A running shop keeps its sandbox secret
 * in the database, so callbacks verify across restarts and on every host (ops/shared-secrets.ts).
 */
export function randomSandboxSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A stand-in for Razorpay that needs no network: its links are pages the gateway serves
 * (/sandbox-pay/{linkId}) with Pay and Fail buttons, its books are tables, its callbacks carry
 * the same parameters and signature scheme as Razorpay's, and it sends the shop the same signed
 * webhook events (payment_link.paid, refund.processed), so a default install runs every path a
 * Razorpay shop does. No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly description =
    'sandbox (test payments on /sandbox-pay, no money moves; set PAYMENT_PROVIDER=razorpay for real ones)';
  private sink: EventSink | null = null;
  private signingKey: Promise<string> | null = null;
  private readonly refunds: SandboxRefunds;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly secret: string,
  ) {
    this.refunds = new SandboxRefunds(prisma, (event) => this.emit(event));
  }

  /** Where to send the sandbox's webhook events (the shop's own handler); none until set. */
  sendEventsTo(sink: EventSink | null): void {
    this.sink = sink;
  }

  /** Shared by every process and host through the database, so any of them can check any event. */
  webhookSecret(): Promise<string> {
    this.signingKey ??= sharedSecret(this.prisma, 'sandbox-webhook-secret');
    return this.signingKey;
  }

  /** The Refunds API in a table (sandbox-refunds.ts); a refund.processed event follows each new refund. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    return this.refunds.create(input);
  }

  fetchRefund(refundId: string): Promise<ProviderRefund | null> {
    return this.refunds.find(refundId);
  }

  /** Sends a signed event; a delivery that fails is logged, as Razorpay's would show in its dashboard. */
  private async emit(event: { event: string }): Promise<void> {
    if (!this.sink) return;
    try {
      await deliverSigned(this.sink, await this.webhookSecret(), event);
    } catch (error) {
      logger.warn(`[sandbox] delivering ${event.event} failed: ${(error as Error).message}`);
    }
  }

  async createLink(input: CreateLinkInput): Promise<{ id: string; url: string }> {
    const link = await this.prisma.sandboxPaymentLink.create({
      data: {
        id: sandboxId('plink_sbx_'),
        referenceId: input.referenceId,
        amount: input.amount,
        callbackUrl: input.callbackUrl,
      },
    });
    const page = `/sandbox-pay/${link.id}`;
    // Same origin as the callback, so the browser stays on this shop.
    const url = /^https?:\/\//.test(input.callbackUrl) ? new URL(page, input.callbackUrl).toString() : page;
    return { id: link.id, url };
  }

  async fetchLink(linkId: string): Promise<ProviderLink | null> {
    const link = await this.prisma.sandboxPaymentLink.findUnique({ where: { id: String(linkId) } });
    if (!link) return null;
    return {
      id: link.id,
      referenceId: link.referenceId,
      amount: link.amount,
      status: link.status,
      payments: link.paymentId
        ? [{ paymentId: link.paymentId, amount: link.amount, status: link.paymentStatus ?? 'captured' }]
        : [],
    };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const link = await this.prisma.sandboxPaymentLink.findUnique({ where: { paymentId: String(paymentId) } });
    if (!link) return null;
    return { id: String(paymentId), amount: link.amount, currency: 'INR', status: link.paymentStatus ?? 'captured' };
  }

  verifyCallbackSignature(callback: CallbackParams): boolean {
    return signatureMatches(this.secret, callback);
  }

  /** The link for its page; null when unknown. */
  findLink(linkId: string) {
    return this.prisma.sandboxPaymentLink.findUnique({ where: { id: String(linkId) } });
  }

  /**
   * The shopper pressed Pay or Fail: returns where to send the browser (the callback with
   * Razorpay's signed parameters). Paying is recorded once; pressing Pay again on a paid link
   * sends the same payment back. A failure records nothing, as a declined card charges nothing.
   */
  async complete(linkId: string, outcome: 'paid' | 'failed'): Promise<string | null> {
    const link = await this.findLink(linkId);
    if (!link) return null;
    let paymentId = sandboxId('pay_sbx_');
    let status: string = outcome;
    if (outcome === 'paid') {
      const { count } = await this.prisma.sandboxPaymentLink.updateMany({
        where: { id: link.id, status: 'created' },
        data: { status: 'paid', paymentId, paymentStatus: 'captured' },
      });
      if (count === 0) {
        const now = await this.prisma.sandboxPaymentLink.findUniqueOrThrow({ where: { id: link.id } });
        if (now.status !== 'paid' || !now.paymentId) return null;
        paymentId = now.paymentId;
      } else {
        // Razorpay tells the shop over a webhook as well as through the browser; so does the sandbox.
        const url = new URL(
          `/sandbox-pay/${link.id}`,
          /^https?:/.test(link.callbackUrl) ? link.callbackUrl : 'http://shop',
        );
        await this.emit(paymentLinkPaidEvent({ ...link, url: url.toString() }, paymentId));
      }
      status = 'paid';
    }
    const params = { linkId: link.id, referenceId: link.referenceId, status, paymentId };
    const query = new URLSearchParams({
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.referenceId,
      razorpay_payment_link_status: status,
      razorpay_signature: callbackSignature(this.secret, params),
    });
    return `${link.callbackUrl}${link.callbackUrl.includes('?') ? '&' : '?'}${query}`;
  }
}
