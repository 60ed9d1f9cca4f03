import type { PrismaClient } from '../db/generated/client/client.js';
import type { PaymentProvider } from './provider.js';
import { RazorpayProvider } from './razorpay.js';
import { randomSandboxSecret, SandboxProvider } from './sandbox.js';

export type { PaymentProvider } from './provider.js';

/** Which provider takes payments, as the configuration read it (boot/config.ts). */
export type PaymentSettings =
  | { provider: 'sandbox' }
  | {
      provider: 'razorpay';
      keyId: string;
      keySecret: string;
      apiUrl: string | undefined;
      /** RAZORPAY_WEBHOOK_SECRET: verifies X-Razorpay-Signature on /api/webhooks/razorpay. */
      webhookSecret: string | undefined;
    };

/**
 * The configured provider: Razorpay Payment Links (RAZORPAY_WEBHOOK_SECRET verifies its webhooks),
 * else the sandbox, which signs with the secret every host shares (ops/shared-secrets.ts).
 */
export function createPaymentProvider(
  prisma: PrismaClient,
  settings: PaymentSettings,
  /** The sandbox's signing secret, shared by every host (the database's); random when absent. */
  sandboxSecret?: string,
): PaymentProvider {
  if (settings.provider === 'razorpay') {
    return new RazorpayProvider({
      keyId: settings.keyId,
      keySecret: settings.keySecret,
      apiUrl: settings.apiUrl,
      webhookSecret: settings.webhookSecret,
    });
  }
  return new SandboxProvider(prisma, sandboxSecret ?? randomSandboxSecret());
}
