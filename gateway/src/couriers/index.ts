import type { PrismaClient } from '../db/generated/client/client.js';
import type { CourierProvider } from './provider.js';
import { SandboxCourier } from './sandbox.js';
import { ShiprocketCourier } from './shiprocket.js';

export type { CourierProvider } from './provider.js';

/** Which courier provider books shipments, as the configuration read it (boot/config.ts). */
export type CourierSettings =
  | { provider: 'sandbox' }
  | {
      provider: 'shiprocket';
      email: string;
      password: string;
      pickupLocation: string;
      apiUrl: string | undefined;
      /** SHIPROCKET_WEBHOOK_TOKEN: checked against x-api-key on /api/webhooks/courier. */
      webhookToken: string | undefined;
    };

/** The configured courier provider: Shiprocket, else the sandbox courier (no network). */
export function createCourierProvider(prisma: PrismaClient, settings: CourierSettings): CourierProvider {
  if (settings.provider === 'shiprocket') {
    return new ShiprocketCourier({
      email: settings.email,
      password: settings.password,
      pickupLocation: settings.pickupLocation,
      apiUrl: settings.apiUrl,
      webhookToken: settings.webhookToken,
    });
  }
  return new SandboxCourier(prisma);
}
