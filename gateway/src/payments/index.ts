import type { PrismaClient } from '../db/generated/client/client.js';
import type { PaymentProvider } from './provider.js';
import { RazorpayProvider } from './razorpay.js';
import { loadSandboxSecret, SandboxProvider } from './sandbox.js';

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
 * else the sandbox, which keeps its signing secret in the data directory.
 */
export function createPaymentProvider(
  prisma: PrismaClient,
  settings: PaymentSettings,
  dataDir?: string,
): PaymentProvider {
  if (settings.provider === 'razorpay') {
    return new RazorpayProvider({
      keyId: settings.keyId,
      keySecret: settings.keySecret,
      apiUrl: settings.apiUrl,
      webhookSecret: settings.webhookSecret,
    });
  }
  return new SandboxProvider(prisma, loadSandboxSecret(dataDir));
}
