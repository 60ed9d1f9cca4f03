import type { PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import type { RequestContext } from '../accounts/viewer.js';
import { invalidFields } from '../errors.js';
import { changedFields, writeAudit } from '../audit/audit-log.js';
import { WRITE_TX } from '../../db/transactions.js';

/** One setting: how it is checked and its default. Amounts are paise; counts are whole numbers. */
interface Field<T> {
  default: T;
  check(value: unknown): T | string;
}

const whole =
  (label: string, min: number, max: number, unit: string) =>
  (value: unknown): number | string =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : `${label} must be a whole number of ${unit} from ${min} to ${max}`;

/** The owner's delivery settings, declared once: the view, the defaults and the checks derive from this. */
const FIELDS = {
  freeDeliveryThreshold: {
    // ₹499, as the header promises.
    default: 49_900,
    // ₹1,00,000 at most: a typo guard far above any real threshold or charge.
    check: whole('The free-delivery threshold', 0, 10_000_000, 'paise'),
  },
  deliveryCharge: {
    // No charge: delivery is free on every order, as before the setting existed.
    default: 0,
    check: whole('The delivery charge', 0, 10_000_000, 'paise'),
  },
  defaultDeliveryDays: {
    default: 5,
    check: whole('Days to deliver', 1, 60, 'days'),
  },
  codMinimum: { default: 0, check: whole('The COD minimum', 0, 10_000_000, 'paise') },
  // ₹5,000: above it a refused parcel costs too much.
  codMaximum: { default: 500_000, check: whole('The COD maximum', 0, 10_000_000, 'paise') },
  codFee: { default: 0, check: whole('The COD fee', 0, 1_000_000, 'paise') },
  codRefusalLimit: { default: 2, check: whole('Refusals before COD is barred', 1, 20, 'refusals') },
  codEnabled: {
    default: false as boolean,
    check: (value: unknown) => (typeof value === 'boolean' ? value : 'Cash on delivery must be true or false'),
  },
} satisfies Record<string, Field<number> | Field<boolean>>;

type Settings = { [K in keyof typeof FIELDS]: (typeof FIELDS)[K]['default'] };

/** The owner's delivery settings. Amounts are paise. */
export interface DeliverySettingsView extends Settings {
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: Date | null;
}

const defaults = () =>
  Object.fromEntries(Object.entries(FIELDS).map(([key, field]) => [key, field.default])) as Settings;

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

/** The delivery settings: read by the cart and the order (each order copies its charge), saved by an admin. */
export class DeliverySettingsService {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The settings in force now (the defaults until an admin saves some). Inside a transaction pass
   * it: on PGlite's one connection a read outside it would wait for it to end.
   */
  async current(db: Pick<PrismaClient, 'deliverySettings'> = this.prisma): Promise<DeliverySettingsView> {
    const row = await db.deliverySettings.findUnique({ where: { id: 1 } });
    if (!row) return { ...defaults(), updatedAt: null };
    const { id: _id, updatedById: _by, ...view } = row;
    return view;
  }

  /**
   * ADMIN only. Saves the settings given (a field left out keeps its value); every wrong field is
   * named. Orders already placed keep the charge they were placed with.
   */
  async update(rc: RequestContext, input: Partial<Record<keyof Settings, unknown>>): Promise<DeliverySettingsView> {
    const admin = requireAdmin(rc);
    const { updatedAt: _at, ...data } = await this.current();
    const before = { ...data };
    const fields: Record<string, string> = {};
    for (const key of Object.keys(FIELDS) as (keyof Settings)[]) {
      const value = input[key];
      if (value === undefined || value === null) continue;
      const checked = FIELDS[key].check(value);
      if (typeof checked === 'string') fields[key] = checked;
      else (data as Record<string, unknown>)[key] = checked;
    }
    if (Object.keys(fields).length) throw invalidFields(fields);
    await this.prisma.$transaction(async (tx) => {
      await tx.deliverySettings.upsert({
        where: { id: 1 },
        create: { id: 1, ...data, updatedById: admin.id },
        update: { ...data, updatedById: admin.id },
      });
      await writeAudit(
        tx,
        {
          kind: 'settings.delivery',
          objectType: 'DeliverySettings',
          summary: 'Delivery settings changed',
          ...changedFields(before, data),
        },
        rc,
      );
    }, WRITE_TX);
    return this.current();
  }
}
