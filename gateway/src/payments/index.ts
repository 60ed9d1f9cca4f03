import type { PrismaClient } from '../db/generated/client/client.js';
import type { PaymentProvider } from './provider.js';
import { RazorpayProvider } from './razorpay.js';
import { loadSandboxSecret, SandboxProvider } from './sandbox.js';

export type { PaymentProvider } from './provider.js';

/**
 * The configured provider: PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET
 * (RAZORPAY_API_URL for a fake in tests), else the sandbox. Razorpay keys alone select razorpay.
 */
export function createPaymentProvider(
  prisma: PrismaClient,
  env: NodeJS.ProcessEnv = process.env,
  dataDir?: string,
): PaymentProvider {
  const chosen = (env.PAYMENT_PROVIDER || (env.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox')).toLowerCase();
  if (chosen === 'razorpay') {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
      throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    }
    return new RazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      apiUrl: env.RAZORPAY_API_URL || undefined,
    });
  }
  if (chosen !== 'sandbox') throw new Error(`PAYMENT_PROVIDER must be sandbox or razorpay, got "${chosen}"`);
  return new SandboxProvider(prisma, loadSandboxSecret(dataDir));
}
