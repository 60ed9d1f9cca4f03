/**
 * What the shop needs from a payment provider: hosted payment links (Razorpay Payment Links'
 * model) and server-to-server lookups, so a payment is believed only when the provider itself
 * says it was captured. Amounts are paise.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** One line for the start banner. */
  readonly description: string;
  /** A hosted page where the shopper pays `amount` for the order `referenceId`. */
  createLink(input: CreateLinkInput): Promise<{ id: string; url: string }>;
  /** The link as the provider sees it now; null when it does not know the id. */
  fetchLink(linkId: string): Promise<ProviderLink | null>;
  /** The payment as the provider sees it now; null when it does not know the id. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Checks the `razorpay_signature` of a callback (HMAC-SHA256 of `link_id|reference_id|status|payment_id`). */
  verifyCallbackSignature(callback: CallbackParams): boolean;
  /**
   * Returns `amount` of a captured payment to the shopper. The same `idempotencyKey` always means
   * the same refund: asking again (after a lost answer) never refunds twice.
   */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** The refund as the provider sees it now; null when it does not know the id. */
  fetchRefund(refundId: string): Promise<ProviderRefund | null>;
  /** The key that signs this provider's webhooks (X-Razorpay-Signature); null when none is configured. */
  webhookSecret(): Promise<string | null>;
}

export interface CreateRefundInput {
  /** The provider's payment id. */
  paymentId: string;
  /** Paise. */
  amount: number;
  idempotencyKey: string;
  /** The shop's refund id, echoed back in the provider's refund events. */
  receipt: string;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** pending | processed | failed */
  status: string;
  receipt: string | null;
}

/**
 * A provider call that did not work. `permanent` when asking again cannot help (the provider
 * refused the request itself: unknown payment, amount too large); otherwise it was unreachable or
 * failed on its side, and the same call may succeed later. The message never contains a secret.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface CreateLinkInput {
  /** The shop's order id: the link's reference_id. */
  referenceId: string;
  amount: number;
  description: string;
  customer: { name: string; email: string; contact?: string };
  /** Absolute URL the provider sends the shopper back to: /payment/{orderId}. */
  callbackUrl: string;
  /** Links stop taking payments when the order would be cancelled anyway. */
  expiresAt?: Date | null;
}

export interface ProviderLink {
  id: string;
  referenceId: string;
  amount: number;
  /** created | partially_paid | paid | expired | cancelled */
  status: string;
  payments: { paymentId: string; amount: number; status: string }[];
}

export interface ProviderPayment {
  id: string;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
}

/** The query parameters a payment link appends to the callback URL. */
export interface CallbackParams {
  linkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
  signature: string;
}
