import type { Coupon, PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import { DomainError, invalidFields, notFound } from '../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { checkCouponForm, type CouponInput } from './coupon-form.js';
import type { RequestContext } from '../accounts/viewer.js';

/** A coupon with its figures for the back office. Paise. */
export interface CouponView extends Coupon {
  /** Orders holding a use now (placed, not cancelled before payment). */
  orders: number;
  /** What those orders were given: goods and waived delivery. */
  discountGiven: number;
  /** The ids of those orders, newest first (at most 50). */
  orderIds: string[];
  /** The products it covers (productIds), named for the form; a product deleted since is left out. */
  products: CouponProduct[];
}

/** A product a coupon covers, as the back office's picker names it. */
export interface CouponProduct {
  id: string;
  title: string;
  brand: string;
}

/**
 * The back office's coupons and automatic offers: list with uses, discount given and orders;
 * create, edit (carts see the new rule at their next read; placed orders keep theirs), pause.
 */
export class AdminCouponService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Every coupon, newest first, with its figures. */
  async list(rc: RequestContext): Promise<CouponView[]> {
    requireAdmin(rc);
    const coupons = await this.prisma.coupon.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return Promise.all(coupons.map((c) => this.withFigures(c)));
  }

  /** One coupon with its figures and its orders. */
  async get(rc: RequestContext, id: string): Promise<CouponView> {
    requireAdmin(rc);
    const coupon = await this.prisma.coupon.findUnique({ where: { id: String(id) } });
    if (!coupon) throw notFound(`No coupon with id ${id}`);
    return this.withFigures(coupon);
  }

  /** Makes a coupon; every wrong field is named beside itself, a taken code on `code`. */
  async create(rc: RequestContext, input: CouponInput): Promise<CouponView> {
    requireAdmin(rc);
    const fields = checkCouponForm(input);
    await this.checkProducts(fields.productIds);
    try {
      return this.withFigures(await this.prisma.coupon.create({ data: fields }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', `${fields.code} is taken already`, 'code');
      throw error;
    }
  }

  /** Saves the whole form again over a coupon; its uses so far stay. */
  async update(rc: RequestContext, id: string, input: CouponInput): Promise<CouponView> {
    requireAdmin(rc);
    const fields = checkCouponForm(input);
    await this.checkProducts(fields.productIds);
    try {
      const { count } = await this.prisma.coupon.updateMany({ where: { id: String(id) }, data: fields });
      if (!count) throw notFound(`No coupon with id ${id}`);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', `${fields.code} is taken already`, 'code');
      throw error;
    }
    return this.get(rc, id);
  }

  /** Pauses a coupon (carts drop it at their next read) or makes it active again. */
  async setPaused(rc: RequestContext, id: string, paused: boolean): Promise<CouponView> {
    requireAdmin(rc);
    const { count } = await this.prisma.coupon.updateMany({ where: { id: String(id) }, data: { paused } });
    if (!count) throw notFound(`No coupon with id ${id}`);
    return this.get(rc, id);
  }

  /** Every chosen product is one on sale; else BAD_USER_INPUT on `productIds` naming the first that is not. */
  private async checkProducts(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const found = await this.prisma.product.findMany({
      where: { id: { in: ids }, deletedAt: null },
      select: { id: true },
    });
    const known = new Set(found.map((p) => p.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      throw invalidFields({
        productIds: `No product on sale with id ${missing[0]}${missing.length > 1 ? ` (and ${missing.length - 1} more)` : ''}`,
      });
    }
  }

  private async withFigures(coupon: Coupon): Promise<CouponView> {
    const [sum, uses, products] = await Promise.all([
      this.prisma.couponUse.aggregate({ where: { couponId: coupon.id }, _sum: { discount: true }, _count: true }),
      this.prisma.couponUse.findMany({
        where: { couponId: coupon.id },
        select: { orderId: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 50,
      }),
      coupon.productIds.length
        ? this.prisma.product.findMany({
            where: { id: { in: coupon.productIds }, deletedAt: null },
            select: { id: true, title: true, brand: true },
          })
        : Promise.resolve([]),
    ]);
    const order = new Map(coupon.productIds.map((id, i) => [id, i]));
    return {
      ...coupon,
      orders: sum._count,
      discountGiven: sum._sum.discount ?? 0,
      orderIds: uses.map((u) => u.orderId),
      products: products.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    };
  }
}
