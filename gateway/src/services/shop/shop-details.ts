import type { PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import type { RequestContext } from '../accounts/viewer.js';
import { checkEmail } from '../accounts/account-rules.js';
import { DomainError, invalidFields } from '../errors.js';
import { changedFields, writeAudit } from '../audit/audit-log.js';
import { WRITE_TX } from '../../db/transactions.js';
import { gstinProblem } from '../tax/gstin.js';
import { sellerOf, type Seller } from '../tax/seller.js';

/** The shop's details as the footer, the policy pages, the invoices and the mails print them. */
export interface ShopDetailsFields {
  legalName: string;
  gstin: string;
  address: string;
  careEmail: string;
  carePhone: string;
  careHours: string;
  grievanceName: string;
  grievanceDesignation: string;
  grievanceEmail: string;
  grievancePhone: string;
}

export interface ShopDetailsView extends ShopDetailsFields {
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: Date | null;
}

/**
 * The details before an admin saves any: the configured seller (SELLER_*, else the sample) and
 * the contacts the storefront printed before they were settings (storefront/src/lib/shop-details.ts).
 */
function defaultShopDetails(seller: Seller): ShopDetailsFields {
  return {
    // The sample seller's name says "(sample)" for the invoices; the shop's pages use the plain name.
    legalName: seller.sample ? seller.legalName.replace(/ \(sample\)$/, '') : seller.legalName,
    gstin: seller.gstin,
    address: seller.address,
    careEmail: 'support@kapda.in',
    carePhone: '+91 80 4123 4567',
    careHours: '10 am to 7 pm India time, Monday to Saturday',
    grievanceName: 'Ananya Rao',
    grievanceDesignation: 'Grievance Officer',
    grievanceEmail: 'grievance@kapda.in',
    grievancePhone: '+91 80 4123 4568',
  };
}

const PHONE_SHAPE = /^\+?[0-9][0-9 ()-]*[0-9]$/;

function text(label: string, max: number) {
  return (value: unknown): string | { error: string } => {
    if (typeof value !== 'string' || !value.trim()) return { error: `${label} is required` };
    const trimmed = value.trim();
    if (trimmed.length > max) return { error: `${label} must be at most ${max} characters` };
    return trimmed;
  };
}

function phone(label: string) {
  return (value: unknown): string | { error: string } => {
    const checked = text(label, 30)(value);
    if (typeof checked !== 'string') return checked;
    const digits = checked.replace(/\D/g, '').length;
    if (!PHONE_SHAPE.test(checked) || digits < 8 || digits > 15) {
      return {
        error: `${label} must be a phone number: 8 to 15 digits, with an optional + and spaces (e.g. +91 80 4123 4567)`,
      };
    }
    return checked;
  };
}

function email(label: string) {
  return (value: unknown): string | { error: string } => {
    try {
      return checkEmail(value, 'email');
    } catch (error) {
      if (error instanceof DomainError) return { error: `${label}: enter a valid email address` };
      throw error;
    }
  };
}

function gstin(value: unknown): string | { error: string } {
  const checked = text('The GSTIN', 15 + 10)(value);
  if (typeof checked !== 'string') return checked;
  const upper = checked.toUpperCase();
  const problem = gstinProblem(upper);
  return problem ? { error: `The GSTIN is not valid: ${problem}` } : upper;
}

/** Each field's check: the value to store, or what is wrong with it. */
const CHECKS: Record<keyof ShopDetailsFields, (value: unknown) => string | { error: string }> = {
  legalName: text('The legal name', 200),
  gstin,
  address: text('The address', 500),
  careEmail: email('The customer-care e-mail'),
  carePhone: phone('The customer-care phone'),
  careHours: text('The customer-care hours', 200),
  grievanceName: text('The grievance officer’s name', 120),
  grievanceDesignation: text('The grievance officer’s designation', 120),
  grievanceEmail: email('The grievance officer’s e-mail'),
  grievancePhone: phone('The grievance officer’s phone'),
};

type Db = Pick<PrismaClient, 'shopDetails'>;

/** The shop's details: read by the storefront, the invoices and the mails; saved by an admin. */
export class ShopDetailsService {
  /** `seller`: the configured seller (SELLER_*), the invoices' seller until an admin saves details. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly seller: Seller,
  ) {}

  /** The details in force now. Inside a transaction pass it (PGlite has one connection). */
  async current(db: Db = this.prisma): Promise<ShopDetailsView> {
    const row = await db.shopDetails.findUnique({ where: { id: 1 } });
    if (!row) return { ...defaultShopDetails(this.seller), updatedAt: null };
    const { id: _id, updatedById: _by, ...view } = row;
    return view;
  }

  /** Who a new invoice names: the saved details, else the configured seller (SELLER_*). */
  async sellerNow(db: Db): Promise<Seller> {
    const row = await db.shopDetails.findUnique({ where: { id: 1 } });
    if (!row) return this.seller;
    return sellerOf({ legalName: row.legalName, gstin: row.gstin, address: row.address });
  }

  /** ADMIN only. Saves the details given (a field left out keeps its value); every wrong field is named. */
  async update(rc: RequestContext, input: Partial<Record<keyof ShopDetailsFields, unknown>>): Promise<ShopDetailsView> {
    const admin = requireAdmin(rc);
    const { updatedAt: _at, ...data } = await this.current();
    const before = { ...data };
    const fields: Record<string, string> = {};
    for (const key of Object.keys(CHECKS) as (keyof ShopDetailsFields)[]) {
      const value = input[key];
      if (value === undefined || value === null) continue;
      const checked = CHECKS[key](value);
      if (typeof checked === 'string') data[key] = checked;
      else fields[key] = checked.error;
    }
    if (Object.keys(fields).length) throw invalidFields(fields);
    await this.prisma.$transaction(async (tx) => {
      await tx.shopDetails.upsert({
        where: { id: 1 },
        create: { id: 1, ...data, updatedById: admin.id },
        update: { ...data, updatedById: admin.id },
      });
      await writeAudit(
        tx,
        {
          kind: 'settings.shop-details',
          objectType: 'ShopDetails',
          summary: 'Shop details changed',
          ...changedFields(before, data),
        },
        rc,
      );
    }, WRITE_TX);
    return this.current();
  }
}
