import type { Coupon, PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from './admin-access.js';
import { DomainError, notFound } from '../errors.js';
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

  private async withFigures(coupon: Coupon): Promise<CouponView> {
    const [sum, uses] = await Promise.all([
      this.prisma.couponUse.aggregate({ where: { couponId: coupon.id }, _sum: { discount: true }, _count: true }),
      this.prisma.couponUse.findMany({
        where: { couponId: coupon.id },
        select: { orderId: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 50,
      }),
    ]);
    return {
      ...coupon,
      orders: sum._count,
      discountGiven: sum._sum.discount ?? 0,
      orderIds: uses.map((u) => u.orderId),
    };
  }
}
