import {
  ProviderError,
  type CallbackParams,
  type CreateLinkInput,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderLink,
  type ProviderPayment,
  type ProviderRefund,
} from './provider.js';
import { signatureMatches } from './signature.js';

const RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Razorpay's API; tests point it at a local fake. */
  apiUrl?: string;
  /** RAZORPAY_WEBHOOK_SECRET: the secret set on the webhook in Razorpay's dashboard. */
  webhookSecret?: string;
}

/**
 * A Razorpay API call that did not work; the message never contains the key secret. A 4xx answer
 * is Razorpay refusing the request itself (permanent), except 409 (the same idempotent request is
 * still in progress) and 429 (rate limit), which a later attempt gets past.
 */
class RazorpayError extends ProviderError {
  constructor(message: string, status?: number) {
    super(message, status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429, status);
    this.name = 'RazorpayError';
  }
}

type RazorpayRefund = { id: string; payment_id: string; amount: number; status: string; receipt?: string | null };
const fromRazorpayRefund = (r: RazorpayRefund): ProviderRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: r.amount,
  status: r.status,
  receipt: r.receipt ?? null,
});

/** Razorpay Payment Links (https://razorpay.com/docs/api/payments/payment-links/), server to server. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly description: string;
  private readonly apiUrl: string;
  private readonly auth: string;

  constructor(private readonly options: RazorpayOptions) {
    this.apiUrl = (options.apiUrl ?? RAZORPAY_API_URL).replace(/\/$/, '');
    this.auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    const mode = options.keyId.startsWith('rzp_live_') ? 'LIVE' : 'test mode';
    const webhooks = options.webhookSecret ? 'webhooks on' : 'webhooks off: set RAZORPAY_WEBHOOK_SECRET';
    this.description = `razorpay (${mode}, key ${options.keyId}${options.apiUrl ? `, API ${this.apiUrl}` : ''}, ${webhooks})`;
  }

  async createLink(input: CreateLinkInput): Promise<{ id: string; url: string }> {
    const body = {
      amount: input.amount,
      currency: 'INR',
      accept_partial: false,
      reference_id: input.referenceId,
      description: input.description,
      customer: input.customer,
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: input.callbackUrl,
      callback_method: 'get',
      // Razorpay wants expiry at least 15 minutes ahead; later than that, the order's own timeout rules.
      ...(input.expiresAt && input.expiresAt.getTime() > Date.now() + 16 * 60_000
        ? { expire_by: Math.floor(input.expiresAt.getTime() / 1000) }
        : {}),
    };
    const link = await this.request<{ id: string; short_url: string }>('POST', '/v1/payment_links', body);
    if (!link?.id || !link.short_url) throw new RazorpayError('Razorpay answered a payment link without id or URL');
    return { id: link.id, url: link.short_url };
  }

  async fetchLink(linkId: string): Promise<ProviderLink | null> {
    const link = await this.request<{
      id: string;
      reference_id: string;
      amount: number;
      status: string;
      payments: { payment_id: string; amount: number; status: string }[] | null;
    }>('GET', `/v1/payment_links/${encodeURIComponent(linkId)}`);
    if (!link) return null;
    return {
      id: link.id,
      referenceId: link.reference_id,
      amount: link.amount,
      status: link.status,
      payments: (link.payments ?? []).map((p) => ({ paymentId: p.payment_id, amount: p.amount, status: p.status })),
    };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.request<{ id: string; amount: number; currency: string; status: string }>(
      'GET',
      `/v1/payments/${encodeURIComponent(paymentId)}`,
    );
    if (!payment) return null;
    return { id: payment.id, amount: payment.amount, currency: payment.currency, status: payment.status };
  }

  verifyCallbackSignature(callback: CallbackParams): boolean {
    return signatureMatches(this.options.keySecret, callback);
  }

  /** Refunds API: a normal-speed refund, made idempotent by the X-Refund-Idempotency header. */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const refund = await this.request<RazorpayRefund>(
      'POST',
      `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      { amount: input.amount, speed: 'normal', receipt: input.receipt, notes: { shop_refund_id: input.receipt } },
      { 'x-refund-idempotency': input.idempotencyKey },
    );
    if (!refund?.id) throw new RazorpayError('Razorpay answered a refund without an id');
    return fromRazorpayRefund(refund);
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund | null> {
    const refund = await this.request<RazorpayRefund>('GET', `/v1/refunds/${encodeURIComponent(refundId)}`);
    return refund ? fromRazorpayRefund(refund) : null;
  }

  async webhookSecret(): Promise<string | null> {
    return this.options.webhookSecret || null;
  }

  /** One API call; 404 (and Razorpay's 400 "does not exist") is null, other failures throw. */
  private async request<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: { authorization: this.auth, 'content-type': 'application/json', ...extraHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const payload = (await res.json().catch(() => null)) as { error?: { description?: string } } | null;
    if (res.ok) return payload as T;
    const reason = payload?.error?.description ?? `HTTP ${res.status}`;
    if (method === 'GET' && (res.status === 404 || (res.status === 400 && /not exist|invalid/i.test(reason))))
      return null;
    throw new RazorpayError(
      `Razorpay refused ${method} ${path.split('/').slice(0, 3).join('/')}: ${reason}`,
      res.status,
    );
  }
}
