import type { PrismaClient } from '../db/generated/client/client.js';
import type { PaymentProvider } from './provider.js';
import { RazorpayProvider } from './razorpay.js';
import { loadSandboxSecret, SandboxProvider } from './sandbox.js';

export type { PaymentProvider } from './provider.js';

/** Which provider takes payments, as the configuration read it (boot/config.ts). */
export type PaymentSettings =
  { provider: 'sandbox' } | { provider: 'razorpay'; keyId: string; keySecret: string; apiUrl: string | undefined };

/** The configured provider; the sandbox keeps its signing secret in the data directory. */
export function createPaymentProvider(
  prisma: PrismaClient,
  settings: PaymentSettings,
  dataDir?: string,
): PaymentProvider {
  if (settings.provider === 'razorpay') {
    return new RazorpayProvider({ keyId: settings.keyId, keySecret: settings.keySecret, apiUrl: settings.apiUrl });
  }
  return new SandboxProvider(prisma, loadSandboxSecret(dataDir));
}
