import type { PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../back-office/admin-access.js';
import type { RequestContext } from '../accounts/viewer.js';
import { invalidFields } from '../errors.js';

/** The owner's delivery settings. Amounts are paise. */
export interface DeliverySettingsView {
  /** Goods (after discount) worth at least this ship free. */
  freeDeliveryThreshold: number;
  /** Charged below the threshold; 0 means delivery is always free. */
  deliveryCharge: number;
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: Date | null;
}

/** The defaults: ₹499 for free delivery, as the header promises, and no charge below it (delivery is free). */
const DEFAULT_DELIVERY_SETTINGS: DeliverySettingsView = {
  freeDeliveryThreshold: 49_900,
  deliveryCharge: 0,
  updatedAt: null,
};

/** Upper bound of either amount: ₹1,00,000 (a typo guard, far above any delivery charge). */
const MAX_AMOUNT = 10_000_000;

/** What delivery costs for goods worth `goods` paise (after discount) under `settings`. */
export interface DeliveryQuote {
  /** Paise charged for delivery. */
  charge: number;
  /** Paise more of goods that would make delivery free; 0 when it is free already (or there is no charge). */
  shortfall: number;
}

/**
 * The delivery charge of goods worth `goods` paise: free at or above the threshold, and free when
 * the shop charges nothing; an empty cart costs nothing either.
 */
export function quoteDelivery(
  goods: number,
  settings: Pick<DeliverySettingsView, 'freeDeliveryThreshold' | 'deliveryCharge'>,
): DeliveryQuote {
  if (goods <= 0 || settings.deliveryCharge <= 0 || goods >= settings.freeDeliveryThreshold) {
    return { charge: 0, shortfall: 0 };
  }
  return { charge: settings.deliveryCharge, shortfall: settings.freeDeliveryThreshold - goods };
}

function amountField(value: unknown, label: string, fields: Record<string, string>, key: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > MAX_AMOUNT) {
    fields[key] = `${label} must be a whole number of paise from 0 to ${MAX_AMOUNT}`;
    return 0;
  }
  return value;
}

/** The delivery settings: read by the cart and the order (each order copies its charge), saved by an admin. */
export class DeliverySettingsService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The settings in force now (the defaults until an admin saves some). */
  async current(): Promise<DeliverySettingsView> {
    const row = await this.prisma.deliverySettings.findUnique({ where: { id: 1 } });
    return row
      ? {
          freeDeliveryThreshold: row.freeDeliveryThreshold,
          deliveryCharge: row.deliveryCharge,
          updatedAt: row.updatedAt,
        }
      : DEFAULT_DELIVERY_SETTINGS;
  }

  /**
   * ADMIN only. Saves the threshold and the charge (paise, whole, 0 to ₹1,00,000); every wrong
   * field is named. Orders already placed keep the charge they were placed with.
   */
  async update(rc: RequestContext, input: { freeDeliveryThreshold?: unknown; deliveryCharge?: unknown }) {
    const admin = requireAdmin(rc);
    const before = await this.current();
    const fields: Record<string, string> = {};
    const data = {
      freeDeliveryThreshold:
        input.freeDeliveryThreshold === undefined || input.freeDeliveryThreshold === null
          ? before.freeDeliveryThreshold
          : amountField(input.freeDeliveryThreshold, 'The free-delivery threshold', fields, 'freeDeliveryThreshold'),
      deliveryCharge:
        input.deliveryCharge === undefined || input.deliveryCharge === null
          ? before.deliveryCharge
          : amountField(input.deliveryCharge, 'The delivery charge', fields, 'deliveryCharge'),
    };
    if (Object.keys(fields).length) throw invalidFields(fields);
    await this.prisma.deliverySettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...data, updatedById: admin.id },
      update: { ...data, updatedById: admin.id },
    });
    return this.current();
  }
}
