import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';
import type { CallbackParams, CreateLinkInput, PaymentProvider, ProviderLink, ProviderPayment } from './provider.js';
import { callbackSignature, signatureMatches } from './signature.js';

const id = (prefix: string) => `${prefix}${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * A signing secret for a sandbox of one process (tests). A running shop keeps its sandbox secret
 * in the database, so callbacks verify across restarts and on every host (ops/shared-secrets.ts).
 */
export function randomSandboxSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A stand-in for Razorpay that needs no network: its links are pages the gateway serves
 * (/sandbox-pay/{linkId}) with Pay and Fail buttons, its books are a table, and its callbacks
 * carry the same parameters and signature scheme as Razorpay's. No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly description =
    'sandbox (test payments on /sandbox-pay, no money moves; set PAYMENT_PROVIDER=razorpay for real ones)';

  constructor(
    private readonly prisma: PrismaClient,
    private readonly secret: string,
  ) {}

  async createLink(input: CreateLinkInput): Promise<{ id: string; url: string }> {
    const link = await this.prisma.sandboxPaymentLink.create({
      data: {
        id: id('plink_sbx_'),
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
    let paymentId = id('pay_sbx_');
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
